import nextJest from 'next/jest.js';
import { withContentFiles } from './scripts/content/jest-config.mjs';

const createJestConfig = nextJest({ dir: './' });

export default withContentFiles(
  createJestConfig({
    testEnvironment: 'jsdom',
    setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
    testMatch: ['<rootDir>/__tests__/**/*.test.ts?(x)'],
    moduleNameMapper: {
      '^@/(.*)$': '<rootDir>/$1',
      // marked ships only ESM plus a UMD build; Jest's CommonJS runtime loads the UMD one.
      '^marked$': '<rootDir>/node_modules/marked/lib/marked.umd.js',
    },
  }),
);
