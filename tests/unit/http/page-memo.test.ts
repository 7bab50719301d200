/** @jest-environment node */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import CspCacheHandler from '@/lib/http/csp-cache-handler.mjs';
import { createPageMemo, installPageMemo, mayShare, pageMemo, type PageMemo } from '@/lib/http/page-memo';
import { PREVIEW_COOKIE } from '@/lib/preview/draft';
import { sendLargeStringsAsBytes } from '@/lib/http/string-bodies';
import { asBrowser, behindMemo, compression, page } from './serve-once';

/** What a prerendered page's answer carries under `next start` (the router's Vary, Next's shared-cache header). */
const PAGE_HEADERS: Record<string, string> = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 's-maxage=600, stale-while-revalidate=600',
  Vary: 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch',
  'Content-Security-Policy': "script-src 'self' 'sha256-abc='",
  'x-nextjs-cache': 'HIT',
};

type Send = (request: IncomingMessage, response: ServerResponse) => void;

/** Sends a page as Next sends a page-cache hit, behind its compression middleware: headers, the length, the string. */
const asNext =
  (headers: Record<string, string | string[]> = PAGE_HEADERS, status = 200, body = page): Send =>
  (request, response) => {
    compression()(request, response, () => undefined);
    response.statusCode = status;
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    response.setHeader('Content-Length', Buffer.byteLength(body));
    response.end(body);
  };

/** The production server's order (scripts/serve.ts): the memo first, then Next (`send`), counting Next's answers. */
const server = (memo: PageMemo, send: Send = asNext()) => behindMemo(memo, send);

const withoutDate = (headers: Record<string, unknown>) => Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'date' && name !== 'age'));

