import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

export default createJestConfig({
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testMatch: ['<rootDir>/__tests__/**/*.test.ts?(x)'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // marked ships only ESM plus a UMD build; Jest's CommonJS runtime loads the UMD one.
    '^marked$': '<rootDir>/node_modules/marked/lib/marked.umd.js',
  },
});
