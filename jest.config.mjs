import nextJest from 'next/jest.js';
import { withContentFiles } from './scripts/content/jest-config.mjs';

const createJestConfig = nextJest({ dir: './' });

export default withContentFiles(
  createJestConfig({
    testEnvironment: 'jsdom',
    setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
    testMatch: ['<rootDir>/__tests__/**/*.test.ts?(x)'],
    // Copies of the project made by the tests (scripts/lib/project-copy.mjs) are not part of it.
    modulePathIgnorePatterns: ['<rootDir>/.e2e-artifacts/'],
    moduleNameMapper: {
      '^@/(.*)$': '<rootDir>/$1',
      // marked ships only ESM plus a UMD build; Jest's CommonJS runtime loads the UMD one.
      '^marked$': '<rootDir>/node_modules/marked/lib/marked.umd.js',
    },
  }),
);
