/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createClient } from '@supabase/supabase-js';
import { withRetry } from '@/lib/data/retry';
import { backendCallOptions, DEFAULT_BACKEND_TIMEOUT_MS, fetchWithTimeout } from '@/lib/supabase/timeout';

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
    await expect(load).rejects.toThrow(/abort|timeout/i);
    expect(peer.requests() - before).toBe(3);
    // 3 calls of 2 s and waits of 1 s and 2 s: the 4 s wait would end past the budget, so it is not taken.
    expect(Date.now() - started).toBeLessThan(12_000);
  }, 20_000);

  it('keeps a caller’s own abort signal working', async () => {
    const controller = new AbortController();
    const pending = fetchWithTimeout(fetch, 60_000)(`${peer.url}/rest/v1/x`, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow(/abort/i);
  });
});

describe('withRetry budget', () => {
  it('does not start a retry that would begin after the budget', async () => {
    let now = 0;
    const waits: number[] = [];
    const failing = withRetry(
      async () => {
        now += 2500;
        throw new Error('timed out');
      },
      { now: () => now, sleep: async (ms) => { waits.push(ms); now += ms; } },
    );
    await expect(failing).rejects.toThrow('timed out');
    expect(waits).toEqual([1000, 2000]);
    expect(now).toBeLessThanOrEqual(10_500);
  });
});
