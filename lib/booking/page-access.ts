import { normalizeReference } from './reference';

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The reference of a booking page's address and its key (?key=...), or null when the reference is malformed. */
export function bookingPageAccess(reference: string, query: Record<string, string | string[] | undefined>): { reference: string; key: string | null } | null {
  const clean = normalizeReference(safeDecode(reference));
  if (!clean) return null;
  const raw = Array.isArray(query.key) ? query.key[0] : query.key;
  const key = raw?.trim();
  return { reference: clean, key: key && /^[0-9a-f]{64}$/.test(key) ? key : null };
}
