import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { supabaseDir } from '../local/paths';
import { buildSeedSql } from './build/seed-sql';
import { planImages } from './images/plan';
import { renderImages } from './images/render';
import { allTrips } from './trips';

/** Writes supabase/seed.sql and supabase/storage/media/**; deterministic, so a rerun changes no byte. */
async function main(): Promise<void> {
  const sql = buildSeedSql();
  writeFileSync(join(supabaseDir, 'seed.sql'), sql);
  console.log(`supabase/seed.sql: ${(sql.length / 1024).toFixed(0)} KB`);
  const jobs = planImages(allTrips());
  const bytes = await renderImages(join(supabaseDir, 'storage'), jobs);
  console.log(`supabase/storage (media, review photos): ${jobs.length} files, ${(bytes / 1024 / 1024).toFixed(2)} MB`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
