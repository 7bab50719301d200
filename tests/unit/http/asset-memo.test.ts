/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { brotliCopy, createAssetMemo, mayKeepAsset, type AssetMemo } from '@/lib/http/asset-memo';
import { asBrowser, behindMemo, compression } from './serve-once';

/** A build file past one socket write, not a repetition gzip would shrink to nothing. */
const script = Buffer.from(Array.from({ length: 6000 }, (_, i) => `var v${i}=${(i * 7919) % 10007};`).join(''));
const SCRIPT = '/_next/static/chunks/0abc123.js';

/** What Next sends with a build file under `next start`. */
const FILE_HEADERS: Record<string, string> = {
  'Content-Type': 'application/javascript; charset=UTF-8',
  'Cache-Control': 'public, max-age=31536000, immutable',
  'Last-Modified': 'Sun, 29 Nov 2026 12:00:00 GMT',
  'Accept-Ranges': 'bytes',
  'Content-Security-Policy': "base-uri 'none'; frame-ancestors 'none'",
};

type Send = (request: IncomingMessage, response: ServerResponse) => void;

/** Sends a file as Next's static handler does, behind its compression middleware: headers, the length, then the bytes piped in pieces. */
const asNext =
  (headers: Record<string, string> = FILE_HEADERS, status = 200, body = script): Send =>
  (request, response) => {
    compression()(request, response, () => undefined);
    response.statusCode = status;
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    response.setHeader('Content-Length', body.length);
    for (let at = 0; at < body.length; at += 16 * 1024) response.write(body.subarray(at, at + 16 * 1024));
    response.end();
  };

/** The production server's order (scripts/serve.ts): the memo first, then Next (`send`), counting Next's answers. */
const server = (memo: AssetMemo, send: Send = asNext()) => behindMemo(memo, send);

const comparable = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !['date', 'age', 'connection', 'transfer-encoding', 'content-length'].includes(name)));

