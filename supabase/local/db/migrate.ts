import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './types';

import { supabaseDir } from '../paths';

export interface MigrateOptions {
  /** Apply supabase/seed.sql once (default true). */
  seed?: boolean;
  log?: (line: string) => void;
  /** The migrations to apply instead of supabase/migrations (the fold's proof applies the history it replaced). */
  migrations?: readonly MigrationFile[];
}

export interface MigrationFile {
  /** `<version>_<name>.sql`, as in supabase/migrations. */
  file: string;
  sql: string;
}

/** The files of supabase/migrations, in the order they apply. */
export function migrationFiles(): MigrationFile[] {
  const migrationsDir = join(supabaseDir, 'migrations');
  return readdirSync(migrationsDir)
    .filter((f) => /^\d+_.+\.sql$/.test(f))
    .sort()
    .map((file) => ({ file, sql: readFileSync(join(migrationsDir, file), 'utf8') }));
}

/**
 * Brings a database to the state `supabase db reset` gives: the Supabase stand-in (roles, auth schema),
 * every migration not yet applied, then the seed once. Bookkeeping uses the Supabase CLI's own tables.
 */
export async function migrate(
  db: Db,
  { seed = true, log = () => {}, migrations = migrationFiles() }: MigrateOptions = {},
): Promise<void> {
  await db.exec(readFileSync(join(supabaseDir, 'local', 'sql', 'bootstrap.sql'), 'utf8'));
  await db.exec(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (version text primary key, statements text[], name text);
    create table if not exists supabase_migrations.seed_files (path text primary key, hash text not null);
  `);
  const applied = new Set(
    (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map(
      (r) => r.version,
    ),
  );
  // A database migrated with files that are gone (the history folded before the first release, docs/database.md)
  // would get every object again; say so instead of failing on the first "already exists".
  const known = new Set(migrations.map((m) => m.file.split('_')[0]));
  const gone = [...applied].filter((version) => !known.has(version)).sort();
  if (gone.length > 0) {
    throw new Error(
      `This database was migrated with ${gone.length} migration(s) that supabase/migrations no longer has ` +
        `(${gone[0]} to ${gone[gone.length - 1]}): the migrations were folded (docs/database.md). Create it again: ` +
        'stop the backend and delete its data folder (SUPABASE_LOCAL_DATA_DIR, supabase/.local-data by default), ' +
        'or use a new database for DATABASE_URL.',
    );
  }
  for (const { file, sql } of migrations) {
    const [version, ...rest] = file.replace(/\.sql$/, '').split('_');
    if (!version || applied.has(version)) continue;
    log(`Applying migration ${file}`);
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
        version,
        rest.join('_'),
      ]);
    });
  }
  const seedPath = join(supabaseDir, 'seed.sql');
  if (seed && existsSync(seedPath)) {
    const sql = readFileSync(seedPath, 'utf8');
    const hash = createHash('sha256').update(sql).digest('hex');
    const done = await db.query('select 1 from supabase_migrations.seed_files where path = $1', ['seed.sql']);
    if (done.rows.length === 0) {
      log('Seeding the demo catalogue (supabase/seed.sql)');
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query('insert into supabase_migrations.seed_files (path, hash) values ($1, $2)', ['seed.sql', hash]);
      });
    }
  }
}
