import { normalizeReference } from './reference';

/**
 * How many booking attempts one client (one address) may make in a window: holds, checkout saves and payments. The
 * payment limit keeps the card form from being used to test stolen card numbers; the others keep one visitor from
 * churning holds. SHOP_RATE_LIMIT_FACTOR multiplies the per-client numbers where many people share one address (the
 * browser tests all come from one); the per-booking payment limit never changes.
 */
export const BOOKING_LIMITS = {
  holdPerClient: { max: 20, seconds: 600 },
  checkoutPerClient: { max: 30, seconds: 600 },
  // Few enough that nobody guesses promotion codes by trying them.
  promotionCodePerClient: { max: 20, seconds: 600 },
  // Each sign-up e-mails an address: few enough that nobody floods inboxes through the shop (the database also limits
  // the e-mails to one address, join_waitlist).
  waitlistPerClient: { max: 10, seconds: 600 },
  payPerClient: { max: 10, seconds: 600 },
  // Gift voucher purchases started (each a pending row until paid): enough for a family's presents, not for a flood.
  giftVoucherPerClient: { max: 10, seconds: 600 },
  // Balance look-ups of a voucher code: few enough that nobody finds codes by trying them (as promotion codes).
  voucherBalancePerClient: { max: 20, seconds: 600 },
  payPerBooking: { max: 10, seconds: 3600 },
  // Photos sent with a review (app/api/reviews/photos): each is decoded and re-encoded, so a client's uploads are bounded.
  reviewPhotoPerClient: { max: 40, seconds: 3600 },
} as const;

type LimitName = keyof typeof BOOKING_LIMITS;

export function bookingLimit(name: LimitName, env: Record<string, string | undefined> = process.env): { max: number; seconds: number } {
  const limit = BOOKING_LIMITS[name];
  if (name === 'payPerBooking') return limit;
  const factor = Number(env.SHOP_RATE_LIMIT_FACTOR ?? '1');
  return Number.isInteger(factor) && factor >= 1 && factor <= 10_000 ? { ...limit, max: limit.max * factor } : limit;
}

/** The buckets one card payment counts against: its client's and its booking's (the reference in its one form). */
export function paymentBuckets(clientKey: string, reference: string): { client: string; booking: string } {
  return { client: `pay:client:${clientKey}`, booking: `pay:booking:${normalizeReference(reference) ?? 'malformed'}` };
}
