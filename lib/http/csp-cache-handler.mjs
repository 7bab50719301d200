import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { inlineScriptHashes } from './inline-scripts.mjs';
import { scriptPolicy } from './script-policy.mjs';
import { scriptsAfterPaint } from './scripts-after-paint.mjs';
import { mayStore } from './stored-responses.mjs';
import { stylesheetPreloads } from './stylesheet-preloads.mjs';

/**
 * Next's own page cache (files in the build folder, an in-memory copy). Every statically rendered page it stores or
 * reads has its scripts fetched once it has painted (scripts-after-paint.mjs), and two headers, both computed from the
 * very HTML they describe when the page is rendered (build, first visit, regeneration) or first read, and cached with
 * it in any cache in front:
 * - a Content-Security-Policy script-src with the hashes of that page's inline scripts, so the pages stay static and
 *   cacheable without 'unsafe-inline' or per-request nonces. Next sends a cached page's headers after the ones of
 *   next.config, so this policy is a second one beside the base policy (a browser enforces both);
 * - a `Link` preload of its stylesheets, as React gives a page rendered per request: the browser asks for the CSS
 *   when the headers arrive instead of after parsing the head (and a CDN may turn it into an early hint).
 */
const FileSystemCache = fileSystemCache.default ?? fileSystemCache;
/** The scripts and both headers are done together, so a cached copy without the policy has none of them. */
const POLICY_HEADER = 'content-security-policy';

/** @param {{ kind?: string; html?: unknown; headers?: Record<string, string | string[] | number | undefined> } | null | undefined} value */
function withHeadersFromHtml(value) {
  if (!value || value.kind !== 'APP_PAGE' || typeof value.html !== 'string') return;
  value.html = scriptsAfterPaint(value.html);
  const headers = value.headers ?? {};
  headers[POLICY_HEADER] = scriptPolicy(inlineScriptHashes(value.html), process.env.NEXT_PUBLIC_REVIEW_WIDGET_SCRIPT_URL);
  const preloads = stylesheetPreloads(value.html);
  if (preloads) headers.link = preloads;
  value.headers = headers;
}

export default class CspCacheHandler extends FileSystemCache {
  /** @param {...any} args */
  async get(...args) {
    const entry = await super.get(...args);
    if (entry?.value && !entry.value.headers?.[POLICY_HEADER]) withHeadersFromHtml(entry.value);
    return entry;
  }

  /** @param {string} key @param {any} data @param {any} ctx */
  async set(key, data, ctx) {
    if (!mayStore(key, data)) return;
    withHeadersFromHtml(data);
    return super.set(key, data, ctx);
  }

  /**
   * An on-demand revalidation (revalidatePath and revalidateTag) also empties the production server's memory of the
   * pages it just sent (lib/http/page-memo.ts, where this symbol is named), so the next visit reaches Next.
   * @param {...any} args
   */
  async revalidateTag(...args) {
    const done = await super.revalidateTag(...args);
    /** @type {{ forgetAll(): void } | null | undefined} */
    const memo = Reflect.get(globalThis, Symbol.for('shop.pageMemo'));
    memo?.forgetAll();
    return done;
  }
}
