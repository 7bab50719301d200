/**
 * Words of a query as read_search_query sees them (private.search_normalize): lower case, no accents, thousands
 * separators dropped ("1.000" -> "1000"), "€" as "eur", anything else but letters and digits a space.
 */
export function normalizeQuery(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/(\d)[.,](\d{3})(?!\d)/g, '$1$2')
    .replace(/€/g, ' eur ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * The query without the words a chip was read from (its normalized `source`), as the visitor typed the rest: removing
 * a chip removes its filter. Tokens are whole words as typed, so "1.000€" goes with "menos de 1000 eur".
 */
export function withoutSource(query: string, source: string): string {
  const wanted = source.split(' ').filter(Boolean);
  const tokens = query.split(/\s+/).filter(Boolean);
  const words = tokens.flatMap((token, index) => normalizeQuery(token).split(' ').filter(Boolean).map((word) => ({ word, index })));
  for (let start = 0; start + wanted.length <= words.length && wanted.length > 0; start++) {
    if (!wanted.every((word, i) => words[start + i]?.word === word)) continue;
    const first = words[start]?.index ?? 0;
    const last = words[start + wanted.length - 1]?.index ?? first;
    return [...tokens.slice(0, first), ...tokens.slice(last + 1)].join(' ');
  }
  return query;
}
