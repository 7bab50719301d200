/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createClient } from '@supabase/supabase-js';
import { RETRY, withRetry } from '@/lib/data/retry';
import { authWithin, backendCallOptions, BudgetSpent, DEFAULT_BACKEND_TIMEOUT_MS, fetchWithTimeout, viaServerAddress } from '@/lib/supabase/timeout';

/** A loopback HTTP peer that accepts every request and never answers: a backend that hangs. */
async function silentPeer(): Promise<{ url: string; requests: () => number; close: () => Promise<void> }> {
  let requests = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer(() => void (requests += 1));
  server.on('connection', (socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: () => requests,
    close: () => new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    }),
  };
}

/** A client made as the shop makes its server clients (backendCallOptions), with the timeout under test. */
const clientOf = (url: string, ms: number) => {
  const options = backendCallOptions();
  return createClient(url, 'anon-key', { ...options, auth: { persistSession: false, autoRefreshToken: false }, global: { fetch: fetchWithTimeout(fetch, ms) } });
};

describe('backend calls against a backend that never answers', () => {
  let peer: Awaited<ReturnType<typeof silentPeer>>;
  beforeAll(async () => {
    peer = await silentPeer();
  });
  afterAll(() => peer.close());

  it('a supabase-js query gives up with an error instead of waiting forever', async () => {
    const { data, error } = await clientOf(peer.url, 300).from('trips').select('id').limit(1);
    expect(data).toBeNull();
    expect(error?.message).toMatch(/abort|timeout/i);
  });

  it("the SPEC's retries (1 s, 2 s, 4 s) stay within the 10 s budget when every call times out", async () => {
    const started = Date.now();
    const before = peer.requests();
    const load = withRetry(async () => {
      const { error } = await clientOf(peer.url, DEFAULT_BACKEND_TIMEOUT_MS).rpc('random_trip', { lang: 'en' }, { get: true });
      if (error) throw new Error(error.message);
    });
    await expect(load).rejects.toThrow(/abort|timeout|did not answer/i);
    expect(peer.requests() - before).toBe(3);
    // 3 calls of 2 s and waits of 1 s and 2 s: a fourth call after the 4 s wait would end past the budget.
    expect(Date.now() - started).toBeLessThan(RETRY.budgetMs);
  }, 20_000);

  it('keeps a caller’s own abort signal working', async () => {
    const controller = new AbortController();
    const pending = fetchWithTimeout(fetch, 60_000)(`${peer.url}/rest/v1/x`, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow(/abort/i);
  });
});

describe('withRetry budget', () => {
  /** A clock the attempts and waits move, each attempt taking `attemptMs` as a timed-out call does. */
  const timedOutCalls = (attemptMs: number) => {
    let now = 0;
    const waits: number[] = [];
    const run = withRetry(
      async () => {
        now += attemptMs;
        throw new Error('timed out');
      },
      { attemptMs, now: () => now, sleep: async (ms) => { waits.push(ms); now += ms; } },
    );
    return { run, waits, elapsed: () => now };
  };

  it('makes a retry only when it can end within the budget, whatever the call timeout', async () => {
    for (const attemptMs of [2000, 2500, 3000, 4000, 9000]) {
      const calls = timedOutCalls(attemptMs);
      await expect(calls.run).rejects.toThrow('timed out');
      expect(calls.elapsed()).toBeLessThanOrEqual(RETRY.budgetMs);
    }
    const usual = timedOutCalls(DEFAULT_BACKEND_TIMEOUT_MS);
    await expect(usual.run).rejects.toThrow('timed out');
    expect(usual.waits).toEqual([1000, 2000]);
  });

  it('cuts an attempt that outlives its timeout, and ends with the budget of its caller', async () => {
    const started = Date.now();
    const never = () => new Promise<never>(() => {});
    await expect(withRetry(never, { attemptMs: 150, budgetMs: 60_000, sleep: async () => {} })).rejects.toBeInstanceOf(BudgetSpent);
    await expect(withRetry(never, { attemptMs: 60_000, deadline: Date.now() + 200 })).rejects.toBeInstanceOf(BudgetSpent);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('does not call the backend once the caller’s budget is spent', async () => {
    let calls = 0;
    const load = async () => void (calls += 1);
    await expect(withRetry(load, { deadline: Date.now() - 1 })).rejects.toBeInstanceOf(BudgetSpent);
    expect(calls).toBe(0);
  });
});

describe('authWithin', () => {
  // auth-js retries a failed session refresh with backoff for up to 30 s (AUTO_REFRESH_TICK_DURATION_MS); a page
  // that awaited it would hang that long.
  it('answers null once two call timeouts have passed, the answer when it comes sooner, and null for a failure', async () => {
    process.env.BACKEND_TIMEOUT_MS = '50';
    let late: ReturnType<typeof setTimeout> | undefined;
    try {
      const started = Date.now();
      const slow = new Promise<string>((resolve) => (late = setTimeout(() => resolve('late'), 5000)));
      expect(await authWithin(slow)).toBeNull();
      expect(Date.now() - started).toBeLessThan(1000);
      expect(await authWithin(Promise.resolve('user'))).toBe('user');
      expect(await authWithin(Promise.reject(new Error('fetch failed')))).toBeNull();
    } finally {
      clearTimeout(late);
      delete process.env.BACKEND_TIMEOUT_MS;
    }
  });
});

describe('SUPABASE_SERVER_URL', () => {
  it('sends the server’s calls to the public backend URL there, and nothing else', async () => {
    process.env.NEXT_PUBLIC_SUPABASE_URL = 'https://project.supabase.example/';
    process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY = 'anon-key';
    const seen: string[] = [];
    const base = (async (input: RequestInfo | URL) => {
      seen.push(String(input));
      return new Response('{}');
    }) as typeof fetch;
    const routed = viaServerAddress(base, 'http://10.0.0.5:8000/');
    await routed('https://project.supabase.example/rest/v1/trips?select=id');
    await routed(new URL('https://project.supabase.example/auth/v1/user'));
    await routed('https://project.supabase.example.evil.test/rest/v1/x');
    await routed('https://images.example/x.jpg');
    expect(seen).toEqual([
      'http://10.0.0.5:8000/rest/v1/trips?select=id',
      'http://10.0.0.5:8000/auth/v1/user',
      'https://project.supabase.example.evil.test/rest/v1/x',
      'https://images.example/x.jpg',
    ]);
    expect(viaServerAddress(base, undefined)).toBe(base);
  });
});
