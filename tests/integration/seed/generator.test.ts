import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { supabaseDir } from '@/supabase/local/paths';
import { buildSeedSql } from '@/supabase/seed/build/seed-sql';
import { allSponsorLogos } from '@/supabase/seed/content/sponsors';
import { sponsorNameLines } from '@/supabase/seed/images/brand';
import { assertMax } from '@/supabase/seed/limits';
import { mediaPaths } from '@/supabase/seed/media-paths';

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

  test('every sponsor logo shows its whole name: nothing but background near the right edge', async () => {
    for (const sponsor of allSponsorLogos()) {
      const file = join(supabaseDir, 'storage', mediaPaths.sponsorLogo(sponsor.slug));
      const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
      const background = at(380, 12);
      const touched: string[] = [];
      // The last 24 px inside the border, clear of its rounded corners: a name that runs on is cut there.
      for (let y = 24; y < 136; y++) {
        for (let x = 368; x < 392; x++) {
          if (at(x, y).some((v, i) => Math.abs(v - (background[i] ?? 0)) > 24)) touched.push(`${x},${y}`);
        }
      }
      expect([sponsor.name, touched.slice(0, 3)]).toEqual([sponsor.name, []]);
    }
    expect(sponsorNameLines('Fundación Montaña Segura')).toEqual(['Fundación', 'Montaña Segura']);
    expect(sponsorNameLines('Cumbre Gear')).toEqual(['Cumbre Gear']);
  });

  test('length limits throw instead of truncating', () => {
    expect(() => assertMax('titulo_60', 'x'.repeat(61), 60)).toThrow(/61 chars/);
    expect(assertMax('titulo_60', 'x'.repeat(60), 60)).toHaveLength(60);
  });
});
