/**
 * @jest-environment node
 */
import { readdirSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { buildInputs, buildStamp, root } from '../../../scripts/shared';

/** What Next builds from at the project's root: its own config and convention files, TypeScript's and PostCSS's. */
const nextRootFiles = readdirSync(root).filter((name) =>
  /^(middleware|proxy|instrumentation|instrumentation-client|next\.config|postcss\.config|tsconfig|global\.d)\.[cm]?[jt]s(on)?$/.test(name),
);

const env = { NODE_ENV: 'production' } as const;

describe('the build stamp', () => {
  it('names every file Next builds from at the root', () => {
    expect(nextRootFiles).toContain('instrumentation.ts');
    for (const name of nextRootFiles) expect(buildInputs).toContain(name);
  });

  it.each(nextRootFiles)('changes when %s changes, so no old build is reused', (name) => {
    const file = join(root, name);
    const { atimeMs, mtimeMs } = statSync(file);
    const before = buildStamp(env);
    try {
      utimesSync(file, atimeMs / 1000, Date.now() / 1000 + 60);
      expect(buildStamp(env)).not.toBe(before);
    } finally {
      utimesSync(file, atimeMs / 1000, mtimeMs / 1000);
    }
  });
});
