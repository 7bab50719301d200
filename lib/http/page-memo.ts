import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { preferredCoding } from './accept-encoding';

/**
 * The production server's short memory of the public pages it has just sent (scripts/serve.ts, `npm start`): a page
 * asked for again within `seconds` (PAGE_MEMO_SECONDS, 1 by default) is answered with the very bytes and headers sent
 * the first time, before Next's router, middleware and page cache run at all.
 *
 * Next answers a prerendered page from its page cache at about a quarter of the rate it sends a static file of the
 * same bytes, and its own smallest page does no better (`npm run bench -- page-serving`, the framework's floor): the
 * cost is the framework's path to the cache, not the shop's middleware. A page is the same for every visitor (the
 * shared-cache headers say so), so a burst of visitors (a shared link, a crawler) costs one trip through Next a
 * second per page, and the others the cost of writing bytes.
 *
 * Only what a shared cache may keep is kept: a 200 answered whole (with its Content-Length) to a GET, `public` or
 * `s-maxage` and neither private, no-store nor no-cache, no Set-Cookie, no validator, and a Vary that names only the
 * encoding (part of the key) and Next's router headers (a request carrying one always goes to Next). A request with a
 * cookie that changes what Next renders (a session, draft mode, an editor's preview) always goes to Next, as does any
 * method but GET. An on-demand revalidation forgets every page at once (lib/http/csp-cache-handler.mjs), and an answer
 * begun before it is not kept.
 */
export interface PageMemo {
  /** Sends the kept answer to `request` and returns true; false when there is none (the request is then marked, so that its answer may be kept). */
  answer(request: IncomingMessage, response: ServerResponse): boolean;
  /** Keeps the answer just sent, `body` being its bytes as they went out, when it may be shared. */
  keep(response: ServerResponse, body: Buffer): void;
  /** Forgets every page (an on-demand revalidation). */
  forgetAll(): void;
  readonly pages: number;
  readonly bytes: number;
}

/** An answer kept as it went out: its status, headers and bytes, and when. */
export interface KeptAnswer {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  keptAt: number;
}

interface Kept extends KeptAnswer {
  until: number;
}

/**
 * Answers kept under their keys, at most `maxBytes` of bodies: past it, the first in the map's order is given up first
 * (the oldest kept, or, for a memo that calls `touch` on each use, the least recently sent).
 */
export function keptAnswers<T extends KeptAnswer>(maxBytes: number) {
  const kept = new Map<string, T>();
  let bytes = 0;
  const remove = (key: string) => {
    const answer = kept.get(key);
    if (!answer) return;
    kept.delete(key);
    bytes -= answer.body.length;
  };
  return {
    get: (key: string) => kept.get(key),
    /** Moves the answer of `key` to the end of the order, so it is given up last. */
    touch(key: string) {
      const answer = kept.get(key);
      if (!answer) return;
      kept.delete(key);
      kept.set(key, answer);
    },
    set(key: string, answer: T) {
      remove(key);
      kept.set(key, answer);
      bytes += answer.body.length;
      for (const [oldest] of kept) {
        if (bytes <= maxBytes) break;
        remove(oldest);
      }
    },
    delete: remove,
    clear() {
      kept.clear();
      bytes = 0;
    },
    get size() {
      return kept.size;
    },
    get bytes() {
      return bytes;
    },
  };
}

/** Sends a kept answer again, saying as a cache says it that it was not made for this request, and how long ago it was. */
export function sendKept(response: ServerResponse, kept: KeptAnswer): void {
  response.setHeader('Age', Math.floor((Date.now() - kept.keptAt) / 1000));
  response.writeHead(kept.status, kept.headers);
  response.end(kept.body);
}

/** Where the memo of this process lives: the server installs it, Next's page cache empties it on a revalidation. */
const MEMO = Symbol.for('shop.pageMemo');
/**
 * On a request that went to Next: the memo that may keep its answer, the key, and the memo's generation when it set
 * out. A symbol of the global registry, so that Next's bundles, which hold their own copy of this file, read it too.
 */
const MARK = Symbol.for('shop.pageMemo.mark');

/** Request headers by which Next answers another body on the same address: React Server Components payloads, prefetches, interception, server actions. */
const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-url', 'next-action'];
const VARY_ALLOWED = new Set([...ROUTER_HEADERS, 'accept-encoding']);
/**
 * Cookies with which Next renders another page: a Supabase session (`sb-<project>-auth-token`, possibly in pieces),
 * Next's draft mode, and the shop's preview of unpublished trips and posts (PREVIEW_COOKIE of lib/preview/draft.ts).
 */
