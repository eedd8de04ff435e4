// @ts-check
// The post-export steps for the end-to-end tests' second export (see endpoint-build.ts): the same
// script stripping and hosting policy as `npm run build`, but the serve configuration goes to the
// file given instead of deploy/serve.json, and no host's configuration is rewritten: those belong to out/.
// Usage: node e2e/support/endpoint-site-postbuild.mjs <export folder> <serve.json to write>
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { hostingConfig } from '../../deploy/hosting.config.mjs';
import { loadRoutes } from '../../scripts/lib/load-ts-module.mjs';
import { inlineCodeIn } from '../../scripts/postbuild/hosting-config.mjs';
import { serveJson } from '../../scripts/postbuild/hosting-formats.mjs';
import { stripFrameworkScripts } from '../../scripts/postbuild/strip-framework-scripts.mjs';

const [folder, configFile] = process.argv.slice(2).map((argument) => path.resolve(argument));
await stripFrameworkScripts(folder, { log: () => {} });
const facts = { ...inlineCodeIn(folder), contactEndpoint: process.env.NEXT_PUBLIC_CONTACT_ENDPOINT };
writeFileSync(configFile, serveJson(hostingConfig(facts, await loadRoutes())));
