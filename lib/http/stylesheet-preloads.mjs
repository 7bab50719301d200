const LINK_TAG = /<link\b[^>]*>/gi;
/** An attribute's value in a tag, double-quoted, single-quoted or bare. */
const attributePattern = (name) => new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i');
const REL = attributePattern('rel');
const HREF = attributePattern('href');
const valueOf = (pattern, tag) => pattern.exec(tag)?.slice(1).find((v) => v !== undefined);
/** Only same-origin paths that need no escaping inside `<…>` of a Link header. */
const SAFE_PATH = /^\/(?!\/)[\w\-./~%]+$/;

/**
 * The `Link` header value that tells a browser to fetch a page's stylesheets as soon as the response's headers
 * arrive (`</_next/static/chunks/a.css>; rel=preload; as=style`), or null when its head names none. A page rendered per
 * request gets this header from React; a prerendered one is sent from Next's page cache without it, so the browser
 * would wait until it parses the head, behind the page's own bytes. Only the head is read, and only plain
 * same-origin paths are taken.
 *
 * @param {string} html
 * @returns {string | null}
 */
export function stylesheetPreloads(html) {
  const end = html.indexOf('</head>');
  const head = end === -1 ? '' : html.slice(0, end);
  const hrefs = new Set();
  for (const [tag] of head.matchAll(LINK_TAG)) {
    if (valueOf(REL, tag)?.toLowerCase() !== 'stylesheet') continue;
    const href = valueOf(HREF, tag);
    if (href && SAFE_PATH.test(href)) hrefs.add(href);
  }
  return hrefs.size ? [...hrefs].map((href) => `<${href}>; rel=preload; as=style`).join(', ') : null;
}