const RENDERING_COOKIE = /(?:^|;)\s*(?:sb-[^=;]*-auth-token[^=;]*|__prerender_bypass|shop_preview)=/;
/** Headers of a connection rather than of the answer; Node writes its own. */
const CONNECTION_HEADERS = ['connection', 'keep-alive', 'transfer-encoding', 'date', 'age'];

type Marked = IncomingMessage & { [MARK]?: { memo: PageMemo; key: string; generation: number } };

/** The key of a request the memo may answer, or null: a GET with no router header and no rendering cookie. */
function keyOf(request: IncomingMessage): string | null {
  const { headers } = request;
  if (request.method !== 'GET' || headers.range !== undefined) return null;
  if (ROUTER_HEADERS.some((name) => headers[name] !== undefined)) return null;
  if (headers.cookie !== undefined && RENDERING_COOKIE.test(headers.cookie)) return null;
  return `${headers.host ?? ''} ${request.url ?? ''} ${preferredCoding(headers['accept-encoding'])}`;
}

function directives(header: OutgoingHttpHeaders[string]): Set<string> {
  const text = Array.isArray(header) ? header.join(',') : String(header ?? '');
  return new Set(text.split(',').map((part) => part.trim().toLowerCase().split('=')[0] ?? '').filter(Boolean));
}

/** Whether an answer with these headers may be shared, like a shared cache would judge it. */
export function mayShare(status: number, headers: OutgoingHttpHeaders, length: number): boolean {
  if (status !== 200 || headers['set-cookie'] !== undefined || headers.etag !== undefined || headers['last-modified'] !== undefined) return false;
  if (Number(headers['content-length']) !== length) return false;
  const cacheControl = directives(headers['cache-control']);
  if (!cacheControl.has('public') && !cacheControl.has('s-maxage')) return false;
  if (['private', 'no-store', 'no-cache'].some((directive) => cacheControl.has(directive))) return false;
  return [...directives(headers.vary)].every((field) => VARY_ALLOWED.has(field));
}

/** A memo of at most `maxBytes` of bodies, the oldest given up first; `seconds` 0 or less gives none. */
export function createPageMemo({ seconds, maxBytes = 32 * 1024 * 1024 }: { seconds: number; maxBytes?: number }): PageMemo | null {
  if (!(seconds > 0)) return null;
  const kept = keptAnswers<Kept>(maxBytes);
  let generation = 0;
  const memo: PageMemo = {
    answer(request, response) {
      const key = keyOf(request);
      if (key === null) return false;
      const page = kept.get(key);
      if (page && page.until > Date.now()) {
        sendKept(response, page);
        return true;
      }
      if (page) kept.delete(key);
      (request as Marked)[MARK] = { memo, key, generation };
      return false;
    },
    keep(response, body) {
      const mark = (response.req as Marked | undefined)?.[MARK];
      if (mark?.memo !== memo || mark.generation !== generation || body.length > maxBytes) return;
      const headers = response.getHeaders();
      if (!mayShare(response.statusCode, headers, body.length)) return;
      for (const name of CONNECTION_HEADERS) delete headers[name];
      const keptAt = Date.now();
      kept.set(mark.key, { status: response.statusCode, headers, body, keptAt, until: keptAt + seconds * 1000 });
    },
    forgetAll() {
      kept.clear();
      generation += 1;
    },
    get pages() {
      return kept.size;
    },
    get bytes() {
      return kept.bytes;
    },
  };
  return memo;
}

/** Offers the answer just sent (`body`, its bytes as they went out) to the memo its request passed through, if any. */
export function keepSent(response: ServerResponse, body: Buffer): void {
  (response.req as Marked | undefined)?.[MARK]?.memo.keep(response, body);
}

type WithMemo = typeof globalThis & { [MEMO]?: PageMemo | null };

/** Makes `memo` the one this process's Next bundles keep pages in (scripts/serve.ts, before Next starts). */
export function installPageMemo(memo: PageMemo | null): PageMemo | null {
  (globalThis as WithMemo)[MEMO] = memo;
  return memo;
}

/** The memo of this process, if its server installed one (`next start` and `next dev`: none). */
export function pageMemo(): PageMemo | null {
  return (globalThis as WithMemo)[MEMO] ?? null;
}
