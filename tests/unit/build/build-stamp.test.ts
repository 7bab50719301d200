/**
 * @jest-environment node
 */
import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildInputs, buildStamp, root } from '../../../scripts/shared';

/** What Next builds from at the project's root: its own config and convention files, TypeScript's and PostCSS's. */
const nextRootFiles = readdirSync(root).filter((name) =>
  /^(middleware|proxy|instrumentation|instrumentation-client|next\.config|postcss\.config|tsconfig|global\.d)\.[cm]?[jt]s(on)?$/.test(name),
);

const env = { NODE_ENV: 'production' } as const;

describe('the build stamp', () => {
  // A copy of the root files' layout, so the project's own files (and the build their stamp keeps) are left alone.
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'build-stamp-'));
    for (const name of nextRootFiles) writeFileSync(join(dir, name), '');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('names every file Next builds from at the root', () => {
    expect(nextRootFiles).toContain('middleware.ts');
    for (const name of nextRootFiles) expect(buildInputs).toContain(name);
  });

  it.each(nextRootFiles)('changes when %s changes, so no old build is reused', (name) => {
    const before = buildStamp(env, dir);
    expect(buildStamp(env, dir)).toBe(before);
    const later = Date.now() / 1000 + 60;
    utimesSync(join(dir, name), later, later);
    expect(buildStamp(env, dir)).not.toBe(before);
  });
});
