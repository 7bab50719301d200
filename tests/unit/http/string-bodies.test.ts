/** @jest-environment node */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, request, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { scriptsAfterPaint } from '@/lib/http/scripts-after-paint.mjs';
import { acceptsGzip, recentBytes, sendLargeStringsAsBytes } from '@/lib/http/string-bodies';

/** The compression middleware `next start` puts in front of every response, as Next ships it. */
type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
const compression = require('next/dist/compiled/compression') as () => Middleware;

/** A page past Node's small-write size, with characters of one, two, three and four UTF-8 bytes. */
const page = `<!DOCTYPE html><p>${'Trekking – “Annapurna” … 1.250 € ★ ñ 🏔 '.repeat(1200)}</p>`;

/** What a browser sends. */
const asBrowser = { 'accept-encoding': 'gzip, deflate, br, zstd' };

interface Answer { body: Buffer; length: string | undefined; headers: IncomingHttpHeaders }

/**
 * Serves `send` on a loopback port and reads one answer whole, to a request with `headers` (and `method`); with
 * `compressing`, behind the compression middleware as `next start` serves.
 */
async function serve(
  send: (response: ServerResponse) => void,
  { headers = {}, method = 'GET', compressing = false }: { headers?: Record<string, string>; method?: string; compressing?: boolean } = {},
): Promise<Answer> {
  const middleware = compression();
  const server = createServer((incoming, response) => {
    if (compressing) middleware(incoming, response, () => undefined);
    send(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise<Answer>((resolve, reject) => {
      request({ host: '127.0.0.1', port, agent: false, headers, method }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ body: Buffer.concat(chunks), length: response.headers['content-length'], headers: response.headers }));
      })
        .on('error', reject)
        .end();
    });
  } finally {
    server.close();
  }
}

/** What Next does with a prerendered page: Content-Length from the string, then the string itself. */
const asNext = (body: string, encoding?: BufferEncoding, done?: () => void) => (response: ServerResponse) => {
  response.setHeader('Content-Length', Buffer.byteLength(body, encoding));
  if (encoding) response.end(body, encoding, done);
  else response.end(body, done);
};

describe('sendLargeStringsAsBytes', () => {
  beforeAll(() => sendLargeStringsAsBytes());

  it('hands Node the bytes of a large string body, not the string', async () => {
    const written: unknown[] = [];
    const answer = await serve((response) => {
      const socket = response.socket!;
      const socketWrite = socket.write.bind(socket);
      socket.write = ((chunk: unknown, ...rest: never[]) => (written.push(chunk), socketWrite(chunk as string, ...rest))) as typeof socket.write;
      asNext(page)(response);
    });
    expect(answer.body.toString('utf8')).toBe(page);
    expect(written.some((chunk) => Buffer.isBuffer(chunk) && chunk.length === Buffer.byteLength(page))).toBe(true);
    expect(written.some((chunk) => typeof chunk === 'string' && chunk.includes('Annapurna'))).toBe(false);
  });

  it('sends the very bytes Content-Length announced and calls back once written', async () => {
    let called = 0;
    const answer = await serve(asNext(page, undefined, () => (called += 1)));
    expect(answer.length).toBe(String(Buffer.byteLength(page)));
    expect(answer.body.equals(Buffer.from(page, 'utf8'))).toBe(true);
    expect(called).toBe(1);
  });

  it('leaves other encodings, small strings and buffers as Node sends them', async () => {
    const latin1 = 'Añ'.repeat(20_000);
    expect((await serve(asNext(latin1, 'latin1'))).body.equals(Buffer.from(latin1, 'latin1'))).toBe(true);
    expect((await serve(asNext('<p>Hola – ñ</p>'))).body.toString('utf8')).toBe('<p>Hola – ñ</p>');
    const bytes = Buffer.from(page);
    expect((await serve((response) => response.end(bytes))).body.equals(bytes)).toBe(true);
  });

  it('encodes a page once and sends the same bytes on every request for it', async () => {
    const sent: Buffer[] = [];
    const capture = (response: ServerResponse) => {
      const socket = response.socket!;
      const socketWrite = socket.write.bind(socket);
      socket.write = ((chunk: unknown, ...rest: never[]) => {
        if (Buffer.isBuffer(chunk) && chunk.length === Buffer.byteLength(page)) sent.push(chunk);
        return socketWrite(chunk as string, ...rest);
      }) as typeof socket.write;
      asNext(page)(response);
    };
    const first = await serve(capture);
    const second = await serve(capture);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toBe(sent[0]);
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.body.toString('utf8')).toBe(page);
  });

  it('counts the bytes of a page it has sent as Node counts them, in any encoding asked', async () => {
    const counts = [Buffer.byteLength(page), Buffer.byteLength(page, 'latin1'), Buffer.byteLength(page, 'utf16le')];
    await serve(asNext(page));
    const copy = [...page].join('');
    expect([Buffer.byteLength(page), Buffer.byteLength(page, 'latin1'), Buffer.byteLength(page, 'utf16le')]).toEqual(counts);
    expect(Buffer.byteLength(copy)).toBe(counts[0]);
    expect(counts[0]).toBe(Buffer.from(page, 'utf8').length);
    expect(Buffer.byteLength('ñ')).toBe(2);
    expect(Buffer.byteLength(Buffer.from(page))).toBe(counts[0]);
  });

  /** A prerendered page as Next sends it, with its type. */
  const htmlPage = (body = page, headers: Record<string, string> = {}) => (response: ServerResponse) => {
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.setHeader('Vary', 'rsc, next-router-state-tree');
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    asNext(body)(response);
  };

  it('sends a large page to a client that takes gzip as its gzip, with its Content-Length', async () => {
    const answer = await serve(htmlPage(), { headers: asBrowser });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['transfer-encoding']).toBeUndefined();
    expect(answer.length).toBe(String(answer.body.length));
    expect(answer.headers.vary).toBe('rsc, next-router-state-tree, Accept-Encoding');
    expect(gunzipSync(answer.body).toString('utf8')).toBe(page);
    expect(answer.body.length).toBeLessThan(Buffer.byteLength(page) / 10);
  });

  it('sends the kept gzip past Next\'s compression middleware, compressed once, the same bytes each time', async () => {
    const first = await serve(htmlPage(), { headers: asBrowser, compressing: true });
    const second = await serve(htmlPage(), { headers: asBrowser, compressing: true });
    for (const answer of [first, second]) {
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(answer.length).toBe(String(answer.body.length));
      expect(gunzipSync(answer.body).toString('utf8')).toBe(page);
    }
    expect(second.body.equals(first.body)).toBe(true);
  });

  it('leaves what is streamed to the middleware, which still compresses it', async () => {
    const answer = await serve(
      (response) => {
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        for (let i = 0; i < 3; i++) response.write(page.slice(0, 5_000));
        response.end();
      },
      { headers: asBrowser, compressing: true },
    );
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['transfer-encoding']).toBe('chunked');
    expect(gunzipSync(answer.body).toString('utf8')).toBe(page.slice(0, 5_000).repeat(3));
  });

  it.each([
    ['a client that asks for no encoding', htmlPage(), {}, undefined],
    ['a client that refuses gzip', htmlPage(), { headers: { 'accept-encoding': 'gzip;q=0, identity' } }, undefined],
    ['a client that prefers it unencoded', htmlPage(), { headers: { 'accept-encoding': 'identity, gzip;q=0.5' } }, undefined],
    ['a page whose Cache-Control forbids transforming it', htmlPage(page, { 'Cache-Control': 'public, no-transform' }), { headers: asBrowser }, undefined],
    ['a body its sender encoded already', htmlPage(page, { 'Content-Encoding': 'br' }), { headers: asBrowser }, 'br'],
    ['a type not worth compressing', htmlPage(page, { 'Content-Type': 'image/png' }), { headers: asBrowser }, undefined],
  ])('sends the page as it is to %s', async (_case, send, options, encoding) => {
    const answer = await serve(send, options);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.body.toString('utf8')).toBe(page);
    expect(answer.length).toBe(String(Buffer.byteLength(page)));
  });

  it('answers a HEAD request with the headers of the unencoded page and no body', async () => {
    const answer = await serve((response) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.setHeader('Content-Length', Buffer.byteLength(page));
      response.end(null);
    }, { headers: asBrowser, method: 'HEAD' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.length).toBe(0);
  });

  it('patches once, however often the server starts', () => {
    const [end, write] = [ServerResponse.prototype.end, ServerResponse.prototype.write];
    sendLargeStringsAsBytes();
    expect(ServerResponse.prototype.end).toBe(end);
    expect(ServerResponse.prototype.write).toBe(write);
  });
});