describe('the page memo of the production server', () => {
  beforeAll(() => sendLargeStringsAsBytes());
  afterEach(() => installPageMemo(null));

  it('answers a public page asked again within its time from memory: the same bytes and headers, for each encoding', async () => {
    const shop = await server(createPageMemo({ seconds: 60 })!);
    try {
      const [first, again] = [await shop.ask(), await shop.ask()];
      const [firstBrotli, againBrotli] = [await shop.ask({ headers: asBrowser }), await shop.ask({ headers: asBrowser })];
      const gzipOnly = { 'accept-encoding': 'gzip, deflate' };
      const [firstGzip, againGzip] = [await shop.ask({ headers: gzipOnly }), await shop.ask({ headers: gzipOnly })];
      expect(shop.toNext).toBe(3);
      expect(again.body.equals(Buffer.from(page))).toBe(true);
      expect(withoutDate(again.headers)).toEqual({ ...withoutDate(first.headers), connection: 'close' });
      expect(first.headers.age).toBeUndefined();
      expect(again.headers.age).toBe('0');
      expect(againGzip.headers['content-encoding']).toBe('gzip');
      expect(againGzip.body.equals(firstGzip.body)).toBe(true);
      expect(gunzipSync(againGzip.body).toString()).toBe(page);
      expect(againGzip.headers.vary).toMatch(/Accept-Encoding$/);
      expect(againBrotli.headers['content-encoding']).toBe('br');
      expect(againBrotli.headers.age).toBe('0');
      expect(againBrotli.body.equals(firstBrotli.body)).toBe(true);
      expect(brotliDecompressSync(againBrotli.body).toString()).toBe(page);
      expect(shop.memo.pages).toBe(3);
    } finally {
      await shop.close();
    }
  });

  it('keeps each address apart, its query included, and answers a visitor with an ordinary cookie from memory', async () => {
    const shop = await server(createPageMemo({ seconds: 60 })!);
    try {
      await shop.ask({ path: '/en?q=trek' });
      await shop.ask({ path: '/en?q=ski' });
      expect(shop.toNext).toBe(2);
      const again = await shop.ask({ path: '/en?q=trek', headers: { cookie: 'app_language=ES; cookie_consent=1' } });
      expect(again.headers.age).toBe('0');
      expect(shop.toNext).toBe(2);
    } finally {
      await shop.close();
    }
  });

  it.each<[string, Send]>([
    ['private, no-store (a personal page)', asNext({ ...PAGE_HEADERS, 'Cache-Control': 'private, no-store' })],
    ['no-cache', asNext({ ...PAGE_HEADERS, 'Cache-Control': 'public, no-cache' })],
    ['no shared-cache header', asNext({ ...PAGE_HEADERS, 'Cache-Control': 'max-age=0' })],
    ['a cookie set', asNext({ ...PAGE_HEADERS, 'Set-Cookie': 'sb-x-auth-token=fresh; Path=/' })],
    ['a Vary on the cookie', asNext({ ...PAGE_HEADERS, Vary: 'Cookie' })],
    ['a validator', asNext({ ...PAGE_HEADERS, ETag: '"1"' })],
    ['a not-found page', asNext(PAGE_HEADERS, 404)],
    [
      'a page streamed without its length',
      (_request, response) => {
        for (const [name, value] of Object.entries(PAGE_HEADERS)) response.setHeader(name, value);
        response.write(page.slice(0, 100));
        response.end(page.slice(100));
      },
    ],
  ])('does not keep an answer with %s', async (_case, send) => {
    const shop = await server(createPageMemo({ seconds: 60 })!, send);
    try {
      await shop.ask();
      const again = await shop.ask();
      expect(shop.toNext).toBe(2);
      expect(again.headers.age).toBeUndefined();
      expect(shop.memo.pages).toBe(0);
    } finally {
      await shop.close();
    }
  });

  it.each<[string, { headers?: Record<string, string>; method?: string }]>([
    ['HEAD', { method: 'HEAD' }],
    ['a React Server Components request', { headers: { rsc: '1' } }],
    ['a prefetch', { headers: { rsc: '1', 'next-router-prefetch': '1' } }],
    ['a range', { headers: { range: 'bytes=0-99' } }],
    ['a signed-in visitor', { headers: { cookie: 'app_language=EN; sb-127-auth-token=base64-eyJ' } }],
    ['a signed-in visitor with a session in pieces', { headers: { cookie: 'sb-project-auth-token.0=a; sb-project-auth-token.1=b' } }],
    ['draft mode', { headers: { cookie: '__prerender_bypass=1' } }],
    ["an editor's preview", { headers: { cookie: `${PREVIEW_COOKIE}=token` } }],
  ])('always sends %s to Next', async (_case, asked) => {
    const shop = await server(createPageMemo({ seconds: 60 })!);
    try {
      await shop.ask();
      expect(shop.memo.pages).toBe(1);
      const answer = await shop.ask(asked);
      expect(shop.toNext).toBe(2);
      expect(answer.headers.age).toBeUndefined();
    } finally {
      await shop.close();
    }
  });

  it('forgets a page once its time is up', async () => {
    const shop = await server(createPageMemo({ seconds: 0.05 })!);
    try {
      await shop.ask();
      await new Promise((resolve) => setTimeout(resolve, 80));
      const again = await shop.ask();
      expect(shop.toNext).toBe(2);
      expect(again.headers.age).toBeUndefined();
    } finally {
      await shop.close();
    }
  });

  it('forgets every page on forgetAll, and does not keep an answer begun before it', async () => {
    const memo = createPageMemo({ seconds: 60 })!;
    let revalidating = false;
    const send = asNext();
    const shop = await server(memo, (request, response) => {
      // A revalidation while the page is on its way: the answer is sent, but not kept.
      if (revalidating) memo.forgetAll();
      send(request, response);
    });
    try {
      await shop.ask();
      memo.forgetAll();
      expect(memo.pages).toBe(0);
      revalidating = true;
      await shop.ask();
      revalidating = false;
      expect(memo.pages).toBe(0);
      await shop.ask();
      expect(shop.toNext).toBe(3);
      expect(memo.pages).toBe(1);
    } finally {
      await shop.close();
    }
  });

  it('keeps at most its bytes, giving up the oldest page first', async () => {
    const length = Buffer.byteLength(page);
    const memo = createPageMemo({ seconds: 60, maxBytes: Math.floor(length * 1.5) })!;
    const shop = await server(memo);
    try {
      await shop.ask({ path: '/a' });
      await shop.ask({ path: '/b' });
      expect([memo.pages, memo.bytes]).toEqual([1, length]);
      await shop.ask({ path: '/b' });
      await shop.ask({ path: '/a' });
      expect(shop.toNext).toBe(3);
    } finally {
      await shop.close();
    }
  });

  it.each([0, -1, Number.NaN])('is off for %p seconds', (seconds) => {
    expect(createPageMemo({ seconds })).toBeNull();
  });

  it('judges what may be shared as a shared cache does', () => {
    const shared = { 'cache-control': 'public, max-age=0, s-maxage=600', 'content-length': '10' };
    expect(mayShare(200, shared, 10)).toBe(true);
    expect(mayShare(200, { ...shared, 'cache-control': 's-maxage=600' }, 10)).toBe(true);
    expect(mayShare(200, shared, 9)).toBe(false);
    expect(mayShare(200, { ...shared, vary: '*' }, 10)).toBe(false);
    expect(mayShare(200, { ...shared, vary: 'Accept-Encoding, RSC' }, 10)).toBe(true);
    expect(mayShare(200, { ...shared, 'last-modified': 'Sun, 29 Nov 2026 05:00:00 GMT' }, 10)).toBe(false);
    expect(mayShare(301, shared, 10)).toBe(false);
  });

  it("is emptied by an on-demand revalidation in Next's page cache", async () => {
    const memo = installPageMemo(createPageMemo({ seconds: 60 }))!;
    expect(pageMemo()).toBe(memo);
    const shop = await server(memo);
    const serverDistDir = mkdtempSync(join(tmpdir(), 'page-memo-'));
    try {
      await shop.ask();
      expect(memo.pages).toBe(1);
      await new CspCacheHandler({ serverDistDir, revalidatedTags: [] }).revalidateTag(['_N_T_/en']);
      expect(memo.pages).toBe(0);
    } finally {
      await shop.close();
      rmSync(serverDistDir, { recursive: true, force: true });
    }
  });
});
