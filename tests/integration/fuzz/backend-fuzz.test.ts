import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { BACKEND_ENDPOINTS, RPCS, type FuzzRequest } from '../../fuzz/endpoints';
import { fuzz, type Reply } from '../../fuzz/property';
import { databaseTargets } from '../helpers/databases';
import { spawnOwnBackend, tempDataRoot } from '../setup/own-backend';
import { testClient } from '../setup/test-backend';
import { spawnBackend, type SpawnedBackend } from '../../../supabase/local/spawn';

/** What any accepted request would have written: a stored form, a booking, a favourite, a sign-up's e-mail. */
const WRITTEN = ['inquiries', 'contact_messages', 'private_adventure_requests', 'bookings', 'payments', 'favorites', 'chat_threads', 'email_outbox'];

async function counts(backend: SpawnedBackend): Promise<Record<string, number | null>> {
  const admin = testClient(backend.serviceRoleKey, backend.url);
  const entries = await Promise.all(
    WRITTEN.map(async (table) => {
      const { count, error } = await admin.from(table).select('*', { count: 'exact', head: true });
      if (error) throw new Error(`${table}: ${error.message}`);
      return [table, count] as const;
    }),
  );
  return Object.fromEntries(entries);
}

function sender(baseUrl: string) {
  return async ({ method, path, headers, body }: FuzzRequest): Promise<Reply> => {
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body, redirect: 'manual' });
    return { status: response.status, headers: Object.fromEntries(response.headers), body: await response.text() };
  };
}

/** A backend of its own (nothing else writes to it meanwhile) on PGlite, or on a new PostgreSQL database. */
async function ownBackend(target: 'pglite' | 'postgres'): Promise<{ backend: SpawnedBackend; dispose(): Promise<void> }> {
  const folder = tempDataRoot('fuzz');
  if (target === 'pglite') {
    const backend = await spawnOwnBackend(folder.dataRoot);
    return { backend, dispose: async () => { await backend.stop(); folder.remove(); } };
  }
  const base = new URL(process.env.DATABASE_URL!);
  const name = `${base.pathname.slice(1) || 'postgres'}_fuzz_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: base.toString() });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`create database "${name}"`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const backend = await spawnBackend({ dataRoot: folder.dataRoot, databaseUrl: url.toString() });
  return {
    backend,
    dispose: async () => {
      await backend.stop();
      await admin(`drop database if exists "${name}" with (force)`);
      folder.remove();
    },
  };
}

describe('every rpc is in the fuzz list', () => {
  it('names each callable function of schema public', async () => {
    const opened = await databaseTargets()[0]!.open();
    try {
      // The input arguments only: a RETURNS TABLE function lists its columns among its argument names too.
      const { rows } = await opened.db.query<{ name: string; args: string[] }>(
        `select p.proname as name,
                array(select a.name from unnest(coalesce(p.proargnames, '{}'::text[]), coalesce(p.proargmodes, '{}'::"char"[]))
                        with ordinality as a(name, mode, i)
                       where coalesce(a.mode, 'i') in ('i', 'b', 'v') and a.name is not null order by a.i) as args
           from pg_proc p
          where p.pronamespace = 'public'::regnamespace and p.prorettype <> 'trigger'::regtype order by 1`,
      );
      expect(Object.fromEntries(rows.map((r) => [r.name, r.args]))).toEqual(RPCS);
    } finally {
      await opened.dispose();
    }
  });
});

describe.each(databaseTargets().map((t) => [t.name] as const))('fuzzing the backend on %s', (target) => {
  let own: Awaited<ReturnType<typeof ownBackend>>;
  beforeAll(async () => {
    own = await ownBackend(target);
  }, 300_000);
  afterAll(() => own?.dispose());

  it('answers 1,000 malformed rpc, auth and REST requests with a clear 4xx each, and stores nothing', async () => {
    const before = await counts(own.backend);
    const ctx = { anonKey: own.backend.anonKey, actionId: () => '', marker: '' };
    const sent = await fuzz(BACKEND_ENDPOINTS, ctx, sender(own.backend.url), 1000);
    expect(sent).toBeGreaterThanOrEqual(1000);
    expect(await counts(own.backend)).toEqual(before);
  }, 900_000);
});
