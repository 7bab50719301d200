import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnOwnBackend, tempDataRoot } from '../setup/own-backend';
import { testClient, uniqueEmail } from '../setup/test-backend';
import type { SpawnedBackend } from '../../../supabase/local/spawn';

const MAIN = join(process.cwd(), 'supabase', 'local', 'main.ts');

async function signUp(backend: SpawnedBackend, email: string): Promise<void> {
  const response = await fetch(`${backend.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'snapshot-password' }),
  });
  expect(response.status).toBe(200);
}

/** email_not_confirmed proves the user row exists; an unknown user gives invalid_credentials. */
async function exists(backend: SpawnedBackend, email: string): Promise<boolean> {
  const { error } = await testClient(backend.anonKey, backend.url).auth.signInWithPassword({ email, password: 'snapshot-password' });
  return error?.code === 'email_not_confirmed';
}

async function kill(backend: SpawnedBackend): Promise<void> {
  const exited = new Promise((resolve) => backend.child.once('exit', resolve));
  backend.child.kill('SIGKILL');
  await exited;
}

/** Runs the backend until `until` matches its output (then SIGKILL) or it exits; resolves with its output and exit code. */
function runMain(dataRoot: string, until?: RegExp): Promise<{ output: string; code: number | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: { ...process.env, DATABASE_URL: '', SUPABASE_LOCAL_DATA_DIR: dataRoot, SUPABASE_LOCAL_PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (until?.test(output)) child.kill('SIGKILL');
      if (output.includes('Local backend ready at')) child.kill('SIGTERM');
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('error', reject);
    child.on('exit', (code) => resolve({ output, code }));
  });
}

const snapshots = (dataRoot: string) => readdirSync(join(dataRoot, 'snapshots')).filter((f) => f.endsWith('.tar.gz'));

describe('the embedded database survives a bad day', () => {
  const folder = tempDataRoot('snapshots');
  afterAll(() => folder.remove());

  it('restarts a killed backend whose folder no longer opens from its snapshot, with nothing committed before it lost', async () => {
    const first = await spawnOwnBackend(folder.dataRoot);
    const beforeSnapshot = uniqueEmail('before-snapshot');
    await signUp(first, beforeSnapshot);
    await first.stop();

    // A clean start snapshots the database, with everything committed so far (the first start created it: no need).
    expect(existsSync(join(folder.dataRoot, 'snapshots'))).toBe(false);
    const second = await spawnOwnBackend(folder.dataRoot);
    expect(snapshots(folder.dataRoot)).toHaveLength(1);
    const afterSnapshot = uniqueEmail('after-snapshot');
    await signUp(second, afterSnapshot);
    await kill(second);
    // What a crash mid-write can leave: a control file that no longer reads as one.
    writeFileSync(join(folder.dataRoot, 'db', 'global', 'pg_control'), Buffer.alloc(8192, 0x5a));

    const refused = await spawnOwnBackend(folder.dataRoot).then(
      () => new Error('the backend started on a damaged folder'),
      (rejection: unknown) => rejection as Error,
    );
    expect(refused.message).toContain('exited (code 1)');
    expect(refused.message).toContain(`The local database in ${join(folder.dataRoot, 'db')} cannot be opened`);
    expect(refused.message).toContain('npm run backend -- --restore-snapshot');
    expect(existsSync(join(folder.dataRoot, 'db', 'PG_VERSION'))).toBe(true);

    const restored = await spawnOwnBackend(folder.dataRoot, { args: ['--restore-snapshot'] });
    try {
      expect(await exists(restored, beforeSnapshot)).toBe(true);
      // Written after the newest snapshot, in a folder that no longer opens: this is what the README says is lost.
      expect(await exists(restored, afterSnapshot)).toBe(false);
      const { count, error } = await testClient(restored.serviceRoleKey, restored.url)
        .from('email_outbox')
        .select('id', { count: 'exact', head: true })
        .eq('to_address', beforeSnapshot);
      expect(error).toBeNull();
      expect(count).toBe(1);
      await signUp(restored, uniqueEmail('after-restore'));
    } finally {
      await restored.stop();
    }
    expect(readdirSync(folder.dataRoot).filter((f) => f.startsWith('db.replaced-'))).toHaveLength(1);
    // The restored database started cleanly, so it has a snapshot of its own beside the one it came from.
    expect(snapshots(folder.dataRoot)).toHaveLength(2);
  }, 400_000);

  it('rolls back an interrupted first start, whether an older version left it or this one, then creates the database', async () => {
    const fresh = tempDataRoot('first-start');
    try {
      // What an older version's interrupted first start left: a data folder without PG_VERSION.
      mkdirSync(join(fresh.dataRoot, 'db', 'base'), { recursive: true });
      writeFileSync(join(fresh.dataRoot, 'db', 'postgresql.conf'), '# half written\n');
      const interrupted = await runMain(fresh.dataRoot, /Applying migration 20261201000400/);
      expect(interrupted.code).toBeNull();
      expect(interrupted.output).toContain('holds an interrupted first start: creating the database again');
      expect(existsSync(join(fresh.dataRoot, 'db.creating'))).toBe(true);
      expect(existsSync(join(fresh.dataRoot, 'db'))).toBe(false);

      const again = await runMain(fresh.dataRoot);
      expect(again.output).toContain('The first start before this one was interrupted: creating the database again');
      expect(again.output).toContain('Local backend ready at');
      expect(existsSync(join(fresh.dataRoot, 'db.creating'))).toBe(false);
      expect(existsSync(join(fresh.dataRoot, 'db', 'PG_VERSION'))).toBe(true);
    } finally {
      fresh.remove();
    }
  }, 400_000);
});
