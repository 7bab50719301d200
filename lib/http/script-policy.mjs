/**
 * The script-src directive shared by the middleware (a nonce for pages rendered per request) and the page cache
 * (hashes of a prerendered page's inline scripts): the site's own script files, the review widget's origin when one
 * is configured, and the given sources. Never 'unsafe-inline'.
 * Plain JavaScript: Next loads the cache handler that uses it without compiling it.
 *
 * @param {string[]} sources hash or nonce sources, quoted ("'sha256-…'", "'nonce-…'")
 * @param {string | undefined} reviewWidgetScriptUrl
 * @returns {string}
 */
export function scriptPolicy(sources, reviewWidgetScriptUrl) {
  let widget = '';
  try {
    widget = reviewWidgetScriptUrl ? ` ${new URL(reviewWidgetScriptUrl).origin}` : '';
  } catch {
    widget = '';
  }
  return `script-src 'self'${widget}${sources.map((s) => ` ${s}`).join('')}`;
}
