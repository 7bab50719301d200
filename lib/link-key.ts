/**
 * The secrets the shop's e-mail links carry (a review invitation, a waitlist entry): 64 hexadecimal characters in the
 * `key` query parameter. Anything else is simply not found, without asking the database.
 */
export const linkKeyOf = (value: string | string[] | undefined): string | null => {
  const key = (Array.isArray(value) ? value[0] : value)?.trim();
  return key && /^[0-9a-f]{64}$/.test(key) ? key : null;
};
