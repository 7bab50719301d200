import { ServerResponse } from 'node:http';

/**
 * Next sends a prerendered page (a page-cache HIT) as one JavaScript string: `res.end(html)`, after setting its
 * Content-Length from the same string. Node writes a large string to a socket many times slower than the same bytes
 * in a Buffer: a bare node:http server on a two-core machine answered the 168 KB home page 541 times a second as a
 * string and 4,614 times as `Buffer.from` of it made on every request. Under `next start` that write was over a
 * third of all the CPU a cached page costs (`npm run bench -- page-serving`; README, "Caching and security
 * headers"). So a string body past Node's own small-write size is handed to Node as its UTF-8 bytes: the same
 * bytes on the wire, the same Content-Length, and a callback is still called once it is written.
 */
const LARGE = 16 * 1024;
const PATCHED = Symbol.for('shop.sendLargeStringsAsBytes');

type End = (this: ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown) => ServerResponse;

export function sendLargeStringsAsBytes(): void {
  const prototype = ServerResponse.prototype as ServerResponse & { [PATCHED]?: true };
  if (prototype[PATCHED]) return;
  prototype[PATCHED] = true;
  const end = prototype.end as End;
  prototype.end = function (this: ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown) {
    if (typeof chunk !== 'string' || chunk.length <= LARGE) return end.call(this, chunk, encoding, callback);
    if (typeof encoding === 'function') [encoding, callback] = [undefined, encoding];
    if (encoding !== undefined && encoding !== 'utf8' && encoding !== 'utf-8') return end.call(this, chunk, encoding, callback);
    return end.call(this, Buffer.from(chunk, 'utf8'), callback);
  } as ServerResponse['end'];
}
