import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readdirSync, renameSync, rmSync, writeSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';

/** How many snapshots of the embedded database are kept (the newest ones). */
export const SNAPSHOTS_KEPT = 3;

export interface Snapshot {
  path: string;
  takenAt: Date;
}

const NAME = /^db-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.tar\.gz$/;

export const snapshotsDir = (dataRoot: string) => join(dataRoot, 'snapshots');

function parse(dir: string, name: string): Snapshot | null {
  const m = NAME.exec(name);
  if (!m) return null;
  return { path: join(dir, name), takenAt: new Date(`${m[1]}T${m[2]}:${m[3]}:${m[4]}.${m[5]}Z`) };
}

/** The snapshots of a data root, newest first. */
export function listSnapshots(dataRoot: string): Snapshot[] {
  const dir = snapshotsDir(dataRoot);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .flatMap((name) => parse(dir, name) ?? [])
    .sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
}

/** 'latest' or a snapshot file (a path, or a name in the snapshots folder). */
export function findSnapshot(dataRoot: string, which: string): Snapshot | null {
  if (which === 'latest') return listSnapshots(dataRoot)[0] ?? null;
  const candidates = [resolve(which), join(snapshotsDir(dataRoot), basename(which))];
  const path = candidates.find((candidate) => existsSync(candidate));
  if (!path) return null;
  return parse(snapshotsDir(dataRoot), basename(path)) ?? { path, takenAt: new Date(0) };
}

/**
 * Writes a snapshot under a temporary name, flushed to disk, then renames it: a crash never leaves a half-written
 * file that looks like a snapshot. Older snapshots beyond SNAPSHOTS_KEPT, and leftovers of an interrupted write, go.
 */
export function writeSnapshot(dataRoot: string, data: Buffer, takenAt = new Date()): Snapshot {
  const dir = snapshotsDir(dataRoot);
  mkdirSync(dir, { recursive: true });
  const name = `db-${takenAt.toISOString().replace(/[:.]/g, '-')}.tar.gz`;
  const temporary = join(dir, `.${name}.partial`);
  const fd = openSync(temporary, 'w');
  try {
    writeSync(fd, data);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, join(dir, name));
  for (const leftover of readdirSync(dir).filter((entry) => entry.endsWith('.partial'))) rmSync(join(dir, leftover), { force: true });
  for (const old of listSnapshots(dataRoot).slice(SNAPSHOTS_KEPT)) rmSync(old.path, { force: true });
  return { path: join(dir, name), takenAt };
}
