import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { acquireLock } from './lock';
import { openPglite, type PgliteDb } from './pglite';
import { findSnapshot, listSnapshots, SNAPSHOTS_KEPT, snapshotsDir, writeSnapshot, type Snapshot } from './snapshots';
import type { Db } from './types';

/** The data folder cannot be opened; `snapshot` is the newest one to restore, if any. */
export class DamagedDataFolderError extends Error {
  constructor(
    readonly folder: string,
    readonly reason: string,
    readonly snapshot: Snapshot | null,
  ) {
    super(`The local database in ${folder} cannot be opened: ${reason}`);
  }
}

export class SnapshotNotFoundError extends Error {}

export interface DataFolderOptions {
  log: (line: string) => void;
  /** Brings a database up to date (migrations and seed): run on a new database before it is put in place, and on every open. */
  prepare: (db: Db) => Promise<void>;
  /** 'latest' or a snapshot file: replaces the database with it first; the folder it replaces is kept beside it. */
  restore?: string;
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

function paths(dataRoot: string) {
  const db = join(dataRoot, 'db');
  return { db, creating: `${db}.creating`, lock: `${db}.lock` };
}
type Paths = ReturnType<typeof paths>;

const hasCluster = (folder: string) => existsSync(join(folder, 'PG_VERSION'));

/**
 * A new database is created, migrated and seeded in a folder of its own and renamed into place only when it is
 * complete, so a first start that is interrupted leaves nothing half made in the data folder's place.
 */
async function create(p: Paths, { log, prepare }: DataFolderOptions): Promise<void> {
  log(`Creating the local database in ${p.db} (first start only, takes a few seconds)`);
  rmSync(p.creating, { recursive: true, force: true });
  mkdirSync(p.creating, { recursive: true });
  try {
    const db = await openPglite(p.creating);
    try {
      await prepare(db);
    } finally {
      await db.close();
    }
    renameSync(p.creating, p.db);
  } catch (error) {
    rmSync(p.creating, { recursive: true, force: true });
    throw error;
  }
}

/** Loads the snapshot into a folder of its own, then swaps it in; the replaced folder is kept as db.replaced-<time>. */
async function restore(p: Paths, dataRoot: string, which: string, log: (line: string) => void): Promise<void> {
  const snapshot = findSnapshot(dataRoot, which);
  if (!snapshot) throw new SnapshotNotFoundError(`No snapshot "${which}" in ${snapshotsDir(dataRoot)}.`);
  log(`Restoring the snapshot ${snapshot.path} (taken ${snapshot.takenAt.toISOString()})`);
  rmSync(p.creating, { recursive: true, force: true });
  mkdirSync(p.creating, { recursive: true });
  const db = await openPglite(p.creating, { snapshot: readFileSync(snapshot.path) });
  await db.close();
  if (existsSync(p.db)) {
    const aside = `${p.db}.replaced-${stamp()}`;
    renameSync(p.db, aside);
    log(`The folder it replaces is kept as ${aside}`);
  }
  renameSync(p.creating, p.db);
}

async function snapshot(db: PgliteDb, dataRoot: string, log: (line: string) => void): Promise<void> {
  const started = Date.now();
  const written = writeSnapshot(dataRoot, await db.dumpDataDir());
  log(`Snapshot ${written.path} taken in ${seconds(started)} (the newest ${SNAPSHOTS_KEPT} are kept)`);
}

/**
 * The embedded database of a data root, owned by this process until it is closed:
 * - an interrupted first start is rolled back (its folder removed) and the database created again;
 * - a folder that cannot be opened is reported with the newest snapshot to restore, and left as it is;
 * - every clean start of an existing database is snapshotted once the schema is up to date.
 */
export async function openDataFolder(dataRoot: string, options: DataFolderOptions): Promise<Db> {
  const { log } = options;
  const p = paths(dataRoot);
  const release = await acquireLock(p.lock);
  try {
    if (existsSync(p.creating)) {
      log('The first start before this one was interrupted: creating the database again');
      rmSync(p.creating, { recursive: true, force: true });
    }
    if (options.restore) await restore(p, dataRoot, options.restore, log);
    if (existsSync(p.db) && !hasCluster(p.db)) {
      // Only an interrupted first start leaves this (newer versions create elsewhere and rename); every start that
      // got further took a snapshot, so without one there is nothing to lose.
      const newest = listSnapshots(dataRoot)[0] ?? null;
      if (newest) throw new DamagedDataFolderError(p.db, 'it has no PG_VERSION file', newest);
      log(`${p.db} holds an interrupted first start: creating the database again`);
      rmSync(p.db, { recursive: true, force: true });
    }
    const created = !existsSync(p.db);
    if (created) await create(p, options);
    const started = Date.now();
    log(`Opening the local database in ${p.db}`);
    let db: PgliteDb;
    try {
      db = await openPglite(p.db);
    } catch (error) {
      throw new DamagedDataFolderError(p.db, error instanceof Error ? error.message : String(error), listSnapshots(dataRoot)[0] ?? null);
    }
    try {
      log(`Database ready in ${seconds(started)}`);
      const migrating = Date.now();
      await options.prepare(db);
      log(`Schema up to date in ${seconds(migrating)}`);
      // A database created just now holds only the seed, which creating it again gives back as well.
      if (!created) await snapshot(db, dataRoot, log);
    } catch (error) {
      await db.close();
      throw error;
    }
    return {
      ...db,
      async close() {
        await db.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
