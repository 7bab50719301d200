import { ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { preferredCoding, varyWithEncoding, type Coding } from './accept-encoding';
import { keepSent } from './page-memo';
import { scriptsAfterPaintInPieces } from './scripts-after-paint.mjs';

/**
 * Next sends a prerendered page (a page-cache HIT) as one JavaScript string: `res.end(html)`, after setting its
 * Content-Length from `Buffer.byteLength` of the same string. Node writes a large string to a socket many times slower
 * than the same bytes in a Buffer: a bare node:http server on a two-core machine answered the 168 KB home page 541
 * times a second as a string and 4,614 times as `Buffer.from` of it made on every request. Under `next start` that
 * write was over a third of all the CPU a cached page costs (`npm run bench -- page-serving`; README, "Caching and
 * security headers"). So a string body past Node's own small-write size is handed to Node as its UTF-8 bytes: the
 * same bytes on the wire, the same Content-Length, and a callback is still called once it is written.
 *
 * Next's page cache hands out the very same string for every request of a page, so its bytes are kept (`recentBytes`)
 * and both the encoding and the byte count are done once per page rather than on each request: a Map finds a long
 * string that is the same object in constant time (V8 hashes a string that long by its length alone, and compares
 * the contents only when the objects differ).
 *
 * A browser asks for gzip, and Next's compression middleware compressed such a page again on every request, as a
 * stream: the answer had no Content-Length, so a shared cache in front (deploy/nginx) kept a copy it could only send
 * in chunks, four writes to the socket for every hit against two for a file. The page's gzip is kept too, made once
 * at the best compression, and sent with its Content-Length; the middleware sees it encoded and stays out. A client
 * that takes brotli (every current browser; Next's middleware offers gzip only) gets the page's brotli instead, kept
 * the same way: at quality 6, home's 160 KB of HTML is 17.6 KB against 20.7 KB of gzip at level 9, and takes less
 * time to make (3.0 ms against 4.9 ms here); brotli's best quality would take 290 ms.
 *
 * Once sent, such a page's bytes are offered to the production server's page memo (page-memo.ts), which keeps them a
 * moment for the next request of the same page when they may be shared.
 *
 * A page rendered per request is streamed instead (`res.write` of each piece React renders); its script tags are
 * marked to come after the page's first paint as it goes, as the page cache does for a prerendered page
 * (scripts-after-paint.mjs).
 */
const LARGE = 16 * 1024;
const PATCHED = Symbol.for('shop.sendLargeStringsAsBytes');
/** Room for the bytes of about a hundred 170 KB pages, beside the strings Next's own page cache holds anyway. */
const KEPT_BYTES = 16 * 1024 * 1024;
/** Room for the gzip of about two hundred pages (a page's is about 20 KB), and as much again for their brotli. */
const KEPT_COMPRESSED_BYTES = 4 * 1024 * 1024;
const utf8 = (text: string) => Buffer.from(text, 'utf8');

/**
 * The bytes of the strings encoded lately (UTF-8, or what `encode` makes of them), the least recently used given up
 * first once they pass `limit` bytes. A Buffer handed out is shared: Node only reads what it is given to write, and
 * nothing here writes into it.
 */
export function recentBytes(limit: number, encodeNow: (text: string) => Buffer = utf8) {
  const kept = new Map<string, Buffer>();
  let size = 0;
  return {
    /** The bytes of `text`, encoded now or on an earlier call. */
    encode(text: string): Buffer {
      const known = kept.get(text);
      if (known) {
        kept.delete(text);
        kept.set(text, known);
        return known;
      }
      const bytes = encodeNow(text);
      kept.set(text, bytes);
      size += bytes.length;
      for (const [oldest, old] of kept) {
        if (size <= limit || oldest === text) break;
        kept.delete(oldest);
        size -= old.length;
      }
      return bytes;
    },
    /** The number of bytes of `text` if it is kept, without making it the most recent. */
    lengthOf(text: string): number | undefined {
      return kept.get(text)?.length;
    },
    get size() {
      return size;
    },
  };
}

type End = (this: ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown) => ServerResponse;
type Write = (this: ServerResponse, chunk: unknown, encoding?: unknown, callback?: unknown) => boolean;
type ByteLength = (value: unknown, encoding?: BufferEncoding) => number;
const isUtf8 = (encoding: unknown) => encoding === undefined || encoding === 'utf8' || encoding === 'utf-8';
/** Types worth compressing (text, JSON, JavaScript, XML; React Server Components payloads are text/x-component). */
const COMPRESSIBLE = /^\s*(text\/|application\/(json|javascript|xml)\b|[^;]*\+(json|xml)\b)/i;

/**
 * The coding the response may be sent in, brotli before gzip, or null: not yet begun, asked for one, a compressible
 * type, no encoding, no no-transform.
 */
function compressionFor(response: ServerResponse): Exclude<Coding, 'identity'> | null {
  const { req } = response;
  const encoding = response.getHeader('Content-Encoding');
  const coding = preferredCoding(req?.headers['accept-encoding']);
  const may =
    coding !== 'identity' &&
    !response.headersSent &&
    req?.method !== 'HEAD' &&
    (encoding === undefined || encoding === 'identity') &&
    COMPRESSIBLE.test(String(response.getHeader('Content-Type') ?? '')) &&
    !/no-transform/i.test(String(response.getHeader('Cache-Control') ?? ''));
  return may ? coding : null;
}

/** A chunk of a body (a string in its encoding, or bytes) as text with one character per byte. */
function asLatin1(chunk: unknown, encoding: unknown): string {
  if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8').toString('latin1');
  if (ArrayBuffer.isView(chunk)) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString('latin1');
  throw new TypeError('A response body chunk must be a string, a Buffer or a typed array.');
}

/**
 * A page being streamed: HTML without a length fixed in advance, not a HEAD, and its pieces not encoded yet (an
 * encoding named on the response is the encoder's own when the pieces still go through it).
 */
function isStreamedHtml(response: ServerResponse, underEncoder: boolean): boolean {
  const encoding = response.getHeader('Content-Encoding');
  return (
    /^\s*text\/html\b/i.test(String(response.getHeader('Content-Type') ?? '')) &&
    response.getHeader('Content-Length') === undefined &&
    response.req?.method !== 'HEAD' &&
    (underEncoder || encoding === undefined || encoding === 'identity')
  );
}

export function sendLargeStringsAsBytes(): void {
  const prototype = ServerResponse.prototype as ServerResponse & { [PATCHED]?: true };
  if (prototype[PATCHED]) return;
  prototype[PATCHED] = true;
  const pages = recentBytes(KEPT_BYTES);
  // Compressed from the page's kept UTF-8 bytes, which then also answer Next's count of them on later requests.
  const gzipped = recentBytes(KEPT_COMPRESSED_BYTES, (text) => gzipSync(pages.encode(text), { level: constants.Z_BEST_COMPRESSION }));
  const brotlied = recentBytes(KEPT_COMPRESSED_BYTES, (text) => {
    const bytes = pages.encode(text);
    return brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } });
  });
  const end = prototype.end as End;
  const asBytes = function (this: ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown) {
    if (typeof chunk !== 'string' || chunk.length <= LARGE) return end.call(this, chunk, encoding, callback);
    if (typeof encoding === 'function') [encoding, callback] = [undefined, encoding];
    if (!isUtf8(encoding)) return end.call(this, chunk, encoding, callback);
    const body = pages.encode(chunk);
    const sent = end.call(this, body, callback);
    keepSent(this, body);
    return sent;
  };
  /** `send`, with a large string body that may go out compressed sent as its kept brotli or gzip. */
  const compressedFirst = (send: End): End =>
    function (this: ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown) {
      const coding = typeof chunk === 'string' && chunk.length > LARGE && (typeof encoding === 'function' || isUtf8(encoding)) ? compressionFor(this) : null;
      if (coding === null) return send.call(this, chunk, encoding, callback);
      const body = (coding === 'br' ? brotlied : gzipped).encode(chunk as string);
      this.setHeader('Content-Encoding', coding);
      this.setHeader('Content-Length', body.length);
      this.setHeader('Vary', varyWithEncoding(this.getHeader('Vary')));
      const sent = send.call(this, body, typeof encoding === 'function' ? encoding : callback);
      keepSent(this, body);
      return sent;
    };
  const sendPage = compressedFirst(asBytes);
  /** Per response, from its first write: its page's pieces, or null for a body that is not a streamed page. */
  const pieces = new WeakMap<ServerResponse, ReturnType<typeof scriptsAfterPaintInPieces> | null>();
  /**
   * `write`, with a page rendered per request (streamed HTML) sent with its scripts marked to come after its first
   * paint, as a prerendered page is in the page cache (scripts-after-paint.mjs). Only the outermost `write` of a
   * response does it: a middleware's `write` on the response (Next's compression) calls the prototype's with bytes
   * already encoded. Next sends the headers before the first piece, and the middleware has then named its encoding:
   * under it, the pieces are still the page's own bytes.
   */
  const htmlFirst = (write: Write, outermost: (response: ServerResponse) => boolean, underEncoder: boolean): Write =>
    function (this: ServerResponse, chunk: unknown, encoding?: unknown, callback?: unknown) {
      if (!outermost(this)) return write.call(this, chunk, encoding, callback);
      let piecesOfPage = pieces.get(this);
      if (piecesOfPage === undefined) pieces.set(this, (piecesOfPage = isStreamedHtml(this, underEncoder) ? scriptsAfterPaintInPieces() : null));
      if (!piecesOfPage) return write.call(this, chunk, encoding, callback);
      if (typeof encoding === 'function') [encoding, callback] = [undefined, encoding];
      const text = asLatin1(chunk, encoding);
      const marked = piecesOfPage.write(text);
      // Most pieces hold no script tag: their own bytes go on, not a copy.
      return write.call(this, marked === text && ArrayBuffer.isView(chunk) ? chunk : Buffer.from(marked, 'latin1'), callback);
    };
  /** `end`, giving a streamed page's last piece (and what was held back of the one before) the same rewrite. */
  const htmlLast = (end: End, outermost: (response: ServerResponse) => boolean): End =>
    function (this: ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown) {
      const piecesOfPage = outermost(this) ? pieces.get(this) : undefined;
      if (!piecesOfPage) return end.call(this, chunk, encoding, callback);
      pieces.set(this, null);
      if (typeof chunk === 'function') [chunk, callback] = [undefined, chunk];
      if (typeof encoding === 'function') [encoding, callback] = [undefined, encoding];
      const last = chunk === undefined || chunk === null ? '' : asLatin1(chunk, encoding);
      const rest = piecesOfPage.write(last) + piecesOfPage.end();
      return end.call(this, rest ? Buffer.from(rest, 'latin1') : undefined, callback);
    };
  const onPrototype = (response: ServerResponse) => !Object.prototype.hasOwnProperty.call(response, 'write');
  const onInstance = () => true;
  // A middleware that compresses (Next's) puts its own `end` on each response, and would compress the page before it
  // reached the prototype's: the one it puts there is wrapped the same way, so a page goes out as its kept brotli or
  // gzip (the middleware then finds it encoded and leaves it). Reading `end` gives the prototype's, as before.
  const endOfPrototype = htmlLast(sendPage, onPrototype);
  Object.defineProperty(prototype, 'end', {
    configurable: true,
    get: () => endOfPrototype,
    set(this: ServerResponse, replacement: End) {
      Object.defineProperty(this, 'end', { value: htmlLast(compressedFirst(replacement), onInstance), writable: true, configurable: true, enumerable: true });
    },
  });
  const writeOfPrototype = htmlFirst(prototype.write as Write, onPrototype, false);
  Object.defineProperty(prototype, 'write', {
    configurable: true,
    get: () => writeOfPrototype,
    set(this: ServerResponse, replacement: Write) {
      Object.defineProperty(this, 'write', { value: htmlFirst(replacement, onInstance, true), writable: true, configurable: true, enumerable: true });
    },
  });
  // Next counts the page's bytes for Content-Length just before it sends them: a page already sent has them counted.
  const byteLength = Buffer.byteLength as ByteLength;
  Buffer.byteLength = function (value: unknown, encoding?: BufferEncoding) {
    const known = typeof value === 'string' && value.length > LARGE && isUtf8(encoding) ? pages.lengthOf(value) : undefined;
    return known ?? byteLength(value, encoding);
  } as typeof Buffer.byteLength;
}
