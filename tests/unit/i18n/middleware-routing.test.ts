/** @jest-environment node */
import { NextRequest } from 'next/server';
import middleware from '@/middleware';

const ORIGIN = 'http://shop.test:4321';

async function call(path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  const response = await middleware(new NextRequest(`${ORIGIN}${path}`, init));
  const rewrite = response.headers.get('x-middleware-rewrite');
  return {
    status: response.status,
    location: response.headers.get('location'),
    rewrite: rewrite ? new URL(rewrite).pathname : null,
    allow: response.headers.get('allow'),
    cookies: response.headers.get('set-cookie'),
    cacheControl: response.headers.get('cache-control'),
    csp: response.headers.get('content-security-policy'),
  };
}

describe('the middleware on the route table', () => {
  it.each([
    ['/es/actividades', '/es/activities'],
    ['/es/contacto', '/es/contact'],
    ['/es/mi-cuenta', '/es/account'],
    ['/es/cursos/3/nudos', '/es/courses/3/nudos'],
    ['/es/cursos/3/nudos/lessons/40', '/es/courses/3/nudos/lessons/40'],
    ['/en/no-such-page', '/en/404'],
    ['/es/ni/esto/tampoco', '/es/404'],
  ])('serves %s from %s', async (path, folder) => {
    const answer = await call(path);
    expect([answer.status, answer.rewrite, answer.cookies]).toEqual([200, folder, null]);
  });

  it.each([
    ['/es/contact', '/es/contacto'],
    ['/en/contacto', '/en/contact'],
    ['/es/account?x=1', '/es/mi-cuenta?x=1'],
    ['/en/mi-cuenta', '/en/account'],
    ['/es/courses/3/nudos?x=1', '/es/cursos/3/nudos?x=1'],
    ['/en/cursos/3/knots', '/en/courses/3/knots'],
    ['/en/activity', '/en/activities'],
  ])('moves %s for good to %s, on the request origin, cacheable', async (path, target) => {
    const answer = await call(path);
    expect(answer.status).toBe(308);
    expect(answer.location).toBe(`${ORIGIN}${target}`);
    expect(answer.cacheControl).toContain('public');
    expect(answer.cookies).toBeNull();
  });

  it('passes the pages of the language on untouched, with no cookie', async () => {
    for (const path of ['/en', '/en/contact', '/en/travel/1/x', '/en/travel/1/x/book', '/es/travel/1/x/notes.pdf']) {
      const answer = await call(path);
      expect([path, answer.status, answer.rewrite, answer.location, answer.cookies]).toEqual([path, 200, null, null, null]);
    }
  });

  it('gives personal pages, auth/ included, a nonce policy', async () => {
    for (const path of ['/en/account', '/es/mi-cuenta', '/en/auth/reset-password', '/es/checkout']) {
      expect([path, (await call(path)).csp]).toEqual([path, expect.stringMatching(/'nonce-[^']+'/)]);
    }
    expect((await call('/en/contact')).csp).toBeNull();
    // The book page is cached like the trip page: its scripts carry hashes, not a per-request nonce.
    expect((await call('/en/travel/1/x/book')).csp).toBeNull();
  });

  // TRACE and TRACK cannot be built as a fetch Request: tests/e2e/hardening.spec.ts and method-rules.spec.ts send them.
  it('answers every method but GET and HEAD before any cached response is reached', async () => {
    for (const path of ['/en', '/en/travel/1/x/notes.pdf', '/en/travel/1/x/opengraph-image', '/sitemap.xml', '/robots.txt', '/en/share.png']) {
      for (const method of ['PUT', 'DELETE', 'PATCH']) {
        const answer = await call(path, { method });
        expect([`${method} ${path}`, answer.status]).toEqual([`${method} ${path}`, 405]);
        expect(answer.allow).toMatch(/^GET, HEAD/);
      }
    }
    const form = { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=1' };
    for (const path of ['/en/travel/1/x/notes.pdf', '/en/travel/1/x/opengraph-image', '/sitemap.xml', '/robots.txt']) {
      expect([path, (await call(path, form)).status]).toEqual([path, 405]);
    }
    expect((await call('/en/contact', { method: 'OPTIONS' })).allow).toBe('GET, HEAD, POST, OPTIONS');
    expect((await call('/sitemap.xml', { method: 'OPTIONS' })).allow).toBe('GET, HEAD, OPTIONS');
  });

  it('lets a server action call through to a page, with or without scripts, and nothing else', async () => {
    const action = { method: 'POST', headers: { 'next-action': 'abc', 'content-type': 'text/plain;charset=UTF-8', origin: ORIGIN }, body: '[]' };
    expect((await call('/en/contact', action)).status).toBe(200);
    const form = (body: string) => ({ method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN }, body });
    expect((await call('/en/contact', form('%24ACTION_ID_abc123=&name=Ana'))).status).toBe(200);
    const plain = await call('/en/contact', form('name=Ana'));
    expect([plain.status, plain.allow]).toEqual([405, 'GET, HEAD, POST, OPTIONS']);
  });

  it('answers a bad percent escape with 400', async () => {
    for (const path of ['/en/%ff', '/api/trips/%ff/reviews/1', '/es/cursos/%e0%a4/x']) expect([path, (await call(path)).status]).toEqual([path, 400]);
  });

  it('answers an escaped percent sign with 400 (Next decodes params once more, and failed with a 500)', async () => {
    for (const path of ['/en/travel/%25/0/notes.pdf', '/es/travel/1/a%2525b', '/api/trips/%25/reviews/1']) {
      expect([path, (await call(path)).status]).toEqual([path, 400]);
    }
    // Escapes of other characters still reach the routes.
    expect((await call('/en/travel/1/annapurna%20sanctuary')).status).not.toBe(400);
  });
});
