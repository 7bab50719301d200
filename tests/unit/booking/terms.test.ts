import { cancellationTiers, offersDeposit } from '@/lib/booking/terms';

describe('cancellationTiers', () => {
  it('turns the stored tiers into ranges, furthest first', () => {
    const stored = [{ from_days: 60, fee_percent: 10 }, { from_days: 30, fee_percent: 50 }, { from_days: 0, fee_percent: 100 }];
    expect(cancellationTiers(stored)).toEqual([
      { fromDays: 60, untilDays: null, feePercent: 10 },
      { fromDays: 30, untilDays: 60, feePercent: 50 },
      { fromDays: 0, untilDays: 30, feePercent: 100 },
    ]);
  });

  it.each([
    ['not an array', { from_days: 0, fee_percent: 100 }],
    ['no tier from 0 days', [{ from_days: 30, fee_percent: 50 }]],
    ['tiers out of order', [{ from_days: 0, fee_percent: 100 }, { from_days: 30, fee_percent: 50 }]],
    ['a text where a number belongs', [{ from_days: 'soon', fee_percent: 100 }]],
  ])('prints nothing rather than wrong terms for %s', (_label, stored) => {
    expect(cancellationTiers(stored)).toEqual([]);
  });
});

describe('offersDeposit', () => {
  it.each([[0, false], [30, true], [99, true], [100, false]])('%p %% deposit -> %p', (percent, offered) => {
    expect(offersDeposit({ depositPercent: percent })).toBe(offered);
  });
});
