import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Db } from './types';

export type { Db, Queryable, QueryResult } from './types';
export { migrate, migrationFiles, type MigrationFile } from './migrate';
export { DataDirLockedError } from './lock';
export { DamagedDataFolderError, openDataFolder, SnapshotNotFoundError } from './data-folder';

export interface OpenOptions {
  /** A PostgreSQL connection string; without one, an in-memory PGlite (a data folder is opened with openDataFolder). */
  databaseUrl?: string;
}

export function openDatabase({ databaseUrl }: OpenOptions): Promise<Db> {
  return databaseUrl ? openPostgres(databaseUrl) : openPglite();
}
