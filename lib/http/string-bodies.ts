import { ServerResponse } from 'node:http';
import { constants, gzipSync } from 'node:zlib';

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
 * at the best compression, and sent with its Content-Length; the middleware sees it encoded and stays out.
 */
const LARGE = 16 * 1024;
const PATCHED = Symbol.for('shop.sendLargeStringsAsBytes');
/** Room for the bytes of about a hundred 170 KB pages, beside the strings Next's own page cache holds anyway. */
const KEPT_BYTES = 16 * 1024 * 1024;
/** Room for the gzip of about two hundred pages (a page's is about 20 KB). */
const KEPT_GZIP_BYTES = 4 * 1024 * 1024;
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
type ByteLength = (value: unknown, encoding?: BufferEncoding) => number;
const isUtf8 = (encoding: unknown) => encoding === undefined || encoding === 'utf8' || encoding === 'utf-8';
/** Types worth compressing (text, JSON, JavaScript, XML; React Server Components payloads are text/x-component). */
const COMPRESSIBLE = /^\s*(text\/|application\/(json|javascript|xml)\b|[^;]*\+(json|xml)\b)/i;

/**
 * Whether an Accept-Encoding header takes gzip: its quality (or the wildcard's) is above zero and not below the one
 * it gives the unencoded answer. Absent or empty, the answer goes unencoded.
 */
export function acceptsGzip(header: string | undefined): boolean {
  const quality = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [token = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => /^q\s*=/.test(param));
    const value = q === undefined ? 1 : Number(q.slice(q.indexOf('=') + 1));
    if (token && Number.isFinite(value)) quality.set(token === 'x-gzip' ? 'gzip' : token, value);
  }
  const gzipQuality = quality.get('gzip') ?? quality.get('*') ?? 0;
  return gzipQuality > 0 && gzipQuality >= (quality.get('identity') ?? 0);
}

/** The response may be sent as gzip: not yet begun, asked for gzip, a compressible type, no encoding, no no-transform. */
function mayGzip(response: ServerResponse): boolean {
  const { req } = response;
  const encoding = response.getHeader('Content-Encoding');
  return (
    !response.headersSent &&
    req?.method !== 'HEAD' &&
    acceptsGzip(req?.headers['accept-encoding']) &&
    (encoding === undefined || encoding === 'identity') &&
    COMPRESSIBLE.test(String(response.getHeader('Content-Type') ?? '')) &&
    !/no-transform/i.test(String(response.getHeader('Cache-Control') ?? ''))
  );
}

/** Adds Accept-Encoding to the response's Vary unless it names it already (or `*`). */
function varyOnEncoding(response: ServerResponse): void {
  const vary = response.getHeader('Vary');
  const current = Array.isArray(vary) ? vary.join(', ') : String(vary ?? '');
  const named = current.split(',').map((field) => field.trim().toLowerCase());
  if (named.includes('accept-encoding') || named.includes('*')) return;
  response.setHeader('Vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
}

export function sendLargeStringsAsBytes(): void {
  const prototype = ServerResponse.prototype as ServerResponse & { [PATCHED]?: true };
  if (prototype[PATCHED]) return;
  prototype[PATCHED] = true;
  const pages = recentBytes(KEPT_BYTES);
  // Compressed from the page's kept UTF-8 bytes, which then also answer Next's count of them on later requests.
  const gzipped = recentBytes(KEPT_GZIP_BYTES, (text) => gzipSync(pages.encode(text), { level: constants.Z_BEST_COMPRESSION }));
  const end = prototype.end as End;
  const asBytes = function (this: ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown) {
    if (typeof chunk !== 'string' || chunk.length <= LARGE) return end.call(this, chunk, encoding, callback);
    if (typeof encoding === 'function') [encoding, callback] = [undefined, encoding];
    if (!isUtf8(encoding)) return end.call(this, chunk, encoding, callback);
    return end.call(this, pages.encode(chunk), callback);
  };
  /** `send`, with a large string body that may go out as gzip sent as its kept gzip. */
  const gzipFirst = (send: End): End =>
    function (this: ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown) {
      if (typeof chunk !== 'string' || chunk.length <= LARGE || (typeof encoding !== 'function' && !isUtf8(encoding)) || !mayGzip(this)) {
        return send.call(this, chunk, encoding, callback);
      }
      const body = gzipped.encode(chunk);
      this.setHeader('Content-Encoding', 'gzip');
      this.setHeader('Content-Length', body.length);
      varyOnEncoding(this);
      return send.call(this, body, typeof encoding === 'function' ? encoding : callback);
    };
  const sendPage = gzipFirst(asBytes);
  // A middleware that compresses (Next's) puts its own `end` on each response, and would compress the page before it
  // reached the prototype's: the one it puts there is wrapped the same way, so a page goes out as its kept gzip
  // (the middleware then finds it encoded and leaves it). Reading `end` gives the prototype's, as before.
  Object.defineProperty(prototype, 'end', {
    configurable: true,
    get: () => sendPage,
    set(this: ServerResponse, replacement: End) {
      Object.defineProperty(this, 'end', { value: gzipFirst(replacement), writable: true, configurable: true, enumerable: true });
    },
  });
  // Next counts the page's bytes for Content-Length just before it sends them: a page already sent has them counted.
  const byteLength = Buffer.byteLength as ByteLength;
  Buffer.byteLength = function (value: unknown, encoding?: BufferEncoding) {
    const known = typeof value === 'string' && value.length > LARGE && isUtf8(encoding) ? pages.lengthOf(value) : undefined;
    return known ?? byteLength(value, encoding);
  } as typeof Buffer.byteLength;
}
