import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { acceptsGzip } from './accept-encoding';
import { sendKept, type KeptAnswer } from './page-memo';

/**
 * The production server's copy of the build's script and style files as it sent them (scripts/serve.ts, `npm start`):
 * a file of `/_next/static/` asked for again is answered with the bytes and headers Next sent the first time, in the
 * same encoding, without Next reading and compressing it again.
 *
 * Next's compression middleware gzips every such file on every request: home's 13 scripts and its style sheet are
 * 718 KB before compression, 20 ms of CPU to gzip for each visitor who has not got them yet, against a fraction of a
 * millisecond to write the kept bytes (`npm run bench -- page-serving`, "Home's largest script").
 * Their names change with their contents and Next sends them `immutable`, so a kept copy never goes stale: nothing
 * expires, and the least recently sent are given up first past `maxBytes`.
 *
 * Only a whole 200 to a GET is kept, sent `immutable`, with no cookie, in the encoding of its key. A HEAD, a range and
 * a conditional request always go to Next, as does any address outside `/_next/static/`.
 */
export interface AssetMemo {
  /** Sends the kept answer to `request` and returns true; false when there is none, the answer then being kept as Next sends it. */
  answer(request: IncomingMessage, response: ServerResponse): boolean;
  readonly files: number;
  readonly bytes: number;
}

export const ASSET_PREFIX = '/_next/static/';
/** Headers of a connection or of a stream rather than of the answer; Node writes its own. */
const NOT_KEPT = ['connection', 'keep-alive', 'transfer-encoding', 'date', 'age', 'content-length'];

/** The key of a request the memo may answer, or null. */
function keyOf(request: IncomingMessage): { key: string; gzip: boolean } | null {
  const { headers, url = '' } = request;
  if (request.method !== 'GET' || !url.startsWith(ASSET_PREFIX)) return null;
  if (headers.range !== undefined || headers['if-none-match'] !== undefined || headers['if-modified-since'] !== undefined) return null;
  const gzip = acceptsGzip(headers['accept-encoding']);
  return { key: `${headers.host ?? ''} ${url} ${gzip ? 'gzip' : 'identity'}`, gzip };
}

/** Whether an answer with these headers may be kept for every later request of its key. */
export function mayKeepAsset(status: number, headers: OutgoingHttpHeaders, gzip: boolean): boolean {
  if (status !== 200 || headers['set-cookie'] !== undefined) return false;
  if (!/(?:^|,)\s*immutable\s*(?:,|$)/i.test(String(headers['cache-control'] ?? ''))) return false;
  const encoding = String(headers['content-encoding'] ?? '').toLowerCase();
  return gzip ? encoding === 'gzip' || encoding === '' : encoding === '';
}

type Chunk = string | Uint8Array;
const bytesOf = (chunk: Chunk, encoding?: unknown) =>
  typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk);

/**
 * Collects what `response` writes from now on, as it goes to the socket: set before Next runs, these are the write and
 * end its compression middleware sends the compressed bytes through. `done` gets them once the answer is finished,
 * and is not called for an answer cut short.
 */
function collect(response: ServerResponse, done: (body: Buffer) => void) {
  const chunks: Buffer[] = [];
  const write = response.write.bind(response) as (chunk: Chunk, ...rest: unknown[]) => boolean;
  const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
  response.write = ((chunk: Chunk, ...rest: unknown[]) => {
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') chunks.push(bytesOf(chunk, rest[0]));
    return write(chunk, ...rest);
  }) as ServerResponse['write'];
  response.end = ((...args: unknown[]) => {
    const [chunk, encoding] = args;
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') chunks.push(bytesOf(chunk as Chunk, encoding));
    return end(...args);
  }) as ServerResponse['end'];
  response.once('finish', () => done(Buffer.concat(chunks)));
}

/** A memo of at most `maxBytes` of bodies, the least recently sent given up first; `maxBytes` 0 gives none. */
export function createAssetMemo({ maxBytes = 32 * 1024 * 1024 }: { maxBytes?: number } = {}): AssetMemo | null {
  if (!(maxBytes > 0)) return null;
  const kept = new Map<string, KeptAnswer>();
  let bytes = 0;
  const drop = (key: string, file: KeptAnswer) => {
    kept.delete(key);
    bytes -= file.body.length;
  };
  const keep = (key: string, gzip: boolean, response: ServerResponse, body: Buffer) => {
    const headers = response.getHeaders();
    if (body.length > maxBytes || !mayKeepAsset(response.statusCode, headers, gzip)) return;
    const length = headers['content-length'];
    if (length !== undefined && Number(length) !== body.length) return;
    for (const name of NOT_KEPT) delete headers[name];
    const previous = kept.get(key);
    if (previous) drop(key, previous);
    kept.set(key, { status: response.statusCode, headers, body, keptAt: Date.now() });
    bytes += body.length;
    for (const [oldest, file] of kept) {
      if (bytes <= maxBytes) break;
      drop(oldest, file);
    }
  };
  return {
    answer(request, response) {
      const asked = keyOf(request);
      if (asked === null) return false;
      const file = kept.get(asked.key);
      if (file) {
        // The most recently sent last, so the oldest is the first to go.
        kept.delete(asked.key);
        kept.set(asked.key, file);
        response.setHeader('Content-Length', file.body.length);
        sendKept(response, file);
        return true;
      }
      collect(response, (body) => keep(asked.key, asked.gzip, response, body));
      return false;
    },
    get files() {
      return kept.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
