import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Db } from './types';

export type { Db, Queryable, QueryResult } from './types';
export { migrate } from './migrate';
export { DataDirLockedError } from './lock';

export interface OpenOptions {
  /** A PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl?: string;
  /** PGlite data folder; undefined means in memory. */
  dataDir?: string;
}

export function openDatabase({ databaseUrl, dataDir }: OpenOptions): Promise<Db> {
  return databaseUrl ? openPostgres(databaseUrl) : openPglite(dataDir);
}
