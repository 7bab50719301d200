import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inlineScriptHashes } from './inline-scripts.mjs';
import { PAGE_STORE_FOLDER, PageStore } from './page-store.mjs';
import { RedisStore } from './redis-store.mjs';
import { scriptPolicy } from './script-policy.mjs';
import { mayStore } from './stored-responses.mjs';
import { stylesheetPreloads } from './stylesheet-preloads.mjs';

/**
 * The shop's page and data cache, given to Next as next.config `cacheHandler` (the documented interface: get, set,
 * revalidateTag, resetRequestCache) and implemented here, on nothing of Next's. It keeps what Next renders statically
 * (pages, route handlers, fetched data) in a folder of the build (page-store.mjs: bounded, named by hash), and gives
 * every statically rendered page two headers computed from the very HTML they describe when it is rendered (at the
 * first visit after a start, or when it is regenerated), cached with it in any cache in front:
 * - a Content-Security-Policy script-src with the hashes of that page's inline scripts, so the pages stay static and
 *   cacheable without 'unsafe-inline' or per-request nonces. Next sends a cached page's headers after the ones of
 *   next.config, so this policy is a second one beside the base policy (a browser enforces both);
 * - a `Link` preload of its stylesheets, as React gives a page rendered per request.
 * With REDIS_URL set, the running server keeps them in Redis instead (redis-store.mjs), shared by every instance of
 * the same build: a revalidation through one is seen by all (docs/serving.md, "Several instances").
 * It stores only what stored-responses.mjs allows (answers with status 200, and the fixed not-found pages): an error,
 * a made-up address's 404 or a 405 is sent (with its headers) but never kept, and a stored page that now answers
 * otherwise is forgotten.
 */
const POLICY_HEADER = 'content-security-policy';
const TAGS_HEADER = 'x-next-cache-tags';

/** @type {Map<string | null, PageStore | RedisStore>} one per build folder, shared by the handlers Next makes for each request */
const stores = new Map();

/**
 * Redis for the running server's pages when REDIS_URL is set, under a prefix naming the build (its BUILD_ID, which
 * `next build` makes anew each time). Not while building: what the build renders stays in its own folder.
 */
function sharedStore(serverDistDir, maxMemoryBytes) {
  const url = process.env.REDIS_URL;
  if (!url || !serverDistDir || process.env.NEXT_PHASE === 'phase-production-build') return null;
  let buildId;
  try {
    buildId = readFileSync(join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return null;
  }
  return new RedisStore({ url, prefix: `shop:pages:${buildId}:`, maxMemoryBytes });
}

function storeFor(serverDistDir, maxMemoryCacheSize) {
  // The middleware's cache is given no build folder (only its fetches would use it): it keeps them in memory.
  const dir = serverDistDir ? join(serverDistDir, PAGE_STORE_FOLDER) : null;
  let store = stores.get(dir);
  if (!store) {
    const maxMemoryBytes = typeof maxMemoryCacheSize === 'number' ? maxMemoryCacheSize : 50 * 1024 * 1024;
    store = sharedStore(serverDistDir, maxMemoryBytes) ??
      new PageStore({ dir, maxFiles: Number(process.env.PAGE_CACHE_MAX_FILES || 20_000), maxDiskBytes: 1024 * 1024 * 1024, maxMemoryBytes });
    stores.set(dir, store);
  }
  return store;
}

/** Adds the policy and the preloads to a page Next rendered (the answer it is about to send, kept or not). */
export function withHeadersFromHtml(value) {
  if (!value || value.kind !== 'APP_PAGE' || typeof value.html !== 'string') return;
  const headers = value.headers ?? {};
  headers[POLICY_HEADER] = scriptPolicy(inlineScriptHashes(value.html), process.env.NEXT_PUBLIC_REVIEW_WIDGET_SCRIPT_URL);
  const preloads = stylesheetPreloads(value.html);
  if (preloads) headers.link = preloads;
  value.headers = headers;
}

function tagsOf(value, ctx) {
  const header = value?.headers?.[TAGS_HEADER];
  const fromHeader = typeof header === 'string' ? header.split(',') : [];
  return [...new Set([...(ctx?.tags ?? []), ...fromHeader].filter((tag) => typeof tag === 'string' && tag))];
}

export default class PageCache {
  /** @param {{ serverDistDir?: string; maxMemoryCacheSize?: number }} options */
  constructor(options) {
    this.store = storeFor(options?.serverDistDir, options?.maxMemoryCacheSize);
  }

  /** @param {string} key @param {{ tags?: string[]; softTags?: string[] }} [ctx] */
  async get(key, ctx) {
    const entry = await this.store.read(key);
    if (!entry) return null;
    // Data fetched under tags, or a page whose own or implicit tags (its path) were revalidated since: rendered again.
    if (await this.store.revalidatedSince([...entry.tags, ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])], entry.lastModified)) {
      await this.store.remove(key);
      return null;
    }
    return { lastModified: entry.lastModified, value: entry.value, ...(entry.cacheControl ? { cacheControl: entry.cacheControl } : {}) };
  }

  /** @param {string} key @param {any} data @param {{ tags?: string[]; cacheControl?: unknown }} [ctx] */
  async set(key, data, ctx) {
    withHeadersFromHtml(data);
    if (!mayStore(key, data)) {
      await this.store.remove(key);
      return;
    }
    await this.store.write({ key, lastModified: Date.now(), tags: tagsOf(data, ctx), value: data, cacheControl: ctx?.cacheControl });
  }

  /** revalidateTag and revalidatePath (an implicit tag of the path): what carries one is rendered again when next asked. */
  async revalidateTag(tags) {
    const list = [tags].flat().filter((tag) => typeof tag === 'string');
    if (list.length) await this.store.markRevalidated(list, Date.now());
  }

  /** Nothing is kept per request. */
  resetRequestCache() {}
}
