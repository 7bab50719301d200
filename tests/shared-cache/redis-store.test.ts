import { randomUUID } from 'node:crypto';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { createClient } from '@redis/client';
import { ENTRY_TTL_SECONDS, RedisStore } from '@/lib/http/redis-store.mjs';

/**
 * The page cache's Redis store against a real Redis (REDIS_URL): two stores are two instances. What one writes or
 * revalidates the other sees; two builds' prefixes never meet; every key is bounded; and a revalidation made while
 * Redis was unreachable (a loopback proxy to it, cut and restored) is recorded once it is back.
 */
jest.setTimeout(30_000);

const url = process.env.REDIS_URL;
const prefix = `shop:pages:test-${randomUUID()}:`;
const redis = createClient({ url });
const stores: RedisStore[] = [];
const open = (storePrefix = prefix, storeUrl = url!) => {
  const store = new RedisStore({ url: storeUrl, prefix: storePrefix, maxMemoryBytes: 1024 * 1024 });
  stores.push(store);
  return store;
};
const entry = (key: string, lastModified = Date.now()) => ({
  key,
  lastModified,
  tags: ['trips', 'trip:1'],
  value: { kind: 'APP_PAGE', html: `<p>${key}</p>`, rscData: Buffer.from('rsc'), segmentData: new Map([['/_tree', Buffer.from('t')]]) },
});
/** Until the store's connection is up (it connects in the background, and misses meanwhile). */
const ready = async (store: RedisStore) => {
  for (let i = 0; i < 50; i++) {
    await store.write(entry('/ready-probe'));
    if (await store.read('/ready-probe')) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the store never reached Redis');
};

beforeAll(async () => {
  if (!url) throw new Error('Set REDIS_URL (e.g. redis://127.0.0.1:6379): this test needs a Redis');
  await redis.connect();
});

afterAll(async () => {
  await Promise.all(stores.map((store) => store.close()));
  for await (const keys of redis.scanIterator({ MATCH: 'shop:pages:test-*', COUNT: 500 })) if (keys.length) await redis.del(keys);
  await redis.close();
});

it('one instance reads what another wrote, and misses it once another revalidated one of its tags', async () => {
  const [a, b] = [open(), open()];
  await Promise.all([ready(a), ready(b)]);
  const written = entry('/en/travel/1/x', Date.now() - 10);
  await a.write(written);
  const read = await b.read('/en/travel/1/x');
  expect(read).toEqual(written);
  expect(await b.revalidatedSince(read!.tags, read!.lastModified)).toBe(false);
  await a.markRevalidated(['trip:1'], Date.now());
  expect(await b.revalidatedSince(read!.tags, read!.lastModified)).toBe(true);
  // A page written after the revalidation is fresh again.
  expect(await b.revalidatedSince(['trip:1'], Date.now() + 1)).toBe(false);
});

it('never serves a copy it holds once another instance replaced the entry', async () => {
  const [a, b] = [open(), open()];
  await Promise.all([ready(a), ready(b)]);
  await a.write(entry('/en/blog'));
  expect((await b.read('/en/blog'))?.lastModified).toBeDefined();
  const replaced = { ...entry('/en/blog', Date.now() + 5), value: { kind: 'APP_PAGE', html: '<p>new</p>' } };
  await a.write(replaced);
  expect(await b.read('/en/blog')).toEqual(replaced);
  await a.remove('/en/blog');
  expect(await b.read('/en/blog')).toBeNull();
});

it("keeps each build's pages apart and names keys by hash, each with an expiry", async () => {
  const [mine, other] = [open(), open(`shop:pages:test-${randomUUID()}:`)];
  await Promise.all([ready(mine), ready(other)]);
  await mine.write(entry('/es/actividades?secret=abc'));
  expect(await other.read('/es/actividades?secret=abc')).toBeNull();
  await mine.markRevalidated(['catalogue'], Date.now());
  const keys: string[] = [];
  for await (const found of redis.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 })) keys.push(...found);
  expect(keys.some((key) => key.includes('secret') || key.includes('actividades'))).toBe(false);
  expect(keys).toContain(`${prefix}tags`);
  for (const key of keys) {
    const ttl = await redis.ttl(key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(key.endsWith(':tags') ? 2 * ENTRY_TTL_SECONDS : ENTRY_TTL_SECONDS);
  }
});

it('records a revalidation made while Redis was unreachable once it is back', async () => {
  const target = new URL(url!);
  const sockets = new Set<Socket>();
  let proxy: Server | null = null;
  const listen = (port: number) =>
    new Promise<Server>((resolve) => {
      const server = createServer((client) => {
        const upstream = connect(Number(target.port || 6379), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('error', () => socket.destroy());
          socket.on('close', () => sockets.delete(socket));
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => resolve(server));
    });
  proxy = await listen(0);
  const port = (proxy.address() as { port: number }).port;
  const store = open(prefix, `redis://127.0.0.1:${port}`);
  await ready(store);
  // Cut: no new connections, the open ones dropped.
  const closed = new Promise((resolve) => proxy!.close(resolve));
  for (const socket of sockets) socket.destroy();
  await closed;
  const at = Date.now();
  await store.markRevalidated(['departures:cut'], at);
  expect(store.pending).toEqual({ 'departures:cut': at });
  expect(await redis.hGet(`${prefix}tags`, 'departures:cut')).toBeNull();
  // Restored on the same port: the store reconnects by itself and writes what it kept.
  proxy = await listen(port);
  try {
    let recorded: string | null = null;
    for (let i = 0; i < 100 && recorded === null; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      recorded = await redis.hGet(`${prefix}tags`, 'departures:cut');
    }
    expect(recorded).toBe(String(at));
    expect(store.pending).toEqual({});
  } finally {
    await store.close();
    const closed = new Promise((resolve) => proxy!.close(resolve));
    for (const socket of sockets) socket.destroy();
    await closed;
  }
});
