import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { supabaseDir } from '@/supabase/local/paths';
import { buildSeedSql } from '@/supabase/seed/build/seed-sql';
import { assertMax } from '@/supabase/seed/limits';

describe('seed generator', () => {
  test('the committed seed.sql is exactly what the generator writes (run `npm run seed:generate`)', () => {
    expect(buildSeedSql() === readFileSync(join(supabaseDir, 'seed.sql'), 'utf8')).toBe(true);
  });

  test('two runs give the same SQL and use relative dates only', () => {
    const sql = buildSeedSql();
    expect(buildSeedSql()).toBe(sql);
    expect(sql).not.toMatch(/'\d{4}-\d{2}-\d{2}/);
    expect(sql).toMatch(/current_date \+ \d+/);
  });

  test('the generated media stay small enough to commit (under 8 MB)', () => {
    const sizeOf = (dir: string): number =>
      readdirSync(dir, { withFileTypes: true }).reduce(
        (sum, entry) => sum + (entry.isDirectory() ? sizeOf(join(dir, entry.name)) : statSync(join(dir, entry.name)).size),
        0,
      );
    const bytes = sizeOf(join(supabaseDir, 'storage', 'media'));
    expect(bytes).toBeGreaterThan(100_000);
    expect(bytes).toBeLessThan(8 * 1024 * 1024);
  });

  test('length limits throw instead of truncating', () => {
    expect(() => assertMax('titulo_60', 'x'.repeat(61), 60)).toThrow(/61 chars/);
    expect(assertMax('titulo_60', 'x'.repeat(60), 60)).toHaveLength(60);
  });
});
