// Security floors (DESIGN.md): fail CI when an installed version is below them.
import { readFileSync } from 'node:fs';

const floors = { next: '16.4.5', react: '19.3.1', 'react-dom': '19.3.1', 'next-intl': '4.9.2' };
const parse = (v) => v.split(/[.+-]/).slice(0, 3).map(Number);
const below = (a, b) => {
  const [x, y] = [parse(a), parse(b)];
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] < y[i];
  return false;
};
let failed = false;
for (const [name, floor] of Object.entries(floors)) {
  const { version } = JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8'));
  const ok = !below(version, floor);
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name} ${version} (floor ${floor})`);
  failed ||= !ok;
}
if (failed) process.exit(1);
