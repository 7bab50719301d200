import { createHash } from 'node:crypto';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const JAVASCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/**
 * The CSP hash sources ("'sha256-…'") of a page's inline scripts, in order of first appearance: Next's bootstrap and
 * the React Server Components payload it inlines (`self.__next_f.push(…)`), which differ from page to page and from
 * one regeneration to the next. Scripts with a src, and data blocks (JSON-LD), run nothing inline and are left out.
 * A browser hashes the exact text between the tags, which is what is hashed here.
 *
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(` ${attributes}`)?.[1]?.toLowerCase() ?? '';
    if (!JAVASCRIPT_TYPES.has(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