describe('the asset memo of the production server', () => {
  it('answers a build file asked again from memory: the same bytes and headers, for each encoding', async () => {
    const shop = await server(createAssetMemo()!);
    try {
      const [first, again] = [await shop.ask({ path: SCRIPT }), await shop.ask({ path: SCRIPT })];
      const [firstGzip, againGzip] = [await shop.ask({ path: SCRIPT, headers: asBrowser }), await shop.ask({ path: SCRIPT, headers: asBrowser })];
      expect(shop.toNext).toBe(2);
      expect(again.body.equals(script)).toBe(true);
      expect(comparable(again.headers)).toEqual(comparable(first.headers));
      expect(again.length).toBe(String(script.length));
      expect(first.headers.age).toBeUndefined();
      expect(again.headers.age).toBe('0');
      // Next streamed its gzip without a length; the kept copy goes out whole, with one.
      expect(firstGzip.length).toBeUndefined();
      expect(againGzip.length).toBe(String(againGzip.body.length));
      expect(againGzip.headers['content-encoding']).toBe('gzip');
      expect(comparable(againGzip.headers)).toEqual(comparable(firstGzip.headers));
      expect(againGzip.body.equals(firstGzip.body)).toBe(true);
      expect(gunzipSync(againGzip.body).equals(script)).toBe(true);
      expect(againGzip.body.length).toBeLessThan(script.length / 2);
      expect(shop.memo.files).toBe(2);
      expect(shop.memo.bytes).toBe(script.length + againGzip.body.length);
    } finally {
      await shop.close();
    }
  });

  it.each<[string, Send]>([
    ['a header that lets it change', asNext({ ...FILE_HEADERS, 'Cache-Control': 'public, max-age=0' })],
    ['a cookie set', asNext({ ...FILE_HEADERS, 'Set-Cookie': 'a=b; Path=/' })],
    ['a not-found answer', asNext(FILE_HEADERS, 404)],
    [
      'fewer bytes than its length',
      (_request, response) => {
        for (const [name, value] of Object.entries(FILE_HEADERS)) response.setHeader(name, value);
        response.setHeader('Content-Length', script.length);
        response.write(script.subarray(0, 1000));
        response.destroy();
      },
    ],
  ])('does not keep an answer with %s', async (_case, send) => {
    const shop = await server(createAssetMemo()!, send);
    try {
      await shop.ask({ path: SCRIPT }).catch(() => undefined);
      const again = await shop.ask({ path: SCRIPT }).catch(() => null);
      expect(shop.toNext).toBe(2);
      expect(again?.headers.age).toBeUndefined();
      expect(shop.memo.files).toBe(0);
    } finally {
      await shop.close();
    }
  });

  it.each<[string, { path?: string; headers?: Record<string, string>; method?: string }]>([
    ['HEAD', { path: SCRIPT, method: 'HEAD' }],
    ['a range', { path: SCRIPT, headers: { range: 'bytes=0-99' } }],
    ['a revalidation by date', { path: SCRIPT, headers: { 'if-modified-since': FILE_HEADERS['Last-Modified']! } }],
    ['a revalidation by tag', { path: SCRIPT, headers: { 'if-none-match': '"x"' } }],
    ['an address outside the build files', { path: '/sponsors/logo.js' }],
  ])('always sends %s to Next', async (_case, asked) => {
    const shop = await server(createAssetMemo()!);
    try {
      await shop.ask({ path: asked.path });
      await shop.ask(asked);
      expect(shop.toNext).toBe(2);
    } finally {
      await shop.close();
    }
  });

  it('gives up the least recently sent file first past its byte limit', async () => {
    const shop = await server(createAssetMemo({ maxBytes: script.length * 2 + 10 })!);
    const path = (n: number) => `/_next/static/chunks/${n}.js`;
    try {
      for (const n of [1, 2]) await shop.ask({ path: path(n) });
      // 1 is sent again from memory, so 2 is now the least recently sent and goes when 3 comes.
      expect((await shop.ask({ path: path(1) })).headers.age).toBe('0');
      await shop.ask({ path: path(3) });
      expect(shop.memo.files).toBe(2);
      expect(shop.memo.bytes).toBe(script.length * 2);
      expect((await shop.ask({ path: path(1) })).headers.age).toBe('0');
      expect((await shop.ask({ path: path(2) })).headers.age).toBeUndefined();
      expect(shop.toNext).toBe(4);
    } finally {
      await shop.close();
    }
  });

  describe("with the build's brotli copies", () => {
    let dist: string;
    const onDisk = join('static', 'chunks', '0abc123.js');
    beforeEach(() => {
      dist = mkdtempSync(join(tmpdir(), 'asset-memo-'));
      mkdirSync(join(dist, 'static', 'chunks'), { recursive: true });
      writeFileSync(join(dist, onDisk), script);
      writeFileSync(join(dist, `${onDisk}.br`), brotliCompressSync(script));
    });
    afterEach(() => rmSync(dist, { recursive: true, force: true }));

    it("sends a browser that takes brotli the build's copy, with Next's headers; one that takes only gzip, Next's gzip", async () => {
      const shop = await server(createAssetMemo({ distDir: dist })!);
      try {
        const [first, again] = [await shop.ask({ path: SCRIPT, headers: asBrowser }), await shop.ask({ path: SCRIPT, headers: asBrowser })];
        expect(first.headers['content-encoding']).toBe('gzip');
        expect(again.headers['content-encoding']).toBe('br');
        expect(brotliDecompressSync(again.body).equals(script)).toBe(true);
        expect(again.length).toBe(String(again.body.length));
        expect(again.headers.vary).toMatch(/Accept-Encoding/i);
        const differ = ['content-encoding'];
        expect(comparable(again.headers)).toEqual({ ...comparable(first.headers), ...Object.fromEntries(differ.map((name) => [name, again.headers[name]])) });
        const gzipOnly = { 'accept-encoding': 'gzip, deflate' };
        await shop.ask({ path: SCRIPT, headers: gzipOnly });
        const gzipAgain = await shop.ask({ path: SCRIPT, headers: gzipOnly });
        expect(gzipAgain.headers.age).toBe('0');
        expect(gzipAgain.headers['content-encoding']).toBe('gzip');
        expect(gunzipSync(gzipAgain.body).equals(script)).toBe(true);
        expect(shop.toNext).toBe(2);
      } finally {
        await shop.close();
      }
    });

    it('does not send a copy older than its file', async () => {
      const earlier = new Date(Date.now() - 60_000);
      utimesSync(join(dist, `${onDisk}.br`), earlier, earlier);
      const shop = await server(createAssetMemo({ distDir: dist })!);
      try {
        await shop.ask({ path: SCRIPT, headers: asBrowser });
        const again = await shop.ask({ path: SCRIPT, headers: asBrowser });
        expect(again.headers.age).toBe('0');
        expect(again.headers['content-encoding']).toBe('gzip');
      } finally {
        await shop.close();
      }
    });

    it('finds no copy for an address that would leave the static folder, or a malformed one', () => {
      expect(brotliCopy(dist, 'static/chunks/0abc123.js')?.length).toBeGreaterThan(0);
      writeFileSync(join(dist, 'secret.js'), 'x');
      writeFileSync(join(dist, 'secret.js.br'), 'x');
      expect(brotliCopy(dist, 'static/../secret.js')).toBeNull();
      expect(brotliCopy(dist, 'static/%2e%2e/secret.js')).toBeNull();
      expect(brotliCopy(dist, 'static/chunks/%E0%A4%A.js')).toBeNull();
      expect(brotliCopy(dist, 'static/chunks/missing.js')).toBeNull();
    });
  });

  it('is off with no bytes to keep', () => {
    expect(createAssetMemo({ maxBytes: 0 })).toBeNull();
  });

  it('keeps only a whole, unchanging, cookie-free 200 in the encoding of its key', () => {
    const immutable = { 'cache-control': 'public, max-age=31536000, immutable' };
    expect(mayKeepAsset(200, immutable, false)).toBe(true);
    expect(mayKeepAsset(200, { ...immutable, 'content-encoding': 'gzip' }, true)).toBe(true);
    expect(mayKeepAsset(200, { ...immutable, 'content-encoding': 'gzip' }, false)).toBe(false);
    expect(mayKeepAsset(200, { ...immutable, 'content-encoding': 'deflate' }, true)).toBe(false);
    expect(mayKeepAsset(200, { 'cache-control': 'public, max-age=31536000, immutable-ish' }, false)).toBe(false);
    expect(mayKeepAsset(206, immutable, false)).toBe(false);
  });
});
