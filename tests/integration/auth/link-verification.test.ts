import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { Db } from '@/supabase/local';
import { databaseTargets, type OpenedDatabase } from '../helpers/databases';
import { clientAt, startInProcessBackend, type InProcessBackend } from './in-process-backend';
import { tokenHashOf, waitForMail } from './mail-helpers';

let serial = 0;
const address = () => `linked.${process.pid}.${++serial}@example.com`;
const bogusHash = (i: number) => `${'0'.repeat(50)}${i.toString(16).padStart(6, '0')}`;

/**
 * The shop verifies e-mail links on its server (app/[lang]/auth/confirm): every visitor's request leaves from the
 * shop's one address. It names the visitor in Sb-Forwarded-For with the secret key (lib/supabase/server.ts), as
 * these clients do, so the auth service's 30 verifications per 5 minutes are each visitor's own.
 */
function shopServerFor(backend: InProcessBackend, visitor: string, key = backend.serviceRoleKey) {
  return createClient(backend.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { 'Sb-Forwarded-For': visitor } },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

describe.each(databaseTargets().map((t) => [t.name, t] as const))('e-mail links verified by the shop on %s', (_name, target) => {
  let opened: OpenedDatabase;
  let db: Db;
  let backend: InProcessBackend;

  beforeAll(async () => {
    opened = await target.open();
    db = opened.db;
    backend = await startInProcessBackend(db);
  });
  afterAll(async () => {
    await backend?.stop();
    await opened?.dispose();
  });
  beforeEach(() => {
    backend.clock.now += 24 * 3600 * 1000;
  });

  it('40 bogus confirmations from one visitor do not stop another visitor’s genuine one', async () => {
    const email = address();
    expect((await clientAt(backend).auth.signUp({ email, password: 'hard-to-guess-9' })).error).toBeNull();
    const tokenHash = tokenHashOf(await waitForMail(email, { baseUrl: backend.url }));
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const { error } = await shopServerFor(backend, '198.51.100.66').auth.verifyOtp({ type: 'email', token_hash: bogusHash(i) });
      statuses.push(error?.status ?? 200);
    }
    expect(statuses.slice(0, 30).every((status) => status === 403)).toBe(true);
    expect(statuses.slice(30).every((status) => status === 429)).toBe(true);
    const genuine = await shopServerFor(backend, '203.0.113.20').auth.verifyOtp({ type: 'email', token_hash: tokenHash });
    expect(genuine.error).toBeNull();
    expect(genuine.data.session?.user.email).toBe(email);
  });

  it('ignores Sb-Forwarded-For from a client with the public key: forging it does not open new allowances', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const { error } = await shopServerFor(backend, `192.0.2.${i + 1}`, backend.anonKey).auth.verifyOtp({ type: 'email', token_hash: bogusHash(i) });
      statuses.push(error?.status ?? 200);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
