/**
 * The terms of the library's plans, computed from their prices and dates: what a subscription's period is, when it
 * next charges, and what the annual plan saves. Every page, the payment page and the test provider use these, so the
 * shop never states a saving or a date the data does not give.
 */
export type PlanKind = 'course' | 'monthly' | 'annual' | 'lifetime';
export type SubscriptionKind = 'monthly' | 'annual';

export const isSubscription = (kind: PlanKind): kind is SubscriptionKind => kind === 'monthly' || kind === 'annual';

/**
 * The end of a period that starts at `from`: one calendar month or year later, on the same day, or the month's last
 * day when it has no such day (31 January -> 28 February), as Stripe Billing and PostgreSQL's `+ interval '1 month'`
 * count. It is the next charge of a subscription started at `from`.
 */
export function periodEnd(kind: SubscriptionKind, from: Date): Date {
  const months = kind === 'monthly' ? 1 : 12;
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const end = new Date(from);
  end.setUTCFullYear(year, month, Math.min(from.getUTCDate(), lastDay));
  return end;
}

export interface AnnualSaving {
  /** Whole months of the monthly plan that the annual price leaves free (rounded down). */
  monthsFree: number;
  /** The share of twelve monthly payments saved, in whole percent (rounded down). */
  percent: number;
}

/**
 * What a year of the annual plan saves against twelve monthly payments: 12 x 19 EUR = 228 EUR against 149 EUR is
 * 79 EUR, 4.2 months or 34.6%, said as "4 months" and "34%": rounded down, so the claim is never larger than the
 * truth. Null when it saves nothing (or a price is missing).
 */
export function annualSaving(monthlyCents: number | null | undefined, annualCents: number | null | undefined): AnnualSaving | null {
  if (!monthlyCents || !annualCents || monthlyCents <= 0) return null;
  const saved = 12 * monthlyCents - annualCents;
  if (saved <= 0) return null;
  return { monthsFree: Math.floor(saved / monthlyCents), percent: Math.floor((saved * 100) / (12 * monthlyCents)) };
}
