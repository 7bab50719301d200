/**
 * What gift_voucher_limits() states (docs/promotions.md#gift-vouchers): the amounts the shop sells, the length of a
 * recipient's name and of a message, and what a voucher always leaves to the card at checkout. Read from the
 * database by lib/data/gift-vouchers.ts; every page, form and check takes them from there.
 */
export interface GiftVoucherLimits {
  minCents: number;
  maxCents: number;
  stepCents: number;
  nameMaxLength: number;
  messageMaxLength: number;
  cardMinCents: number;
}

/** The database's answer, or null when it is not the shape this code knows (the caller then fails loudly). */
export function parseGiftVoucherLimits(value: unknown): GiftVoucherLimits | null {
  const row = (value ?? {}) as Record<string, unknown>;
  const limits = {
    minCents: row.min_cents, maxCents: row.max_cents, stepCents: row.step_cents,
    nameMaxLength: row.name_max_length, messageMaxLength: row.message_max_length, cardMinCents: row.card_min_cents,
  };
  const whole = Object.values(limits).every((n) => Number.isSafeInteger(n) && (n as number) >= 0);
  return whole && (limits.stepCents as number) > 0 && (limits.minCents as number) <= (limits.maxCents as number) ? (limits as GiftVoucherLimits) : null;
}

/**
 * The amounts the form offers with one tap: the least the shop sells and its doublings up to the most, four at most
 * (25, 50, 100, 200 € with today's limits), so no amount is written anywhere but in the database.
 */
export function suggestedAmounts(limits: GiftVoucherLimits): number[] {
  const amounts: number[] = [];
  for (let cents = limits.minCents; cents <= limits.maxCents && amounts.length < 4; cents *= 2) amounts.push(cents / 100);
  return amounts;
}
