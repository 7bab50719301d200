import { joinsWaitlist, parseWaitlistEntry, waitlistErrorOf } from '@/lib/booking/waitlist';
import { waitlistSchema } from '@/lib/booking/waitlist-schema';
import { formatTimeLeft } from '@/lib/format';

const row = {
  status: 'waiting', places: 2, lang: 'es', email: 'eva@example.test', confirm_by: '2027-03-04T10:00:00Z', position: 3, waiting: 5,
  hold_expires_at: null, departure: { id: 9, trip_id: 4, start_date: '2027-05-01', end_date: '2027-05-09', category: 'standard' },
  trip_titles: { en: 'Trek', es: 'Travesía' },
};

describe('a waitlist entry as the pages take it', () => {
  it('reads the database’s answer, and refuses anything that is not one', () => {
    expect(parseWaitlistEntry(row)).toEqual({
      status: 'waiting', places: 2, lang: 'es', email: 'eva@example.test', confirmBy: '2027-03-04T10:00:00Z', position: 3, waiting: 5,
      holdExpiresAt: null, departure: { id: 9, tripId: 4, startDate: '2027-05-01', endDate: '2027-05-09' }, tripTitles: { en: 'Trek', es: 'Travesía' },
    });
    for (const value of [null, {}, { ...row, status: 'lost' }, { ...row, departure: null }, { ...row, places: '2' }]) {
      expect(() => parseWaitlistEntry(value)).toThrow('Not a waitlist entry');
    }
  });

  it('names the refusals the database hints, input it refused as invalid, and anything else as failed', () => {
    expect(waitlistErrorOf({ hint: 'places_available' })).toBe('places_available');
    expect(waitlistErrorOf({ hint: 'confirm_expired' })).toBe('confirm_expired');
    expect(waitlistErrorOf({ code: '22023', hint: null })).toBe('invalid');
    expect(waitlistErrorOf({ code: 'P0001', hint: 'something_else' })).toBe('failed');
    expect(waitlistErrorOf({ hint: 'failed', code: '22023' })).toBe('invalid');
    expect(waitlistErrorOf(null)).toBe('failed');
  });

  it('offers the list of a departure only when it is sold out and the live read says its list is open', () => {
    const soldOut = { id: 1, placesLeft: 0, availability: 'sold_out' as const, bookable: false, guaranteed: false, travellersNeeded: 2 };
    expect(joinsWaitlist({ ...soldOut, waitlistOpen: true })).toBe(true);
    expect(joinsWaitlist({ ...soldOut, waitlistOpen: false })).toBe(false);
    // A cached page's departure (the live read has not answered yet) and a departure with places are not offered it.
    expect(joinsWaitlist(soldOut)).toBe(false);
    expect(joinsWaitlist({ ...soldOut, placesLeft: 1, availability: 'last_spot', bookable: true, waitlistOpen: true })).toBe(false);
    // A departure the operator cancelled is not sold out: it never offers a waitlist.
    expect(joinsWaitlist({ ...soldOut, availability: 'cancelled', travellersNeeded: 0, waitlistOpen: true })).toBe(false);
  });

  it('takes an e-mail and 1 to 12 places, with the messages the form shows', () => {
    expect(waitlistSchema.safeParse({ departureId: 3, places: 2, email: ' eva@example.test ' })).toMatchObject({ success: true, data: { email: 'eva@example.test' } });
    const issues = (values: object) => waitlistSchema.safeParse(values).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    expect(issues({ departureId: 3, places: 13, email: '' })).toEqual(['places:places', 'email:required']);
    expect(issues({ departureId: 0, places: 0, email: 'not an address' })?.slice(1)).toEqual(['places:places', 'email:email']);
    expect(issues({ departureId: 0, places: 1, email: 'eva@example.test' })?.map((i) => i.split(':')[0])).toEqual(['departureId']);
  });
});

describe('time left on a hold', () => {
  it('reads as a clock: minutes and seconds, and hours from an hour up', () => {
    expect(formatTimeLeft(0)).toBe('0:00');
    expect(formatTimeLeft(29 * 60 + 5)).toBe('29:05');
    expect(formatTimeLeft(3600)).toBe('1:00:00');
    expect(formatTimeLeft(24 * 3600 - 1)).toBe('23:59:59');
  });
});
