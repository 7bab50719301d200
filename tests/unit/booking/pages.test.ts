import { bookingErrorOf } from '@/lib/booking/booking';
import { groupByMonth } from '@/lib/booking/departure-groups';
import { bookingQuery } from '@/lib/booking/query';
import type { Departure } from '@/lib/data/trips';

const departure = (id: number, startDate: string, extra: Partial<Departure> = {}): Departure => ({
  id, tripId: 1, startDate, endDate: startDate, category: 'standard', groupType: 'open', listPriceCents: 200000,
  unitPriceCents: 180000, discountPercent: 10, placesLeft: 4, availability: 'available', bookable: true,
  depositAvailable: true, depositPercent: 30, balanceDueOn: null, guaranteed: false, travellersNeeded: 2, minGroupSize: 4, ...extra,
});

const texts = {
  category: (c: string) => c, groupType: (g: string) => g, discount: (p: number) => `-${p}%`,
};

describe('groupByMonth', () => {
  it('groups departures by the month they start, in date order, with texts in the language', () => {
    const groups = groupByMonth([
      departure(3, '2027-03-02'),
      departure(1, '2027-02-27', { availability: 'sold_out', placesLeft: 0, bookable: false }),
      departure(2, '2027-02-03', { unitPriceCents: 200000, discountPercent: 0 }),
    ], 'es', texts);
    expect(groups.map((g) => [g.label, g.departures.map((d) => d.id)])).toEqual([['Febrero de 2027', [2, 1]], ['Marzo de 2027', [3]]]);
    const [feb] = groups;
    expect(feb!.departures[1]).toMatchObject({ availability: 'sold_out', placesLeft: 0, bookable: false });
    expect(feb!.departures[0]).toMatchObject({ listPrice: null, discount: null });
    expect(groups[1]!.departures[0]).toMatchObject({ price: '1.800\u00a0€', listPrice: '2.000\u00a0€', discount: '-10%' });
  });
});

describe('bookingQuery', () => {
  it('reads a well-formed reference and key, and nothing else', () => {
    const key = 'a'.repeat(64);
    expect(bookingQuery({ booking: 'bk-6we75v', key })).toEqual({ reference: 'BK-6WE75V', key });
    expect(bookingQuery({ booking: 'BK-6WE75V', key: 'short' })).toEqual({ reference: 'BK-6WE75V', key: null });
    expect(bookingQuery({ booking: "BK-1'; drop" })).toBeNull();
    expect(bookingQuery({})).toBeNull();
  });
});

describe('bookingErrorOf', () => {
  it('uses the database hint for known errors, and never leaks others', () => {
    expect(bookingErrorOf({ code: 'P0001', hint: 'sold_out' })).toBe('sold_out');
    expect(bookingErrorOf({ code: '22023', hint: null })).toBe('invalid');
    expect(bookingErrorOf({ code: 'P0001', hint: 'something_else' })).toBe('failed');
    expect(bookingErrorOf(null)).toBe('failed');
  });
});
