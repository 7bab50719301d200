import type { APIRequestContext, APIResponse } from '@playwright/test';
import { expect, test } from './support/test';

/**
 * The production server's page memo (lib/http/page-memo.ts), as `npm start` runs it: a public page asked again within
 * a second is answered from memory with the same bytes and headers and an Age header; a signed-in visitor and a
 * personal page always reach Next; an on-demand revalidation forgets every kept page at once. The build's scripts, kept
 * by the asset memo (lib/http/asset-memo.ts), come back whole, as brotli. Each page test asks for an
 * address no other test asks for (a query of its own), so that no other request is kept under it meanwhile.
 */
const TRIP = '/en/travel/1/annapurna-sanctuary-trek';
const ownAddress = (path: string) => `${path}?memo=${Math.random().toString(36).slice(2)}`;
const without = (headers: Record<string, string>, ...names: string[]) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !names.includes(name)));

/** Asks for `path` twice in a row until the second answer comes from the memo (it keeps a page one second). */
async function askTwice(request: APIRequestContext, path: string): Promise<[APIResponse, APIResponse]> {
  let answers: [APIResponse, APIResponse] | null = null;
  await expect
    .poll(async () => {
      answers = [await request.get(path), await request.get(path)];
      return answers[1].headers().age;
    })
    .toMatch(/^[01]$/);
  return answers!;
}

test('a public page asked again comes from the memo: the same bytes and headers, with an Age', async ({ request }) => {
  const path = ownAddress(TRIP);
  const [first, again] = await askTwice(request, path);
  expect(first.status()).toBe(200);
  expect(again.status()).toBe(200);
  expect((await again.body()).equals(await first.body())).toBe(true);
  expect(without(again.headers(), 'date', 'age', 'connection', 'keep-alive')).toEqual(without(first.headers(), 'date', 'age', 'connection', 'keep-alive'));
  // Playwright asks as a browser does (gzip, deflate, br): the page's kept brotli, whole.
  expect(again.headers()['content-encoding']).toBe('br');
  expect(again.headers()['content-length']).toMatch(/^\d+$/);
});

test('a signed-in visitor and a personal page always reach Next', async ({ request }) => {
  const path = ownAddress(TRIP);
  await askTwice(request, path);
  const signedIn = await request.get(path, { headers: { cookie: 'sb-127-auth-token=base64-e30' } });
  expect(signedIn.status()).toBe(200);
  expect(signedIn.headers().age).toBeUndefined();
  for (const personal of ['/en/checkout', `${TRIP}/book`]) {
    const answers = [await request.get(personal), await request.get(personal)];
    for (const answer of answers) {
      expect(answer.headers()['cache-control']).toBe('private, no-store');
      expect(answer.headers().age).toBeUndefined();
    }
  }
});

test('an on-demand revalidation forgets the kept pages at once', async ({ request }) => {
  const secret = process.env.REVALIDATE_SECRET;
  expect(secret, 'npm test sets REVALIDATE_SECRET for the browser tests').toBeTruthy();
  const path = ownAddress('/en');
  await askTwice(request, path);
  const revalidated = await request.post('/api/revalidate', {
    headers: { authorization: `Bearer ${secret}` },
    data: { type: 'UPDATE', table: 'trips', record: { id: 1 }, old_record: { id: 1 } },
  });
  expect(revalidated.status()).toBe(200);
  const after = await request.get(path);
  expect(after.status()).toBe(200);
  expect(after.headers().age).toBeUndefined();
});

test("the build's scripts come from the asset memo once sent: the same contents and headers, as brotli, with a length", async ({ request }) => {
  const html = await (await request.get('/en')).text();
  const scripts = [...new Set(html.match(/\/_next\/static\/[^"'\s]+\.js/g) ?? [])];
  expect(scripts.length).toBeGreaterThan(3);
  let brotli = 0;
  for (const script of scripts) {
    // Playwright asks as a browser does (gzip, deflate, br) and hands back the contents decoded.
    const [first, again] = [await request.get(script), await request.get(script)];
    expect(first.status()).toBe(200);
    expect(again.headers().age, script).toMatch(/^\d+$/);
    // The build writes no brotli copy of a file under 1 KB, which the compression middleware leaves as it is.
    if (again.headers()['content-encoding'] === 'br') brotli += 1;
    expect(again.headers()['content-length']).toMatch(/^\d+$/);
    expect((await again.body()).equals(await first.body())).toBe(true);
    const mayDiffer = ['date', 'age', 'connection', 'keep-alive', 'content-length', 'transfer-encoding', 'content-encoding'];
    expect(without(again.headers(), ...mayDiffer)).toEqual(without(first.headers(), ...mayDiffer));
    expect(again.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  }
  expect(brotli).toBeGreaterThan(scripts.length / 2);
  const asked = async (encoding: string) => {
    const answers = [await request.get(scripts[0]!, { headers: { 'accept-encoding': encoding } }), await request.get(scripts[0]!, { headers: { 'accept-encoding': encoding } })];
    return { encoding: answers[1]!.headers()['content-encoding'], body: await answers[1]!.body() };
  };
  const [identity, gzip] = [await asked('identity'), await asked('gzip')];
  expect(identity.encoding).toBeUndefined();
  expect(gzip.encoding).toBe((await request.get(scripts[0]!)).headers()['content-encoding'] === undefined ? undefined : 'gzip');
  expect(gzip.body.equals(identity.body)).toBe(true);
});
