import { annualSaving, isSubscription, periodEnd } from '@/lib/courses/plan-terms';

describe('plan terms computed from the prices and dates', () => {
  test('the annual plan against twelve monthly payments, rounded down so the claim is never larger than the truth', () => {
    // 12 x 19 EUR = 228 EUR against 149 EUR: 79 EUR saved, 4.16 months, 34.6 %.
    expect(annualSaving(1900, 14900)).toEqual({ monthsFree: 4, percent: 34 });
    expect(annualSaving(1000, 10000)).toEqual({ monthsFree: 2, percent: 16 });
    expect(annualSaving(1900, 22800)).toBeNull();
    expect(annualSaving(1900, 30000)).toBeNull();
    expect(annualSaving(undefined, 14900)).toBeNull();
    expect(annualSaving(0, 14900)).toBeNull();
  });

  test('the next charge is a calendar month or year later, on the last day when the month is shorter', () => {
    const at = (iso: string) => new Date(iso);
    expect(periodEnd('monthly', at('2026-12-03T10:00:00Z')).toISOString()).toBe('2027-01-03T10:00:00.000Z');
    expect(periodEnd('monthly', at('2027-01-31T23:30:00Z')).toISOString()).toBe('2027-02-28T23:30:00.000Z');
    expect(periodEnd('monthly', at('2028-01-31T08:00:00Z')).toISOString()).toBe('2028-02-29T08:00:00.000Z');
    expect(periodEnd('annual', at('2028-02-29T08:00:00Z')).toISOString()).toBe('2029-02-28T08:00:00.000Z');
    expect(periodEnd('annual', at('2026-12-03T10:00:00Z')).toISOString()).toBe('2027-12-03T10:00:00.000Z');
  });

  test('only monthly and annual plans renew', () => {
    expect(['course', 'monthly', 'annual', 'lifetime'].filter((k) => isSubscription(k as 'course'))).toEqual(['monthly', 'annual']);
  });
});
