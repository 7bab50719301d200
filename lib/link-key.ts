/**
 * The secrets the shop's e-mail links carry (a review invitation, a waitlist entry): 64 hexadecimal characters in the
 * `key` query parameter. Anything else is simply not found, without asking the database. A server action's arguments
 * are whatever the caller sent: anything but text (false, a number, an object) is no key either.
 */
export const linkKeyOf = (value: unknown): string | null => {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  const key = typeof first === 'string' ? first.trim() : null;
  return key && /^[0-9a-f]{64}$/.test(key) ? key : null;
};
