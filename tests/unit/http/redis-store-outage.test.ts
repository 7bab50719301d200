/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PageCache from '@/lib/http/page-cache.mjs';
import { RedisStore } from '@/lib/http/redis-store.mjs';

/**
 * The shared page cache when Redis is not there (a port nobody listens on) or hangs (a peer on loopback that accepts
 * and never answers): every read is a miss soon enough to render the page, no write or revalidation throws, and a
 * revalidation is kept to be recorded later. No Redis is needed (the shared-cache test runs with one).
 */
const page = { kind: 'APP_PAGE', html: '<html><body><script>x()</script></body></html>', headers: {}, status: 200 };

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const timed = async <T>(work: Promise<T>) => {
  const started = Date.now();
  const value = await work;
  return { value, ms: Date.now() - started };
};

describe('the Redis page store during an outage', () => {
  const stores: RedisStore[] = [];
  const open = (url: string) => {
    const store = new RedisStore({ url, prefix: 'shop:pages:test:', maxMemoryBytes: 1024 * 1024 });
    stores.push(store);
    return store;
  };
  let silent: Server;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    // The store says once per outage that Redis is unavailable; not printed among the results.
    jest.spyOn(console, 'error').mockImplementation(() => {});
    silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()));
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
    jest.restoreAllMocks();
  });

  it.each([
    ['refused', async () => `redis://127.0.0.1:${await freePort()}`],
    ['silent', async () => `redis://127.0.0.1:${(silent.address() as { port: number }).port}`],
  ])('%s: a miss within a second, writes skipped, revalidations kept for later', async (_, url) => {
    const store = open(await url());
    await new Promise((resolve) => setTimeout(resolve, 100));
    const read = await timed(store.read('/en'));
    expect(read.value).toBeNull();
    expect(read.ms).toBeLessThan(1000);
    await expect(store.write({ key: '/en', lastModified: Date.now(), tags: [], value: page })).resolves.toBeUndefined();
    const since = Date.now() - 1;
    await expect(store.markRevalidated(['trips'], since + 1)).resolves.toBeUndefined();
    expect(store.pending).toEqual({ trips: since + 1 });
    // Unknown to Redis: not served as fresh.
    expect((await timed(store.revalidatedSince(['catalogue'], since))).value).toBe(true);
  });

  it('the cacheHandler renders (a miss) and sends the page with its policy when Redis is down', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'redis-outage-'));
    mkdirSync(join(dist, 'server'));
    writeFileSync(join(dist, 'BUILD_ID'), 'outage-test');
    const previous = process.env.REDIS_URL;
    process.env.REDIS_URL = `redis://127.0.0.1:${await freePort()}`;
    try {
      const cache = new PageCache({ serverDistDir: join(dist, 'server') });
      stores.push(cache.store as RedisStore);
      expect(cache.store).toBeInstanceOf(RedisStore);
      const value = { ...page, headers: {} as Record<string, string> };
      await cache.set('/en', value, {});
      expect(value.headers['content-security-policy']).toContain("'sha256-");
      expect((await timed(cache.get('/en', {}))).value).toBeNull();
      await expect(cache.revalidateTag('trips')).resolves.toBeUndefined();
    } finally {
      if (previous === undefined) delete process.env.REDIS_URL;
      else process.env.REDIS_URL = previous;
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
