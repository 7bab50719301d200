import { fromSearchParams, remember, RECENT_LIMIT, toSearchParams } from '@/lib/random-trip/query';

describe('random trip query', () => {
  it('round-trips the filters and the recent trips', () => {
    const query = { lang: 'es' as const, activity: 15, country: null, maxPrice: 1000, exclude: [3, 7] };
    expect(fromSearchParams(toSearchParams(query))).toEqual(query);
  });

  it('sends only the last few trips shown', () => {
    const params = toSearchParams({ lang: 'en', activity: null, country: null, maxPrice: null, exclude: [1, 2, 3, 4, 5, 6, 7] });
    expect(params.get('exclude')?.split(',')).toHaveLength(RECENT_LIMIT);
  });

  it.each(['lang=fr', 'lang=en&activity=abc', 'lang=en&exclude=1,,2', 'lang=en&maxPrice=-5', 'lang=en&exclude=1,2,3,4,5,6'])(
    'refuses %s',
    (search) => expect(fromSearchParams(new URLSearchParams(search))).toBeNull(),
  );

  it('remembers the newest trip last, once, within the limit', () => {
    expect(remember([1, 2, 3], 2)).toEqual([1, 3, 2]);
    expect(remember([1, 2, 3, 4, 5], 6)).toEqual([2, 3, 4, 5, 6]);
  });
});
