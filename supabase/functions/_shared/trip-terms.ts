/**
 * A trip's money terms as every place states them: the trip page, its notes, checkout (lib/booking/terms.ts
 * re-exports this file) and the assistant (Deno). The facts are the trip's columns (deposit_percent, deposit_min_days,
 * balance_due_days, cancellation_fees); the words are the BookingTerms messages, given as a formatter, so the page
 * and the assistant say the same sentence. No imports: Deno and Next.js read this one file.
 */
export interface CancellationTier {
  /** The tier applies from this many days before departure... */
  fromDays: number;
  /** ...until this many (exclusive); null for the furthest tier. */
  untilDays: number | null;
  feePercent: number;
}

export interface DepositRule {
  depositPercent: number;
  depositMinDays: number;
  balanceDueDays: number;
}

export interface StoredTerms extends DepositRule {
  cancellation: CancellationTier[];
}

/** Whether the trip ever takes a deposit (0 % or 100 % means full payment only). */
export function offersDeposit(terms: Pick<DepositRule, 'depositPercent'>): boolean {
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

/** The BookingTerms messages the texts are made of. */
export type TermsKey =
  | 'deposit'
  | 'balance'
  | 'fullOnly'
  | 'anyTime'
  | 'fromDays'
  | 'lessThan'
  | 'between'
  | 'feeValue'
  | 'feeLine'
  | 'cancellationTitle'
  | 'cancellationSentence';
export type FormatTerms = (key: TermsKey, values?: Record<string, string | number>) => string;

export interface FeeText {
  when: string;
  fee: string;
}

export interface TermsTexts {
  /** The deposit rule, or that the trip is paid in full when booked. */
  deposit: string;
  /** When the balance is due; null when the trip takes no deposit. */
  balance: string | null;
  /** The deposit rule and the balance as one paragraph. */
  payment: string;
  /** The fee table's rows. */
  fees: FeeText[];
  /** The fee table as one sentence. */
  cancellation: string;
}

function whenCancelling(tier: CancellationTier, format: FormatTerms): string {
  if (tier.untilDays === null) return tier.fromDays === 0 ? format('anyTime') : format('fromDays', { days: tier.fromDays });
  if (tier.fromDays === 0) return format('lessThan', { days: tier.untilDays });
  return format('between', { from: tier.fromDays, to: tier.untilDays - 1 });
}

/** A table's first word inside a sentence ("less than 15 days", "de 30 a 59 días"). */
const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase() + text.slice(1);

/** Everything a page or an answer says about the terms, in the formatter's language. */
export function termsTexts(terms: StoredTerms, format: FormatTerms): TermsTexts {
  const deposit = offersDeposit(terms)
    ? format('deposit', { percent: terms.depositPercent, days: terms.depositMinDays })
    : format('fullOnly');
  const balance = offersDeposit(terms) ? format('balance', { days: terms.balanceDueDays }) : null;
  const fees = terms.cancellation.map((tier) => ({ when: whenCancelling(tier, format), fee: format('feeValue', { percent: tier.feePercent }) }));
  const list = fees.map((f) => format('feeLine', { when: lowerFirst(f.when), fee: f.fee })).join('; ');
  return {
    deposit,
    balance,
    payment: balance ? `${deposit} ${balance}` : deposit,
    fees,
    cancellation: format('cancellationSentence', { fees: list }),
  };
}

/**
 * What a trip's free text (practical information, FAQ answers, booking notes) may say instead of a number:
 * `{{payment}}`, `{{deposit}}`, `{{balance}}`, `{{cancellation}}` and `{{level}}`, filled with the trip's own terms and
 * level when the text is shown (docs/trip-terms.md).
 */
export const TEXT_PLACEHOLDERS = ['payment', 'deposit', 'balance', 'cancellation', 'level'] as const;
export type TextPlaceholder = (typeof TEXT_PLACEHOLDERS)[number];
const PLACEHOLDER = /\{\{\s*([a-z_]+)\s*\}\}/g;

const isPlaceholder = (name: string): name is TextPlaceholder => (TEXT_PLACEHOLDERS as readonly string[]).includes(name);

/** The text with its placeholders filled; an unknown one is left as written (the content checks report it). */
export function fillPlaceholders(text: string, values: Record<TextPlaceholder, string>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (isPlaceholder(name) ? values[name] : whole));
}

/** The placeholders of a text that nothing fills. */
export function unknownPlaceholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].flatMap((m) => (isPlaceholder(m[1] ?? '') ? [] : [m[0]]));
}

/** The values of the placeholders for one trip: its terms' texts, and its level as the level names say it. */
export function placeholderValues(texts: TermsTexts, level: string): Record<TextPlaceholder, string> {
  return { payment: texts.payment, deposit: texts.deposit, balance: texts.balance ?? '', cancellation: texts.cancellation, level };
}
