import { Client } from 'pg';
import { formatPrice } from '@/lib/format';
import { startInstances, type Instances } from '../../scripts/bench/support/instances';

/**
 * Two instances of the production build on loopback, one backend (a fresh PostgreSQL database on DATABASE_URL's
 * server; PGlite without it) and one Redis (REDIS_URL): a trip's price changed in the database and revalidated through
 * one instance (`POST /api/revalidate`, as the database webhook calls it) is served by the other within a second.
 * Run with `npm run test:shared-cache` (CI runs it in its PostgreSQL stage). With `REDIS_URL=` (empty) the instances
 * keep their own page caches, as before the shared store, and this test fails: the second instance keeps the old price.
 */
jest.setTimeout(900_000);

const redisUrl = process.env.REDIS_URL;
const port = Number(process.env.SHARED_CACHE_TEST_PORT || 3101);
const secret = `shared-cache-${process.pid}`;
const TRIP = 1;

interface Card { slug: string; from_price_cents: number; discount_percent: number }

let instances: Instances | null = null;
let admin: Client | null = null;
let database = '';

async function databaseUrl(): Promise<string | undefined> {
  const server = process.env.DATABASE_URL;
  if (!server) return undefined;
  database = `shop_shared_cache_${Date.now()}_${process.pid}`;
  admin = new Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const url = new URL(server);
  url.pathname = `/${database}`;
  return url.toString();
}

beforeAll(async () => {
  if (redisUrl === undefined) throw new Error('Set REDIS_URL (e.g. redis://127.0.0.1:6379), or REDIS_URL= to see this test fail without a shared store');
  instances = await startInstances({
    ports: [port, port + 1],
    backendPort: Number(process.env.SHARED_CACHE_TEST_BACKEND_PORT || 54331),
    distDir: '.next-shared-cache',
    keys: 'shared-cache',
    redisUrl: redisUrl || undefined,
    databaseUrl: await databaseUrl(),
    env: { REVALIDATE_SECRET: secret, NEXT_PUBLIC_SITE_URL: `http://localhost:${port}` },
  });
});

afterAll(async () => {
  await instances?.stop();
  if (admin && database) await admin.query(`drop database if exists ${database} with (force)`);
  await admin?.end();
});

async function rest<T>(path: string, init: RequestInit = {}): Promise<T> {
  const { backend } = instances!;
  const response = await fetch(`${backend.url}/rest/v1/${path}`, {
    ...init,
    headers: { apikey: backend.serviceRoleKey, authorization: `Bearer ${backend.serviceRoleKey}`, 'content-type': 'application/json', ...init.headers },
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

const card = async () => (await rest<Card[]>(`trip_cards?select=slug,from_price_cents,discount_percent&lang=eq.en&id=eq.${TRIP}`))[0]!;

/** The price the trip page's price box shows, as served by one instance. */
async function shownPrice(base: string, slug: string): Promise<string> {
  const response = await fetch(`${base}/en/travel/${TRIP}/${slug}`);
  const html = await response.text();
  expect(response.status).toBe(200);
  const box = html.indexOf('data-testid="trip-price"');
  expect(box).toBeGreaterThan(-1);
  return html.slice(box, box + 800);
}

it('a revalidation through one instance reaches the other within a second', async () => {
  const [first, second] = instances!.urls as [string, string];
  const before = await card();
  const oldPrice = formatPrice(before.from_price_cents, 'en');
  // Rendered once (by the second instance) and then served from the cache by both.
  expect(await shownPrice(second, before.slug)).toContain(oldPrice);
  expect(await shownPrice(first, before.slug)).toContain(oldPrice);

  await rest(`trips?id=eq.${TRIP}`, {
    method: 'PATCH',
    headers: { prefer: 'return=minimal' },
    body: JSON.stringify({ discount_percent: before.discount_percent === 17 ? 23 : 17 }),
  });
  const after = await card();
  const newPrice = formatPrice(after.from_price_cents, 'en');
  expect(newPrice).not.toBe(oldPrice);
  // Not yet revalidated: the second instance serves its cached page, so only the revalidation can change it.
  expect(await shownPrice(second, before.slug)).toContain(oldPrice);

  const revalidation = await fetch(`${first}/api/revalidate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'UPDATE', table: 'trips', record: { id: TRIP }, old_record: { id: TRIP } }),
  });
  expect(revalidation.status).toBe(200);
  const revalidatedAt = Date.now();
  let shown = '';
  let waited = 0;
  while (!shown.includes(newPrice) && waited < 1000) {
    shown = await shownPrice(second, before.slug);
    waited = Date.now() - revalidatedAt;
  }
  console.log(`the second instance served ${shown.includes(newPrice) ? 'the new' : 'the old'} price ${waited} ms after the revalidation`);
  expect(shown).toContain(newPrice);
  expect(waited).toBeLessThan(1000);
});