describe('a page rendered per request, streamed', () => {
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

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['GZIP', true],
    ['br;q=1.0, gzip;q=0.8, *;q=0.1', true],
    ['x-gzip', true],
    ['*', true],
    ['identity, gzip', true],
    [undefined, false],
    ['', false],
    ['br, zstd', false],
    ['gzip;q=0', false],
    ['gzip; q=0.000', false],
    ['*;q=0', false],
    ['identity;q=1, gzip;q=0.5', false],
    ['gzip;q=abc', false],
  ])('%j: %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

describe('recentBytes', () => {
  /** `kb` KiB of UTF-8, with two-byte characters, named by its first letters. */
  const text = (letter: string, kb: number) => letter.repeat(2) + 'ñ'.repeat(kb * 512 - 1);

  it('gives the UTF-8 bytes of a text, the same Buffer each time it is asked again', () => {
    const bytes = recentBytes(1024 * 1024);
    const a = text('a', 20);
    expect(bytes.lengthOf(a)).toBeUndefined();
    const encoded = bytes.encode(a);
    expect(encoded.equals(Buffer.from(a, 'utf8'))).toBe(true);
    expect(bytes.encode(a)).toBe(encoded);
    expect(bytes.encode([...a].join(''))).toBe(encoded);
    expect(bytes.lengthOf(a)).toBe(Buffer.byteLength(a));
    expect(bytes.size).toBe(encoded.length);
  });

  it('gives up the least recently used texts once past its limit', () => {
    const bytes = recentBytes(100 * 1024);
    const [a, b, c] = [text('a', 30), text('b', 30), text('c', 30)];
    for (const t of [a, b, c]) bytes.encode(t);
    expect(bytes.size).toBe(90 * 1024);
    bytes.encode(a);
    bytes.encode(text('d', 30));
    expect(bytes.lengthOf(b)).toBeUndefined();
    expect(bytes.lengthOf(a)).toBe(30 * 1024);
    expect(bytes.lengthOf(c)).toBe(30 * 1024);
    expect(bytes.size).toBe(90 * 1024);
  });

  it('still encodes a text larger than its limit, keeping that one alone', () => {
    const bytes = recentBytes(50 * 1024);
    bytes.encode(text('a', 30));
    const big = text('b', 60);
    expect(bytes.encode(big).length).toBe(60 * 1024);
    expect(bytes.lengthOf(text('a', 30))).toBeUndefined();
    expect(bytes.size).toBe(60 * 1024);
  });
});
