import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrate, openDatabase, type Db, type MigrationFile } from '@/supabase/local/db';

export interface OpenedDatabase {
  db: Db;
  /** The connection string, for PostgreSQL (pg_dump reads it). */
  url?: string;
  /** Closes the handle and, for PostgreSQL, drops the database created for this run. */
  dispose(): Promise<void>;
}

export interface DatabaseTarget {
  readonly name: 'pglite' | 'postgres';
  /** A fresh, migrated database without the seed (supabase/migrations, or the migrations given). */
  open(migrations?: readonly MigrationFile[]): Promise<OpenedDatabase>;
}

async function withAdmin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const pglite: DatabaseTarget = {
  name: 'pglite',
  async open(migrations) {
    const db = await openDatabase({});
    await migrate(db, { seed: false, ...(migrations ? { migrations } : {}) });
    return { db, dispose: () => db.close() };
  },
};

// Same server as DATABASE_URL, a new database per test file, so parallel Jest workers never share state.
function postgres(baseUrl: string): DatabaseTarget {
  return {
    name: 'postgres',
    async open(migrations) {
      const url = new URL(baseUrl);
      const name = `${url.pathname.replace(/^\//, '') || 'postgres'}_test_${randomBytes(5).toString('hex')}`;
      await withAdmin(baseUrl, (client) => client.query(`create database "${name}"`));
      url.pathname = `/${name}`;
      const db = await openDatabase({ databaseUrl: url.toString() });
      const drop = async () => {
        await db.close();
        await withAdmin(baseUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
      };
      try {
        await migrate(db, { seed: false, ...(migrations ? { migrations } : {}) });
      } catch (error) {
        await drop();
        throw error;
      }
      return { db, url: url.toString(), dispose: drop };
    },
  };
}

/** PGlite in memory always; plus PostgreSQL when DATABASE_URL is set. */
export function databaseTargets(): DatabaseTarget[] {
  const url = process.env.DATABASE_URL;
  return url ? [pglite, postgres(url)] : [pglite];
}
