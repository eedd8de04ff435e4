// @ts-check
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const SOURCE_FILES = '^.+\\.(js|jsx|ts|tsx|mjs)$';

/**
 * Lets Jest import content files as the site does: *.yaml and *.md through the content transform,
 * and TypeScript through Next.js's SWC transformer wrapped to expand import.meta.glob. Jest keeps
 * transforms of its own (plain Node scripts use jiti) because it loads every module through its own
 * registry, per test file, which a loader outside it cannot feed.
 * @param {() => Promise<any>} createConfig the config function next/jest returns
 */
export function withContentFiles(createConfig) {
  return async () => {
    const config = await createConfig();
    const [, swcOptions] = config.transform[SOURCE_FILES];
    return {
      ...config,
      moduleFileExtensions: [
        ...(config.moduleFileExtensions ?? ['js', 'mjs', 'cjs', 'jsx', 'ts', 'tsx', 'json', 'node']),
        'yaml',
        'md',
      ],
      transform: {
        ...config.transform,
        [SOURCE_FILES]: [require.resolve('./jest-glob-transformer.cjs'), swcOptions],
        '^.+\\.(yaml|md)$': require.resolve('./jest-transform.cjs'),
      },
    };
  };
}
