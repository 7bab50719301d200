/**
 * The rules for assistant text, as data the widget turns into React elements (never HTML): 【…】 citations
 * removed, markdown images and HTML tags dropped, URLs and site paths as links (http, https or same-site only),
 * **bold**, and "Desde N €" / "From N €" prices marked for highlighting.
 */
export type Token =
  | { type: 'text'; text: string; bold: boolean }
  | { type: 'price'; text: string; bold: boolean }
  | { type: 'link'; href: string; label: string | null; bold: boolean };

/** One line of the answer; an empty array is a blank line. */
export type Line = Token[];

const CITATION = /【[^】]*】|[【】]/g;
// A link target may hold one level of parentheses, as in javascript:alert(1).
const TARGET = String.raw`\(((?:[^()\s]|\([^()\s]*\))*)\)`;
const IMAGE = new RegExp(String.raw`!\[[^\]]*\]` + TARGET, 'g');
const HTML_TAG = /<\/?[a-zA-Z][^<>]*>/g;
const PRICE = /(?:Desde|From)\s+\d{1,3}(?:[.,\u00a0 ]\d{3})*(?:[.,]\d{1,2})?\s?€/g;
const BOLD_PRICE = /(Desde|From)\s+\*\*\s*([\d.,\u00a0 ]+?)\s*\*\*\s?€/g;
// A markdown link, an absolute URL, or a same-site path such as /en/travel/1/slug.
const LINKISH = new RegExp(
  String.raw`\[([^\]\n]*)\]` + TARGET + String.raw`|\bhttps?:\/\/[^\s<>"'\x60]+|(?<![\w/.])\/(?:en|es)(?:\/[^\s<>"'\x60()[\]]*)?`,
  'g',
);
const TRAILING = /[.,;:!?)\]'"*]+$/;

/** An href the widget may render, or null: only http(s) URLs and same-site paths, never javascript:, data: etc. */
export function safeHref(raw: string): string | null {
  const href = raw.trim();
  if (href.startsWith('/') && !href.startsWith('//') && !href.includes('\\')) return href;
  try {
    const url = new URL(href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export function cleanAssistantText(text: string): string {
  return text.replace(CITATION, '').replace(IMAGE, '').replace(HTML_TAG, '').replace(BOLD_PRICE, '$1 $2 €');
}

function pushText(tokens: Token[], text: string, bold: boolean): void {
  let last = 0;
  for (const match of text.matchAll(PRICE)) {
    const at = match.index ?? 0;
    if (at > last) tokens.push({ type: 'text', text: text.slice(last, at), bold });
    tokens.push({ type: 'price', text: match[0], bold });
    last = at + match[0].length;
  }
  if (last < text.length) tokens.push({ type: 'text', text: text.slice(last), bold });
}

/** Text with "**" markers toggling bold; an unpaired last marker stays literal. */
function pushMarked(tokens: Token[], text: string, state: { bold: boolean; markersLeft: number }): void {
  const parts = text.split('**');
  parts.forEach((part, index) => {
    if (index > 0) {
      if (state.markersLeft > 1 || state.bold) {
        state.bold = !state.bold;
        state.markersLeft--;
      } else {
        part = `**${part}`;
        state.markersLeft--;
      }
    }
    if (part) pushText(tokens, part, state.bold);
  });
}

// Markers inside a markdown link's label are dropped with the label's markup, so they do not pair with others.
function countMarkers(line: string): number {
  return (line.replace(new RegExp(String.raw`\[[^\]\n]*\]` + TARGET, 'g'), '').match(/\*\*/g) ?? []).length;
}

function parseLine(line: string): Line {
  const tokens: Token[] = [];
  const state = { bold: false, markersLeft: countMarkers(line) };
  let last = 0;
  for (const match of line.matchAll(LINKISH)) {
    const at = match.index ?? 0;
    let raw = match[0];
    let label: string | null = null;
    let href: string | null;
    if (match[2] !== undefined) {
      label = (match[1] ?? '').replace(/\*\*/g, '').trim() || null;
      href = safeHref(match[2]);
    } else {
      raw = raw.replace(TRAILING, '');
      href = safeHref(raw);
    }
    pushMarked(tokens, line.slice(last, at), state);
    if (href) tokens.push({ type: 'link', href, label, bold: state.bold });
    else if (label) pushText(tokens, label, state.bold);
    last = at + raw.length;
  }
  pushMarked(tokens, line.slice(last), state);
  return tokens;
}

export function parseAssistantText(text: string): Line[] {
  return cleanAssistantText(text)
    .split(/\r?\n/)
    .map((line) => parseLine(line.replace(/[ \t]+$/, '')));
}
