/** A trip's booking terms, as stored per trip (see the trips table) and shown on the trip page and at checkout. */
export interface CancellationTier {
  /** The tier applies from this many days before departure... */
  fromDays: number;
  /** ...until this many (exclusive); null for the furthest tier. */
  untilDays: number | null;
  feePercent: number;
}

export interface BookingTerms {
  depositPercent: number;
  depositMinDays: number;
  balanceDueDays: number;
  cancellation: CancellationTier[];
  notes: string | null;
}

/** Whether the trip ever takes a deposit (0 % or 100 % means full payment only). */
export function offersDeposit(terms: Pick<BookingTerms, 'depositPercent'>): boolean {
  return terms.depositPercent > 0 && terms.depositPercent < 100;
}

/**
 * The stored tiers (`[{from_days, fee_percent}]`, furthest first, the last from 0 days) as ranges to print.
 * Anything malformed yields no tiers rather than wrong ones; the database refuses malformed tiers anyway.
 */
export function cancellationTiers(stored: unknown): CancellationTier[] {
  if (!Array.isArray(stored)) return [];
  const tiers: CancellationTier[] = [];
  let previous: number | null = null;
  for (const entry of stored) {
    const fromDays = Number((entry as { from_days?: unknown })?.from_days);
    const feePercent = Number((entry as { fee_percent?: unknown })?.fee_percent);
    if (!Number.isInteger(fromDays) || !Number.isInteger(feePercent) || fromDays < 0) return [];
    if (previous !== null && fromDays >= previous) return [];
    tiers.push({ fromDays, untilDays: previous, feePercent });
    previous = fromDays;
  }
  return previous === 0 ? tiers : [];
}
