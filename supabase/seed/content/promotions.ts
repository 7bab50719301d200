/**
 * The demo promotion codes (docs/promotions.md). The README names DEMO_PROMOTION_CODE, and the browser tests apply
 * it: change it here and there together. Windows are in days relative to the day the seed is loaded.
 */
export interface SeedPromotion {
  code: string;
  percentOff: number | null;
  amountOffCents: number | null;
  /** Valid from this many days before the seed is loaded, until this many days after. */
  fromDays: number;
  untilDays: number;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  minSpendCents: number;
}

export const DEMO_PROMOTION_CODE = 'WELCOME10';

export const promotions: SeedPromotion[] = [
  // 10 % off any trip of 300 € or more, once per customer.
  { code: DEMO_PROMOTION_CODE, percentOff: 10, amountOffCents: null, fromDays: 1, untilDays: 365, maxUses: 1000, maxUsesPerCustomer: 1, minSpendCents: 30000 },
  // 50 € off, for a hundred bookings in the next three months.
  { code: 'TRAIL50', percentOff: null, amountOffCents: 5000, fromDays: 1, untilDays: 90, maxUses: 100, maxUsesPerCustomer: null, minSpendCents: 0 },
];
