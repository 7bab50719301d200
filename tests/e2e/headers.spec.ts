import type { APIResponse } from '@playwright/test';
import { inlineScriptHashes } from '../../lib/http/inline-scripts.mjs';
import { expect, test } from './support/test';

/**
 * What a shared cache and a browser are told, asked the way an anonymous visitor asks (no cookies). Public pages:
 * no Set-Cookie, a Cache-Control a shared cache may keep and serve stale while revalidating, no Vary on cookies, a
 * script policy made of the hashes of the page's own inline scripts. Personal pages: never stored, a fresh nonce.
 * Every response: the security headers.
 */
const publicPages = [
  '/en', '/es', '/en?q=trek', '/es?q=nepal&sort=price_asc',
  '/en/activities', '/es/actividades', '/en/activity/15', '/es/activity/16',
  '/en/destinations', '/es/destinos', '/en/country/1', '/es/country/1',
  '/en/travel/1/annapurna-sanctuary-trek', '/es/travel/1/trekking-santuario-annapurna',
  '/en/travel/1/annapurna-sanctuary-trek/book', '/es/travel/1/trekking-santuario-annapurna/book',
  '/en/blog', '/es/blog/1', '/en/contact', '/es/contacto', '/en/courses', '/es/cursos', '/en/certifications',
  '/en/private-adventures', '/es/aventuras-privadas', '/en/places', '/es/lugares', '/en/how-it-works', '/es/como-funciona',
  '/en/random-trip', '/es/viaje-aleatorio', '/en/privacy-policy', '/es/politica-cookies', '/en/terms-and-conditions',
  '/en/gift-vouchers', '/es/tarjetas-regalo',
];
const personalPages = [
  '/en/checkout', '/es/checkout', '/en/checkout/success', '/es/checkout/error', '/en/payment',
  '/es/payment/gift-voucher', '/en/payment/gift-voucher/success', '/es/payment/gift-voucher/error',
  '/en/waitlist', '/es/lista-de-espera',
];
const otherResponses = ['/', '/en/contacto', '/travel/1/annapurna-sanctuary-trek', '/robots.txt', '/sitemap.xml', '/icon.svg', '/api/search?lang=en&q=trek'];

const policies = (response: APIResponse) =>
  response.headersArray().filter((h) => h.name.toLowerCase() === 'content-security-policy').map((h) => h.value);
const scriptSources = (response: APIResponse) => {
  const directive = policies(response).flatMap((p) => p.split(';')).map((d) => d.trim()).find((d) => d.startsWith('script-src '));
  return directive?.split(/\s+/).slice(1) ?? [];
};

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers['strict-transport-security']).toMatch(/^max-age=\d{8,}; includeSubDomains/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  const base = policies(response).find((p) => p.includes('frame-ancestors'));
  expect(base).toContain("frame-ancestors 'none'");
  expect(base).toContain("object-src 'none'");
  expect(base).toContain("base-uri 'none'");
  for (const policy of policies(response)) expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
}

test.describe('public pages can be kept by a shared cache', () => {
  for (const path of publicPages) {
    test(path, async ({ request }) => {
      // Twice: the first answer may be the page's first render (a trip page), the second comes from the page cache.
      for (const round of [1, 2]) {
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.status(), `round ${round}`).toBe(200);
        const headers = response.headers();
        expect(headers['set-cookie'], `round ${round}`).toBeUndefined();
        expect(headers['cache-control']).toMatch(/(^|, )s-maxage=\d+/);
        expect(headers['cache-control']).toMatch(/stale-while-revalidate=\d+/);
        expect(headers['cache-control']).not.toMatch(/private|no-store|no-cache/);
        expect(headers.vary ?? '').not.toMatch(/cookie/i);
        // The only Link is a preload of the page's stylesheets (next-intl's hreflang header is off: the HTML has them).
        const html = await response.text();
        const head = html.slice(0, html.indexOf('</head>'));
        const sheets = [...head.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
        expect(sheets.length, `round ${round}`).toBeGreaterThan(0);
        expect(headers.link?.split(', '), `round ${round}`).toEqual(sheets.map((href) => `<${href}>; rel=preload; as=style`));
        // No ETag: Next would hash the whole page on every request for it (next.config.ts).
        expect(headers.etag).toBeUndefined();
        expectSecurityHeaders(response);
        // The script policy names exactly the page's own inline scripts, and nothing lets other inline code run.
        const sources = scriptSources(response);
        expect(sources).toContain("'self'");
        const hashes = sources.filter((s) => s.startsWith("'sha256-"));
        expect(hashes.length).toBeGreaterThan(1);
        expect(new Set(hashes)).toEqual(new Set(inlineScriptHashes(html)));
        expect(sources.some((s) => s.startsWith("'nonce-"))).toBe(false);
      }
    });
  }

  test('the not-found page too', async ({ request }) => {
    const response = await request.get('/en/no-such-page');
    expect(response.status()).toBe(404);
    expect(response.headers()['set-cookie']).toBeUndefined();
    expectSecurityHeaders(response);
    expect(new Set(scriptSources(response).filter((s) => s.startsWith("'sha256-")))).toEqual(new Set(inlineScriptHashes(await response.text())));
  });
});

test.describe('personal pages are never stored', () => {
  for (const path of personalPages) {
    test(path, async ({ request }) => {
      const nonces = new Set<string>();
      for (const round of [1, 2]) {
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.status(), `round ${round}`).toBe(200);
        expect(response.headers()['cache-control']).toBe('private, no-store');
        expect(response.headers()['x-nextjs-cache']).toBeUndefined();
        expectSecurityHeaders(response);
        const nonce = scriptSources(response).find((s) => s.startsWith("'nonce-"));
        expect(nonce).toBeDefined();
        const html = await response.text();
        // Every inline script the page runs carries the response's nonce (data blocks run nothing: JSON-LD).
        const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/ld\+json")([^>]*)>/g)];
        expect(inline.length).toBeGreaterThan(1);
        for (const [, attributes] of inline) expect(attributes).toContain(`nonce="${nonce?.slice(7, -1)}"`);
        nonces.add(nonce ?? '');
      }
      expect(nonces.size).toBe(2);
    });
  }
});

test.describe('every other response carries the security headers', () => {
  for (const path of otherResponses) {
    test(path, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBeLessThan(400);
      expectSecurityHeaders(response);
      expect(response.headers()['set-cookie']).toBeUndefined();
    });
  }

  test('a legacy redirect follows the visitor, so no shared cache keeps it; the others may', async ({ request }) => {
    const legacy = await request.get('/activity/15', { maxRedirects: 0, headers: { cookie: 'app_language=ES' } });
    expect(legacy.status()).toBe(307);
    expect(legacy.headers().location).toMatch(/\/es\/activity\/15$/);
    expect(legacy.headers()['cache-control']).toBe('private, no-store');
    const alias = await request.get('/en/contacto', { maxRedirects: 0 });
    expect(alias.status()).toBe(308);
    expect(alias.headers()['cache-control']).toMatch(/s-maxage=\d+/);
  });

  test('a static script file', async ({ request }) => {
    const html = await (await request.get('/en')).text();
    const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const response = await request.get(script ?? '');
    expect(response.status()).toBe(200);
    expectSecurityHeaders(response);
    expect(response.headers()['cache-control']).toContain('immutable');
  });
});
