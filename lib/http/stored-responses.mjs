/**
 * Which rendered responses the page cache may store (a plain module: the cache handler loads it as is). A page or
 * file that answered "not found" or "moved" for an address nobody published creates no entry, so made-up ids and
 * slugs (now answered by the pages themselves: notFound(), permanentRedirect()) cannot fill the disk; such an answer
 * is rendered again when asked for again. The fixed answers are the exception: each language's not-found page and the
 * blog's page numbers, a set fixed at build (dynamicParams = false), are stored and regenerated like any page.
 */
// The key ends with the path (Next may put its own prefix before it).
const FIXED = /\/(?:en|es)\/(?:404|blog\/page\/\d+)$/;

/**
 * @param {string} key the cache key (the path of the page or file)
 * @param {{ kind?: string; status?: number } | null | undefined} value
 * @returns {boolean}
 */
export function mayStore(key, value) {
  if (!value || (value.kind !== 'APP_PAGE' && value.kind !== 'APP_ROUTE')) return true;
  const status = value.status ?? 200;
  return status < 300 || FIXED.test(key);
}
