import { parsePlaces, samePlaces, withLivePlaces, type PlacesNow } from '@/lib/booking/live-places';

describe('the live read as the pages take it', () => {
  it('reads the route’s body, and nothing that is not one', () => {
    expect(parsePlaces({ departures: [{ id: 3, placesLeft: 2, availability: 'available', bookable: true, guaranteed: true, travellersNeeded: 0 }] })).toEqual([
      { id: 3, placesLeft: 2, availability: 'available', bookable: true, guaranteed: true, travellersNeeded: 0 },
    ]);
    // An unknown state is shown as sold out, never offered; a negative count is none; a guarantee is only ever a true.
    expect(parsePlaces({ departures: [{ id: 4, placesLeft: -1, availability: 'maybe', bookable: 'yes', guaranteed: 'yes', travellersNeeded: -2 }] })).toEqual([
      { id: 4, placesLeft: 0, availability: 'sold_out', bookable: false, guaranteed: false, travellersNeeded: 0 },
    ]);
    expect(parsePlaces({ departures: [{ id: 5, placesLeft: 6, availability: 'cancelled', bookable: false }] })).toEqual([
      { id: 5, placesLeft: 6, availability: 'cancelled', bookable: false, guaranteed: false, travellersNeeded: 0 },
    ]);
    expect(parsePlaces({ departures: [] })).toEqual([]);
    // The waitlist's fields when the read has them (a count below zero is none), and left out otherwise.
    expect(parsePlaces({ departures: [{ id: 5, placesLeft: 0, availability: 'sold_out', bookable: false, waitlistOpen: true, waiting: -2 }] })).toEqual([
      { id: 5, placesLeft: 0, availability: 'sold_out', bookable: false, guaranteed: false, travellersNeeded: 0, waitlistOpen: true, waiting: 0 },
    ]);
    expect(parsePlaces({ departures: [{ id: 5, placesLeft: 0, availability: 'sold_out', bookable: false, waitlistOpen: 'yes', waiting: '3' }] })).toEqual([
      { id: 5, placesLeft: 0, availability: 'sold_out', bookable: false, guaranteed: false, travellersNeeded: 0 },
    ]);
    for (const body of [null, {}, { departures: {} }, { departures: [{ id: '3', placesLeft: 2 }] }, '<html>']) {
      expect(parsePlaces(body)).toBeNull();
    }
  });

  it('replaces the cached places of the departures it names and keeps everything else', () => {
    const cached = [
      { id: 1, placesLeft: 4, availability: 'available' as const, bookable: true, guaranteed: false, travellersNeeded: 2, dates: '1 – 9 May' },
      { id: 2, placesLeft: 3, availability: 'available' as const, bookable: true, guaranteed: false, travellersNeeded: 1, dates: '2 – 10 June' },
    ];
    const live = new Map([[2, { id: 2, placesLeft: 0, availability: 'sold_out' as const, bookable: false, guaranteed: true, travellersNeeded: 0 }]]);
    expect(withLivePlaces(cached, live)).toEqual([
      cached[0], { ...cached[1], placesLeft: 0, availability: 'sold_out', bookable: false, guaranteed: true, travellersNeeded: 0 },
    ]);
    expect(withLivePlaces(cached, null)).toBe(cached);
    const withWaitlist = new Map([[1, { id: 1, placesLeft: 0, availability: 'sold_out' as const, bookable: false, guaranteed: true, travellersNeeded: 0, waitlistOpen: true, waiting: 3 }]]);
    expect(withLivePlaces(cached, withWaitlist)[0]).toEqual({
      ...cached[0], placesLeft: 0, availability: 'sold_out', bookable: false, guaranteed: true, travellersNeeded: 0, waitlistOpen: true, waiting: 3,
    });
  });

  it('tells an answer that says what is shown from one that changes anything', () => {
    const first: PlacesNow = { id: 1, placesLeft: 4, availability: 'available', bookable: true, guaranteed: false, travellersNeeded: 2 };
    const second: PlacesNow = { id: 2, placesLeft: 0, availability: 'sold_out', bookable: false, guaranteed: true, travellersNeeded: 0, waitlistOpen: true, waiting: 3 };
    const shown = new Map([first, second].map((p) => [p.id, p]));
    // The same values in new objects, as every read parses them.
    expect(samePlaces(shown, [{ ...first }, { ...second }])).toBe(true);
    expect(samePlaces(null, [first, second])).toBe(false);
    expect(samePlaces(shown, [first])).toBe(false);
    expect(samePlaces(shown, [first, second, { ...first, id: 3 }])).toBe(false);
    expect(samePlaces(shown, [first, { ...second, id: 4 }])).toBe(false);
    const changes: Partial<PlacesNow>[] = [
      { placesLeft: 3 }, { availability: 'last_spot' }, { bookable: false }, { guaranteed: true }, { travellersNeeded: 1 },
      { waitlistOpen: false }, { waiting: 1 },
    ];
    for (const change of changes) {
      expect(samePlaces(shown, [{ ...first, ...change }, second])).toBe(false);
    }
    // A field the read stops sending (the waitlist's, once the departure is no longer sold out) is a change too.
    const withoutWaitlist: PlacesNow = { id: 2, placesLeft: 0, availability: 'sold_out', bookable: false, guaranteed: true, travellersNeeded: 0 };
    expect(samePlaces(shown, [first, withoutWaitlist])).toBe(false);
  });
});
