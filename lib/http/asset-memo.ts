import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { join, normalize, sep } from 'node:path';
import { takenCodings, varyWithEncoding } from './accept-encoding';
import { keptAnswers, sendKept } from './page-memo';

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
 * A browser that takes brotli gets the file's brotli copy that the build wrote beside it (scripts/precompress.ts:
 * brotli's best quality, 13% smaller than Next's gzip), with the headers of Next's own answer; Next's compression
 * offers gzip only. A copy older than its file is not used.
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

const ASSET_PREFIX = '/_next/static/';
/** Headers of a connection or of a stream rather than of the answer; Node writes its own. */
const NOT_KEPT = ['connection', 'keep-alive', 'transfer-encoding', 'date', 'age', 'content-length'];

interface Asked {
  key: string;
  /** The file's path under `/_next/`, without the query. */
  path: string;
  gzip: boolean;
  brotli: boolean;
}

/** What a request the memo may answer asks for, or null. */
function askedBy(request: IncomingMessage): Asked | null {
  const { headers, url = '' } = request;
  if (request.method !== 'GET' || !url.startsWith(ASSET_PREFIX)) return null;
  if (headers.range !== undefined || headers['if-none-match'] !== undefined || headers['if-modified-since'] !== undefined) return null;
  const { gzip, br: brotli } = takenCodings(headers['accept-encoding']);
  const codings = [brotli ? 'br' : '', gzip ? 'gzip' : ''].filter(Boolean).join('+') || 'identity';
  return { key: `${headers.host ?? ''} ${url} ${codings}`, path: url.slice('/_next/'.length).split('?')[0] ?? '', gzip, brotli };
}

/**
 * The brotli copy the build wrote beside the file at `path` (under `/_next/`) in `distDir`, when it is there and
 * newer than the file; null otherwise. An address that would leave the build's static folder has none.
 */
export function brotliCopy(distDir: string, path: string): Buffer | null {
  const staticDir = join(distDir, 'static') + sep;
  let file: string;
  try {
    file = normalize(join(distDir, decodeURIComponent(path)));
  } catch {
    return null; // a malformed escape
  }
  if (!file.startsWith(staticDir)) return null;
  return existsSync(file) && hasFreshBrotliCopy(file) ? readFileSync(`${file}.br`) : null;
}

/** Whether `file` has a brotli copy (`<file>.br`) written after it, so of its present contents (scripts/precompress.ts). */
export function hasFreshBrotliCopy(file: string): boolean {
  const copy = `${file}.br`;
  return existsSync(copy) && statSync(copy).mtimeMs >= statSync(file).mtimeMs;
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

/**
 * A memo of at most `maxBytes` of bodies, the least recently sent given up first; `maxBytes` 0 gives none. With
 * `distDir` (the build the server serves), a browser that takes brotli gets the build's brotli copies.
 */
export function createAssetMemo({ maxBytes = 32 * 1024 * 1024, distDir }: { maxBytes?: number; distDir?: string } = {}): AssetMemo | null {
  if (!(maxBytes > 0)) return null;
  const kept = keptAnswers(maxBytes);
  const keep = (asked: Asked, response: ServerResponse, sent: Buffer) => {
    const headers = response.getHeaders();
    if (!mayKeepAsset(response.statusCode, headers, asked.gzip)) return;
    const length = headers['content-length'];
    if (length !== undefined && Number(length) !== sent.length) return;
    for (const name of NOT_KEPT) delete headers[name];
    let body = sent;
    const brotli = asked.brotli && distDir ? brotliCopy(distDir, asked.path) : null;
    if (brotli) {
      body = brotli;
      headers['content-encoding'] = 'br';
      headers.vary = varyWithEncoding(headers.vary);
    }
    if (body.length > maxBytes) return;
    kept.set(asked.key, { status: response.statusCode, headers, body, keptAt: Date.now() });
  };
  return {
    answer(request, response) {
      const asked = askedBy(request);
      if (asked === null) return false;
      const file = kept.get(asked.key);
      if (file) {
        // The most recently sent last, so the oldest is the first to go.
        kept.touch(asked.key);
        response.setHeader('Content-Length', file.body.length);
        sendKept(response, file);
        return true;
      }
      collect(response, (body) => keep(asked, response, body));
      return false;
    },
    get files() {
      return kept.size;
    },
    get bytes() {
      return kept.bytes;
    },
  };
}
