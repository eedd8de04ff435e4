// The npm mirror this project installs from serves only the platform packages of this machine
// (linux x64), so `npm install` leaves the other platforms' optional binaries (for example
// @next/swc-darwin-arm64) out of package-lock.json, and `npm ci` then refuses the lock as out of
// sync. This adds a version-only entry for each missing optional dependency: `npm ci` then
// accepts the lock and skips those packages, as it skips any optional package it cannot install.
// Run after every `npm install`: `npm run lock:fix`.
import { readFileSync, writeFileSync } from 'node:fs';

const file = 'package-lock.json';
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;
let added = 0;

for (const [location, meta] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(meta.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ''}node_modules/${name}`;
    if (packages[nested] || packages[`node_modules/${name}`]) continue;
    packages[`node_modules/${name}`] = { version: range.replace(/^[\^~=]/, ''), optional: true };
    added += 1;
  }
}

writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} missing optional platform package(s) recorded.`);
