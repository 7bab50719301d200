import { ServerResponse } from 'node:http';

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
 */
const LARGE = 16 * 1024;
const PATCHED = Symbol.for('shop.sendLargeStringsAsBytes');
/** Room for the bytes of about a hundred 170 KB pages, beside the strings Next's own page cache holds anyway. */
const KEPT_BYTES = 16 * 1024 * 1024;

/**
 * The UTF-8 bytes of the strings encoded lately, the least recently used given up first once they pass `limit` bytes.
 * A Buffer handed out is shared: Node only reads what it is given to write, and nothing here writes into it.
 */
export function recentBytes(limit: number) {
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
      const bytes = Buffer.from(text, 'utf8');
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

export function sendLargeStringsAsBytes(): void {
  const prototype = ServerResponse.prototype as ServerResponse & { [PATCHED]?: true };
  if (prototype[PATCHED]) return;
  prototype[PATCHED] = true;
  const pages = recentBytes(KEPT_BYTES);
  const end = prototype.end as End;
  prototype.end = function (this: ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown) {
    if (typeof chunk !== 'string' || chunk.length <= LARGE) return end.call(this, chunk, encoding, callback);
    if (typeof encoding === 'function') [encoding, callback] = [undefined, encoding];
    if (!isUtf8(encoding)) return end.call(this, chunk, encoding, callback);
    return end.call(this, pages.encode(chunk), callback);
  } as ServerResponse['end'];
  // Next counts the page's bytes for Content-Length just before it sends them: a page already sent has them counted.
  const byteLength = Buffer.byteLength as ByteLength;
  Buffer.byteLength = function (value: unknown, encoding?: BufferEncoding) {
    const known = typeof value === 'string' && value.length > LARGE && isUtf8(encoding) ? pages.lengthOf(value) : undefined;
    return known ?? byteLength(value, encoding);
  } as typeof Buffer.byteLength;
}
