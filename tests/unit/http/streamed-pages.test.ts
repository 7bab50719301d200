/** @jest-environment node */
import type { ServerResponse } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { scriptsAfterPaint } from '@/lib/http/scripts-after-paint.mjs';
import { sendLargeStringsAsBytes } from '@/lib/http/string-bodies';
import { asBrowser, page, serve } from './serve-once';

describe('a page rendered per request, streamed (sendLargeStringsAsBytes)', () => {
  beforeAll(() => sendLargeStringsAsBytes());

  /** A page as React streams it under a nonce: its head's chunks, then the body with its entry chunk near the end. */
  const streamed = [
    '<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/a.css"/>',
    '<script src="/_next/static/chunks/a.js" async="" nonce="n0nce=="></script><script src="/_next/static/chunks/b.js" async="" nonce="n0nce=="></script></head>',
    `<body><h1>Reserva · Annapurna — 12 días</h1>${page}<script nonce="n0nce==">self.__next_f.push([1,"é"])</script>`,
    '<link rel="preload" as="script" fetchPriority="low" nonce="n0nce==" href="/_next/static/chunks/main.js"/>',
    '<script src="/_next/static/chunks/main.js" nonce="n0nce==" async=""></script></body></html>',
  ].join('');
  const bytes = Buffer.from(streamed, 'utf8');
  const expected = Buffer.from(scriptsAfterPaint(bytes.toString('latin1')), 'latin1');

  /**
   * Writes the page in pieces of `size` bytes (cut anywhere: inside a tag, a character), the last one given to `end`;
   * the headers are sent first, as Next does (`flushHeaders`), unless `flushing` is false.
   */
  const inPieces = (size: number, headers: Record<string, string> = { 'Content-Type': 'text/html; charset=utf-8' }, flushing = true) => (response: ServerResponse) => {
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    if (flushing) response.flushHeaders();
    let at = 0;
    for (; at + size < bytes.length; at += size) response.write(new Uint8Array(bytes.subarray(at, at + size)));
    response.end(bytes.subarray(at));
  };

  it.each([
    ['a client that takes no encoding', 97, false, {}, true],
    ['a browser, through the compression middleware', 97, true, asBrowser, true],
    ['a browser, in pieces of one byte', 1, true, asBrowser, true],
    ['a browser, in large pieces', 16_384, true, asBrowser, true],
    ['a browser, the headers going with the first piece', 97, true, asBrowser, false],
    ['a client that takes no encoding, the headers going with the first piece', 97, false, {}, false],
  ])('sends %s the page with its scripts marked to come after its first paint', async (_case, size, compressing, headers, flushing) => {
    const answer = await serve(inPieces(size, undefined, flushing), { headers, compressing });
    const body = answer.headers['content-encoding'] === 'gzip' ? gunzipSync(answer.body) : answer.body;
    expect(answer.headers['content-encoding']).toBe(compressing ? 'gzip' : undefined);
    expect(body.equals(expected)).toBe(true);
    expect(body.toString('utf8')).toContain('data-src="/_next/static/chunks/main.js"');
    expect(body.toString('utf8')).not.toContain('<script src="/_next/static/chunks/');
  });

  // (Compressing, the middleware drops a Content-Length before the first piece, and the page goes out chunked anyway.)
  it('leaves a streamed body that is not HTML, or whose length was fixed, as it was sent', async () => {
    const rsc = await serve(inPieces(97, { 'Content-Type': 'text/x-component' }), { headers: asBrowser, compressing: true });
    expect(gunzipSync(rsc.body).equals(bytes)).toBe(true);
    const fixed = await serve(inPieces(97, { 'Content-Type': 'text/html', 'Content-Length': String(bytes.length) }), { compressing: true });
    expect(fixed.length).toBe(String(bytes.length));
    expect(fixed.body.equals(bytes)).toBe(true);
  });

  // (Behind Next's compression middleware no callback is called at all: it drops them.)
  it('calls back once a piece is written, and once the page has ended', async () => {
    const calls: string[] = [];
    await serve(
      (response) => {
        response.setHeader('Content-Type', 'text/html');
        response.write(bytes.subarray(0, 300), () => calls.push('write'));
        response.end(bytes.subarray(300), () => calls.push('end'));
      },
      { headers: asBrowser },
    );
    expect(calls).toEqual(['write', 'end']);
  });
});
