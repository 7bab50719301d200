/** Lower case, no accents, punctuation turned into spaces (digits, "." and "," kept for amounts). */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/€/g, ' eur ')
    .replace(/[^a-z0-9.,ñ\s-]/g, ' ')
    .replace(/(?<!\d)[.,]|[.,](?!\d)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function words(text: string): string[] {
  return normalize(text).split(/[\s-]+/).filter(Boolean);
}

export function hasAny(text: string, pattern: RegExp): boolean {
  return pattern.test(text);
}
