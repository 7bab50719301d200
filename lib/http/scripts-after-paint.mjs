/**
 * A page's own scripts, fetched once it has painted (public/scripts-after-paint.js) instead of as soon as its head is
 * parsed. Next writes every script chunk of a page as `<script src async>` in the head (and a preload of its entry):
 * on a slow connection they share the line with the page's stylesheet and its largest image, and on a fast one they
 * run before the first paint, so the page shows later either way (Lighthouse's simulated LCP counts every script that
 * was loaded and run before the page's largest paint: 1.3 s home page without them, 2.5 s with).
 *
 * Each such tag becomes an inert data block that names its chunk, `<script type="text/x-after-paint" data-src="…">`
 * (not fetched, not run, outside any script-src), and the first one is preceded by the loader. The loader is a file of
 * the site ('self'), so neither the page's hash policy nor a per-request nonce changes. Only same-origin chunks under
 * /_next/static/ are taken; a script of another kind (noModule, a type, no async) is left as it is.
 */
const SCRIPT_TAG = /<script\b([^>]*)>\s*<\/script>/gi;
const PRELOAD_TAG = /<link\b([^>]*)\/?>/gi;
const CHUNK = /^\/_next\/static\/[\w\-./~%]+\.js$/;
export const LOADER_PATH = '/scripts-after-paint.js';
export const INERT_TYPE = 'text/x-after-paint';

/** The attributes of a tag, by lower-case name (a bare attribute has the value ''). @param {string} text */
function attributesOf(text) {
  /** @type {Map<string, string>} */
  const attributes = new Map();
  for (const [, name = '', double, single, bare] of text.matchAll(/([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    attributes.set(name.toLowerCase(), double ?? single ?? bare ?? '');
  }
  return attributes;
}

/**
 * The rewrite of one piece of a page; `state.loaderAdded` says whether an earlier piece (or this one) has the loader.
 * @param {string} html @param {{ loaderAdded: boolean }} state @returns {string}
 */
function rewrite(html, state) {
  state.loaderAdded ||= html.includes(`src="${LOADER_PATH}"`);
  const deferred = html.replace(SCRIPT_TAG, (tag, text) => {
    const attributes = attributesOf(text);
    const src = attributes.get('src');
    const plain = [...attributes.keys()].every((name) => name === 'src' || name === 'async' || name === 'nonce');
    if (!src || !CHUNK.test(src) || !attributes.has('async') || !plain) return tag;
    const nonce = attributes.has('nonce') ? ` nonce="${attributes.get('nonce')}"` : '';
    const loader = state.loaderAdded ? '' : `<script src="${LOADER_PATH}" async=""${nonce}></script>`;
    state.loaderAdded = true;
    return `${loader}<script type="${INERT_TYPE}" data-src="${src}"></script>`;
  });
  return deferred.replace(PRELOAD_TAG, (tag, text) => {
    const attributes = attributesOf(text);
    const isScriptPreload = attributes.get('rel')?.toLowerCase() === 'preload' && attributes.get('as')?.toLowerCase() === 'script';
    return isScriptPreload && CHUNK.test(attributes.get('href') ?? '') ? '' : tag;
  });
}

/** A whole page (a prerendered one, from Next's page cache). @param {string} html @returns {string} */
export function scriptsAfterPaint(html) {
  return rewrite(html, { loaderAdded: false });
}

/** A tag this long is not one of Next's script tags: it is passed on rather than held back for the next piece. */
const LONGEST_TAG = 1024;

/**
 * The same for a page sent in pieces (rendered per request, streamed): each piece is rewritten as it comes, except a
 * tag it ends inside of (or a script tag whose closing tag has not come yet), which is held back and put before the
 * next piece. `end` gives what is held back. The pieces are text in which each byte is one character (latin1), so a
 * UTF-8 character cut between two pieces goes through untouched.
 */
export function scriptsAfterPaintInPieces() {
  const state = { loaderAdded: false };
  let held = '';
  return {
    /** @param {string} piece @returns {string} */
    write(piece) {
      const text = held + piece;
      let cut = text.length;
      const script = text.lastIndexOf('<script');
      if (script !== -1 && !text.includes('</script>', script) && text.length - script < LONGEST_TAG) cut = script;
      const open = text.lastIndexOf('<');
      if (open !== -1 && !text.includes('>', open) && text.length - open < LONGEST_TAG) cut = Math.min(cut, open);
      held = text.slice(cut);
      return rewrite(text.slice(0, cut), state);
    },
    /** @returns {string} */
    end() {
      const rest = rewrite(held, state);
      held = '';
      return rest;
    },
  };
}
