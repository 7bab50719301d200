/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const script = join(process.cwd(), 'scripts', 'check-node.mjs');
const supported = Number(/\d+/.exec((JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } }).engines.node)?.[0]);

describe('scripts/check-node.mjs (the pre-script of npm start, dev and test)', () => {
  test('engines.node asks for Node 22 or later', () => {
    expect(supported).toBeGreaterThanOrEqual(22);
  });

  test('says so when this Node is older than engines.node, and lets the command run; says nothing otherwise', () => {
    const run = spawnSync(process.execPath, [script], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    if (Number(process.versions.node.split('.')[0]) < supported) {
      expect(run.stderr).toContain(`Node.js ${process.versions.node} is past its end of life and not supported here (>=${supported})`);
    } else {
      expect(run.stderr).toBe('');
    }
    expect(run.stdout).toBe('');
  });
});
