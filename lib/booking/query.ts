import { normalizeReference } from './reference';

/** The booking reference and key of a checkout, payment or confirmation address (?booking=BK-...&key=...). */
export function bookingQuery(query: Record<string, string | string[] | undefined>): { reference: string; key: string | null } | null {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const reference = normalizeReference(first(query.booking));
  if (!reference) return null;
  const key = first(query.key)?.trim();
  return { reference, key: key && /^[0-9a-f]{64}$/.test(key) ? key : null };
}
