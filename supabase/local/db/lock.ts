import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, linkSync, mkdirSync, openSync, readFileSync, rmdirSync, rmSync, statSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The lock file's content: the owner's pid, then a token that tells two owners with the same pid apart. */
function readLock(lockPath: string): { text: string; pid: number } | null {
  try {
    const text = readFileSync(lockPath, 'utf8');
    return { text, pid: Number(text.split('\n')[0]) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Creates the lock with its whole content at once: written to a file of this process's own, then hard-linked into
 * place (link fails when the name exists, atomically). A lock created empty and written afterwards could be read, in
 * between, as one without a live owner and be taken over from under its new owner.
 */
function tryCreate(lockPath: string, content: string): boolean {
  const draft = `${lockPath}.${process.pid}.${randomBytes(6).toString('hex')}`;
  const fd = openSync(draft, 'wx');
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(draft, lockPath);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(draft, { force: true });
  }
}

// A takeover that a crash left behind (its owner died within the few statements below) is stale after this long.
const TAKEOVER_STALE_MS = 10_000;

/** mkdir is atomic: only one process at a time may replace a stale lock. */
function enterTakeover(takeoverPath: string): boolean {
  try {
    mkdirSync(takeoverPath);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    try {
      if (Date.now() - statSync(takeoverPath).mtimeMs > TAKEOVER_STALE_MS) rmdirSync(takeoverPath);
    } catch {
      // gone meanwhile: the next attempt takes it
    }
    return false;
  }
}

// Locks this process holds: its own pid in a lock file is stale (a previous process that had the same pid, as after
// a container restart) unless it is one of these.
const held = new Set<string>();

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * PGlite has no lock across processes: two owners of one data folder silently lose writes. The lock file is created
 * exclusively and holds the owner's pid and a random token; a lock whose owner is dead is removed only under a
 * takeover mutex, and only if it still holds the same content, so two starters can never both replace it. The lock
 * is read back after it is taken, and released only by the process whose token it holds.
 */
export async function acquireLock(lockPath: string): Promise<() => void> {
  mkdirSync(dirname(lockPath), { recursive: true });
  const content = `${process.pid}\n${randomBytes(12).toString('hex')}\n`;
  const takeoverPath = `${lockPath}.takeover`;
  for (let attempt = 0; attempt < 200; attempt++) {
    if (tryCreate(lockPath, content)) {
      if (readLock(lockPath)?.text !== content) throw new DataDirLockedError(`The lock ${lockPath} changed right after it was taken.`);
      held.add(lockPath);
      return () => {
        held.delete(lockPath);
        if (readLock(lockPath)?.text === content) rmSync(lockPath, { force: true });
      };
    }
    const current = readLock(lockPath);
    if (!current) continue;
    const ownPid = current.pid === process.pid;
    if ((ownPid && held.has(lockPath)) || (!ownPid && Number.isInteger(current.pid) && current.pid > 0 && isAlive(current.pid))) {
      throw new DataDirLockedError(
        `The local database in ${dirname(lockPath)} is already used by process ${current.pid}. ` +
          'Only one local backend may own a data folder: stop that process or set SUPABASE_LOCAL_DATA_DIR to another folder.',
      );
    }
    if (!enterTakeover(takeoverPath)) {
      await sleep(20 + Math.random() * 30);
      continue;
    }
    try {
      if (readLock(lockPath)?.text === current.text) rmSync(lockPath);
    } finally {
      rmdirSync(takeoverPath);
    }
  }
  throw new DataDirLockedError(`Could not take the lock ${lockPath}: other processes keep taking it.`);
}
