import { expect, test } from './support/test';
import { send } from './support/http';
import { rest } from './support/rest';
import { serverActionId } from './support/server-actions';

const TRIP = '/en/travel/1/annapurna-sanctuary-trek';

async function inquiryCount(): Promise<number> {
  return (await rest<{ id: string }[]>('inquiries?select=id', { service: true })).length;
}

test.describe('bad input is a clear 4xx, never a 5xx', () => {
  test('a search with a NUL character', async ({ request }) => {
    const response = await request.get('/api/search?lang=en&q=%00');
    expect(response.status()).toBe(400);
    expect(await response.json()).toMatchObject({ issues: [{ path: 'q', message: 'must not contain control characters' }] });
  });

  test('a random-trip budget whose cents overflow an integer', async ({ request }) => {
    const response = await request.get('/api/trips/random?lang=en&maxPrice=21474837');
    expect(response.status()).toBe(400);
    expect((await response.json()).error).toContain('maxPrice');
    expect((await request.get('/api/trips/random?lang=en&maxPrice=1000000')).status()).toBe(200);
  });

  test('the image optimizer refuses a local file or a path out of the site: 400, nothing fetched', async ({ request }) => {
    for (const url of ['/etc/passwd', '%2Fetc%2Fpasswd', '/../../etc/passwd', '/_next/static/x.png', '/favicon.ico']) {
      const response = await request.get(`/_next/image?url=${url}&w=640&q=75`);
      expect(response.status(), url).toBe(400);
      expect(await response.text()).not.toContain('root:');
    }
  });

  test('reviews of an unknown trip, or past the last page, are not found', async ({ request }) => {
    const [busiest] = await rest<{ id: number; review_count: number }[]>('trip_cards?select=id,review_count&lang=eq.en&order=review_count.desc&limit=1');
    const lastPage = Math.ceil((busiest?.review_count ?? 0) / 4);
    expect(lastPage).toBeGreaterThan(1);
    const page = await request.get(`/api/trips/${busiest?.id}/reviews/${lastPage}`);
    expect(page.status()).toBe(200);
    expect((await page.json()).reviews.length).toBeGreaterThan(0);
    for (const path of [`/api/trips/${busiest?.id}/reviews/${lastPage + 1}`, '/api/trips/99999999/reviews/2', '/api/trips/1/reviews/0']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.json()).toEqual({ error: 'Unknown trip or page' });
    }
  });

  test('TRACE and methods pages do not take are 405, OPTIONS says which they take', async ({ baseURL }) => {
    for (const [method, path] of [['TRACE', '/en'], ['TRACE', '/en/contact'], ['TRACE', '/api/search'], ['DELETE', '/en'], ['PUT', TRIP], ['PATCH', '/es']]) {
      const response = await send(`${baseURL}${path}`, { method });
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(JSON.parse(response.body).error).toContain(method);
    }
    const options = await send(`${baseURL}/en`, { method: 'OPTIONS' });
    expect([options.status, options.headers.allow]).toEqual([204, 'GET, HEAD, POST, OPTIONS']);
  });

  test('the inquiry action refuses malformed, oversized and foreign calls and stores nothing', async ({ baseURL }) => {
    const id = serverActionId('sendInquiry');
    const origin = new URL(baseURL!).origin;
    const call = (body: string, headers: Record<string, string> = {}) =>
      send(`${baseURL}${TRIP}`, {
        method: 'POST',
        body,
        headers: { 'next-action': id, 'content-type': 'text/plain;charset=UTF-8', accept: 'text/x-component', origin, ...headers },
      });
    const before = await inquiryCount();
    const valid = JSON.stringify([{ tripId: 1, departureId: null, name: 'Ana', email: 'ana@example.com', phone: '', message: 'Hello', lang: 'en' }]);
    const cases: [string, Awaited<ReturnType<typeof call>>, number][] = [
      ['malformed JSON', await call('[{"tripId":1,'), 400],
      ['an empty body', await call(''), 400],
      ['a forged reference', await call('["$@1"]'), 400],
      ['a body over 1 MB', await call(JSON.stringify(['x'.repeat(1024 * 1024)])), 413],
      ['a foreign Origin', await call(valid, { origin: 'https://evil.example' }), 403],
    ];
    for (const [name, response, status] of cases) {
      expect(response.status, name).toBe(status);
      expect(JSON.parse(response.body).error, name).toMatch(/\w+ \w+/);
    }
    expect(await inquiryCount()).toBe(before);
  });
});

test.describe('unknown addresses cost nothing', () => {
  test('every unknown page of a language is the same fixed 404', async ({ request }) => {
    const first = await request.get('/es/no-existe-esto');
    const second = await request.get('/es/ni/esto/tampoco');
    expect([first.status(), second.status()]).toEqual([404, 404]);
    expect(await first.text()).toBe(await second.text());
    expect(await first.text()).toContain('Página no encontrada');
  });

  test('an unknown trip is "Trip not found", an old slug moves to the address of the trip', async ({ request }) => {
    const missing = await request.get('/en/travel/987654/anything');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('Trip not found');
    // The book page is a cached copy, rendered once for every query: the move goes to its canonical address.
    const moved = await request.get('/en/travel/1/an-old-slug/book?from=mail', { maxRedirects: 0 });
    // Next sends the Location of a move from an ISR page twice (the same value, which browsers follow).
    const locations = (moved.headers().location ?? '').split(', ').map((value) => new URL(value, 'http://shop.test').pathname);
    expect([moved.status(), [...new Set(locations)]]).toEqual([308, ['/en/travel/1/annapurna-sanctuary-trek/book']]);
  });

  test('a write to a read-only view of the local backend is a 405, as PostgREST answers', async () => {
    const url = process.env.NEXT_PUBLIC_SUPABASE_URL!;
    const key = process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY!;
    const response = await fetch(`${url}/rest/v1/trip_cards`, {
      method: 'POST',
      headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: '{"id":1}',
    });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('OPTIONS,GET,HEAD');
  });
});
