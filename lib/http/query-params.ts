/**
 * Control characters (U+0000 to U+001F and U+007F) are never part of a meaningful query value, and PostgreSQL cannot
 * store U+0000 at all: the name of the first parameter holding one, or null.
 */
export function parameterWithControlCharacters(params: URLSearchParams): string | null {
  for (const [key, value] of params) {
     
    if (/[\u0000-\u001f\u007f]/.test(key + value)) return key;
  }
  return null;
}
