/**
 * Which rendered answers the page cache may store (a plain module: the cache handler loads it as is). Only an answer
 * with status 200: a 404, a 405 or an error is sent with its headers but never kept, so no visitor's odd request
 * (a made-up id or slug, a POST to a file) can fill the disk or poison a page for everyone; such an answer is rendered
 * again when asked for again. The fixed answers are the exception: each language's not-found page and the blog's
 * page numbers, a set fixed at build (dynamicParams = false), are stored and regenerated like any page.
 */
// The key ends with the path (Next may put its own prefix before it).
const FIXED = /\/(?:en|es)\/(?:404|blog\/page\/\d+)$/;

/** The status of an answer, 200 when it has none (a page prerendered by the build). */
function statusOf(value) {
  const status = value.kind === 'FETCH' ? value.data?.status : value.status;
  return status === undefined ? 200 : status;
}

/**
 * @param {string} key the cache key (the path of the page or file)
 * @param {{ kind?: string; status?: number; data?: { status?: number } } | null | undefined} value
 * @returns {boolean}
 */
export function mayStore(key, value) {
  if (!value || typeof value !== 'object') return false;
  if (statusOf(value) === 200) return true;
  return (value.kind === 'APP_PAGE' || value.kind === 'APP_ROUTE') && FIXED.test(key);
}
