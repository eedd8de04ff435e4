import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// End-to-end tests: real Chromium against the exported site in out/, served like `npm start`.
export default createJestConfig({
  displayName: 'e2e',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/e2e/**/*.e2e.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  globalSetup: '<rootDir>/e2e/support/global-setup.ts',
  globalTeardown: '<rootDir>/e2e/support/global-teardown.ts',
  testTimeout: 120_000,
  maxWorkers: 1,
});
