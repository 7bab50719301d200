import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDataRoot } from '../setup/own-backend';

const CONTENDER = join(process.cwd(), 'tests', 'fixtures', 'lock', 'contender.ts');

function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
  return Number(child.stdout.trim());
}

function contend(lockPath: string, startAt: number, holdMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CONTENDER, lockPath, String(startAt), String(holdMs)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', () => resolve(out.trim()));
  });
}

describe('the single-owner lock of a data folder', () => {
  const folder = tempDataRoot('lock');
  afterAll(() => folder.remove());

  it('never lets two of many simultaneous starters own a lock left by a dead process at once', async () => {
    const lockPath = join(folder.dataRoot, 'db.lock');
    for (let round = 0; round < 3; round++) {
      writeFileSync(lockPath, `${deadPid()}\n`);
      // tsx takes a second or two to start each process; they all wait for the same instant, then race.
      const startAt = Date.now() + 6000;
      const results = await Promise.all(Array.from({ length: 6 }, () => contend(lockPath, startAt, 1500)));
      // On a loaded machine a starter may only get its turn after the owner let go: it may then own the lock too.
      const held = results.flatMap((r) => (r.startsWith('owned ') ? [r.split(' ').slice(1).map(Number) as [number, number]] : []));
      held.sort((a, b) => a[0] - b[0]);
      expect(held.length).toBeGreaterThanOrEqual(1);
      for (let i = 1; i < held.length; i++) expect(held[i]![0]).toBeGreaterThanOrEqual(held[i - 1]![1]);
      expect(results.filter((r) => r.startsWith('locked: ') && r.includes('is already used by process'))).toHaveLength(6 - held.length);
      expect(existsSync(lockPath)).toBe(false);
    }
  }, 120_000);

  it('takes over a lock holding this very pid when this process does not hold it (a restarted container)', async () => {
    const { acquireLock } = await import('@/supabase/local/db/lock');
    const lockPath = join(folder.dataRoot, 'own.lock');
    writeFileSync(lockPath, `${process.pid}\nleft-by-an-earlier-process\n`);
    const release = await acquireLock(lockPath);
    await expect(acquireLock(lockPath)).rejects.toThrow(`is already used by process ${process.pid}`);
    expect(readFileSync(lockPath, 'utf8')).not.toContain('left-by-an-earlier-process');
    release();
    expect(existsSync(lockPath)).toBe(false);
  });
});
