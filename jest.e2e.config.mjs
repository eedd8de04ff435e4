import nextJest from 'next/jest.js';
import { withContentFiles } from './scripts/content/jest-config.mjs';

const createJestConfig = nextJest({ dir: './' });

// End-to-end tests: real Chromium against the exported site in out/, served like `npm start`.
const createConfig = withContentFiles(
  createJestConfig({
    displayName: 'e2e',
    testEnvironment: 'node',
    testMatch: ['<rootDir>/e2e/**/*.e2e.ts'],
    // Copies of the project made by the tests (scripts/lib/project-copy.mjs) are not part of it.
    modulePathIgnorePatterns: ['<rootDir>/.e2e-artifacts/'],
    moduleNameMapper: {
      '^@/(.*)$': '<rootDir>/$1',
      // As in jest.config.mjs: the content check reads Markdown with marked, whose CommonJS build is UMD.
      '^marked$': '<rootDir>/node_modules/marked/lib/marked.umd.js',
    },
    globalSetup: '<rootDir>/e2e/support/global-setup.ts',
    globalTeardown: '<rootDir>/e2e/support/global-teardown.ts',
    testTimeout: 120_000,
    maxWorkers: 1,
  }),
);

// parse5 (reading the exported HTML) and its dependency entities ship only as ES modules:
// let the SWC transform compile them, which next/jest's fixed ignore pattern would forbid.
const ESM_ONLY_PACKAGES = ['parse5', 'entities'];

export default async function config() {
  const resolved = await createConfig();
  return {
    ...resolved,
    transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY_PACKAGES.join('|')})/)`],
  };
}
