/** A booking reference as the database stores it: BK- and six capital letters or digits. */
const REFERENCE = /^BK-[0-9A-Z]{6}$/;

/**
 * The one reading of a booking reference that a person typed, pasted or an address carries: any case, spaces
 * anywhere (a phone's keyboard adds them). Every limit, lookup and link uses this form, so "bk-abc 123" and
 * "BK-ABC123" are the same booking and count against the same limits. Null when it is not a reference at all.
 */
export function normalizeReference(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > 64) return null;
  const clean = raw.replace(/\s+/g, '').toUpperCase();
  return REFERENCE.test(clean) ? clean : null;
}
