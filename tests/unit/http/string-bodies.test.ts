/** @jest-environment node */
import { ServerResponse } from 'node:http';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { recentBytes, sendLargeStringsAsBytes } from '@/lib/http/string-bodies';
import { asBrowser, page, serve } from './serve-once';

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

  /** What Chrome sends, and what a client that takes gzip but not brotli sends. */
  const gzipOnly = { 'accept-encoding': 'gzip, deflate' };

  it.each([
    ['brotli to a browser', asBrowser, 'br', (body: Buffer) => brotliDecompressSync(body)],
    ['gzip to a client that takes gzip only', gzipOnly, 'gzip', (body: Buffer) => gunzipSync(body)],
  ] as const)('sends a large page compressed, %s, with its Content-Length', async (_case, headers, coding, decode) => {
    const answer = await serve(htmlPage(), { headers });
    expect(answer.headers['content-encoding']).toBe(coding);
    expect(answer.headers['transfer-encoding']).toBeUndefined();
    expect(answer.length).toBe(String(answer.body.length));
    expect(answer.headers.vary).toBe('rsc, next-router-state-tree, Accept-Encoding');
    expect(decode(answer.body).toString('utf8')).toBe(page);
    expect(answer.body.length).toBeLessThan(Buffer.byteLength(page) / 10);
  });

  it('sends a browser brotli smaller than the best gzip of the page', async () => {
    const answer = await serve(htmlPage(), { headers: asBrowser });
    expect(answer.body.length).toBeLessThan(gzipSync(page, { level: 9 }).length);
  });

  it.each([
    ['brotli', asBrowser, 'br', (body: Buffer) => brotliDecompressSync(body)],
    ['gzip', gzipOnly, 'gzip', (body: Buffer) => gunzipSync(body)],
  ] as const)("sends the kept %s past Next's compression middleware, compressed once, the same bytes each time", async (_case, headers, coding, decode) => {
    const first = await serve(htmlPage(), { headers, compressing: true });
    const second = await serve(htmlPage(), { headers, compressing: true });
    for (const answer of [first, second]) {
      expect(answer.headers['content-encoding']).toBe(coding);
      expect(answer.length).toBe(String(answer.body.length));
      expect(decode(answer.body).toString('utf8')).toBe(page);
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
