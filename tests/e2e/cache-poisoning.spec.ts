import { expect, test } from './support/test';
import { send } from './support/http';
import { startPrivateServer, type PrivateServer } from './support/private-server';
import { rest } from './support/rest';

/**
 * Issue 50: no request other than a GET or HEAD may create, replace or revalidate a cached response. On a private
 * server whose caches are cold, every cached route family gets a form POST, a PUT and a DELETE first; the GETs that
 * follow get the page or file itself.
 */
let server: PrivateServer;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startPrivateServer('.next-e2e-poison');
});
test.afterAll(() => server?.stop());

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

test('a POST, PUT or DELETE to a cold cached route leaves every later GET its page', async () => {
  test.setTimeout(180_000);
  const [trip] = await rest<{ id: number; slug: string }[]>('trip_cards?select=id,slug&lang=eq.en&order=id.desc&limit=1');
  const tripPath = `/en/travel/${trip!.id}/${trip!.slug}`;
  const families: [path: string, type: RegExp][] = [
    [tripPath, /^text\/html/],
    ['/es/actividades', /^text\/html/],
    [`${tripPath}/notes.pdf`, /^application\/pdf/],
    [`${tripPath}/opengraph-image`, /^image\/png/],
    ['/sitemap.xml', /^application\/xml/],
    ['/robots.txt', /^text\/plain/],
  ];
  for (const [path] of families) {
    for (const [method, headers, body] of [['POST', FORM, 'a=1'], ['PUT', FORM, 'a=1'], ['DELETE', {}, undefined]] as const) {
      const answer = await send(`${server.url}${path}`, { method, headers: { ...headers }, body });
      expect([`${method} ${path}`, answer.status]).toEqual([`${method} ${path}`, 405]);
      expect(answer.headers.allow).toMatch(/^GET, HEAD/);
    }
  }
  for (const [path, type] of families) {
    for (let i = 0; i < 2; i++) {
      const answer = await fetch(`${server.url}${path}`);
      await answer.arrayBuffer();
      expect([path, answer.status, type.test(answer.headers.get('content-type') ?? '')]).toEqual([path, 200, true]);
    }
  }
});

test('1,000 made-up blog page numbers are one fixed 404 and leave the cache folders as they were', async () => {
  test.setTimeout(300_000);
  for (const path of ['/en/blog/page/999999', '/es/blog/page/abc', '/en/blog/page/2']) await (await fetch(`${server.url}${path}`)).arrayBuffer();
  const before = await server.settled();
  const run = Date.now().toString(36);
  const values = Array.from({ length: 1000 }, (_, n) => (n % 2 === 0 ? String(1000 + n * 7919) : `${run}-${n}`));
  const bodies = new Set<string>();
  const wrong: string[] = [];
  for (let i = 0; i < values.length; i += 10) {
    await Promise.all(
      values.slice(i, i + 10).map(async (value, j) => {
        const path = `/${(i + j) % 4 < 2 ? 'en' : 'es'}/blog/page/${value}`;
        const response = await fetch(`${server.url}${path}`, { redirect: 'manual' });
        bodies.add(`${response.status} ${(await response.text()).length}`);
        if (response.status !== 404) wrong.push(`${path}: ${response.status}`);
      }),
    );
  }
  expect(wrong).toEqual([]);
  expect(bodies.size).toBeLessThanOrEqual(2);
  expect(await server.settled()).toEqual(before);
});
