import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { fetchFrom } from '../helpers/loopback-fetch';
import {
  createBackendServer,
  FunctionRunner,
  publicBuckets,
  RateLimiter,
  readAuthSettings,
  readConfig,
  readConfigToml,
  signJwt,
  type ClientLimits,
  type Db,
} from '@/supabase/local';

export interface InProcessBackend {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  /** The auth limiter's clock, in milliseconds; move it forward to end a window. */
  clock: { now: number };
  stop(): Promise<void>;
}

/**
 * The local backend's HTTP server in this process, over a database the test holds: the test can then move one-time
 * tokens back in time and see the limiter's clock, which a spawned backend would hide. No mail worker: the outbox
 * keeps its rows, listed by /_local/mail.json.
 */
export async function startInProcessBackend(
  db: Db,
  options: { siteUrl?: string; limits?: Partial<ClientLimits>; env?: Record<string, string | undefined> } = {},
): Promise<InProcessBackend> {
  const jwtSecret = randomBytes(32).toString('base64url');
  const iat = Math.floor(Date.now() / 1000);
  const keyFor = (role: string) => signJwt(jwtSecret, { role, iss: 'supabase-local', iat, exp: iat + 3600 });
  const keys = { jwtSecret, anonKey: await keyFor('anon'), serviceRoleKey: await keyFor('service_role') };
  const siteUrl = options.siteUrl ?? 'http://localhost:3000';
  const settings = readAuthSettings(readConfigToml(), siteUrl, options.env ?? {});
  Object.assign(settings.clientLimits, options.limits ?? {});
  const clock = { now: Date.now() };
  let baseUrl = '';
  const config = { ...readConfig({ NODE_ENV: 'test' }), port: 0, siteUrl };
  const server = createBackendServer({
    db,
    keys,
    config,
    auth: { db, jwtSecret, baseUrl: () => baseUrl, settings, limiter: new RateLimiter(() => clock.now), nudgeMail: () => {} },
    functions: new FunctionRunner({ functionsDirs: [], baseUrl: () => baseUrl, log: () => {} }),
    publicBuckets: publicBuckets(new Map()),
    buckets: new Map(),
    functionsWithoutJwt: new Set(),
    mailPage: true,
    log: () => {},
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: baseUrl,
    anonKey: keys.anonKey,
    serviceRoleKey: keys.serviceRoleKey,
    jwtSecret,
    clock,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}


/** supabase-js against the backend, as a browser at `localAddress` would use it. */
export function clientAt(backend: Pick<InProcessBackend, 'url' | 'anonKey'>, localAddress = '127.0.0.1'): SupabaseClient {
  return createClient(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: fetchFrom(localAddress) },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

export { fetchFrom };
