import { spawnOwnBackend, tempDataRoot } from '../setup/own-backend';
import { testClient, uniqueEmail } from '../setup/test-backend';
import type { SpawnedBackend } from '../../../supabase/local/spawn';

async function signUp(backend: SpawnedBackend, email: string): Promise<number> {
  const response = await fetch(`${backend.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'crash-password' }),
  });
  await response.arrayBuffer();
  return response.status;
}

/**
 * email_not_confirmed proves the user row exists with its password; an unknown user gives invalid_credentials. Any
 * other answer (a rate limit, say) says nothing about the row, so it fails the test rather than count as missing.
 */
async function exists(backend: SpawnedBackend, email: string): Promise<boolean> {
  const { error } = await testClient(backend.anonKey, backend.url).auth.signInWithPassword({ email, password: 'crash-password' });
  if (error?.code === 'email_not_confirmed') return true;
  if (error?.code === 'invalid_credentials') return false;
  throw new Error(`signing in as ${email} answered ${error?.code ?? 'success'}, neither a present nor a missing user`);
}

// The sign-ups and sign-ins of this test all come from one client, and the local auth's per-client limits now live in
// the database, so they outlast the crash: the test's own backends allow it all its requests.
const backendEnv = { AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS: '100000' };

describe('one owner per data folder, and survival of a crash', () => {
  const folder = tempDataRoot('crash');
  afterAll(() => folder.remove());

  it('refuses a second backend on the same data folder with a clear message and exit code 1', async () => {
    const first = await spawnOwnBackend(folder.dataRoot);
    try {
      const error = await spawnOwnBackend(folder.dataRoot).then(
        () => new Error('the second backend started'),
        (rejection: unknown) => rejection as Error,
      );
      expect(error.message).toContain('exited (code 1)');
      expect(error.message).toContain(`is already used by process ${first.child.pid}`);
      expect(error.message).toContain('SUPABASE_LOCAL_DATA_DIR');
      expect((await fetch(`${first.url}/auth/v1/settings`, { headers: { apikey: first.anonKey } })).status).toBe(200);
    } finally {
      await first.stop();
    }
  }, 240_000);

  it('starts again after SIGKILL during writes, with every acknowledged write intact', async () => {
    const backend = await spawnOwnBackend(folder.dataRoot, { env: backendEnv });
    const acknowledged: string[] = [];
    let killed = false;
    const writer = async (lane: number) => {
      for (let i = 0; !killed; i++) {
        const email = uniqueEmail(`crash${lane}-${i}`);
        const status = await signUp(backend, email).catch(() => 0);
        if (status >= 200 && status < 300) acknowledged.push(email);
      }
    };
    const lanes = [0, 1, 2, 3].map(writer);
    while (acknowledged.length < 25) await new Promise((resolve) => setTimeout(resolve, 20));
    backend.child.kill('SIGKILL');
    killed = true;
    await Promise.all(lanes);
    if (backend.child.exitCode === null && backend.child.signalCode === null) {
      await new Promise((resolve) => backend.child.once('exit', resolve));
    }
    expect(acknowledged.length).toBeGreaterThanOrEqual(25);

    const restarted = await spawnOwnBackend(folder.dataRoot, { env: backendEnv });
    try {
      const missing: string[] = [];
      for (const email of acknowledged) if (!(await exists(restarted, email))) missing.push(email);
      expect(missing).toEqual([]);
      expect(await signUp(restarted, uniqueEmail('after-crash'))).toBe(200);
      // The confirmation e-mails were written in the same transactions as the users.
      const { count, error } = await testClient(restarted.serviceRoleKey, restarted.url)
        .from('email_outbox')
        .select('id', { count: 'exact', head: true });
      expect(error).toBeNull();
      expect(count).toBeGreaterThanOrEqual(acknowledged.length);
    } finally {
      await restarted.stop();
    }
  }, 300_000);
});
