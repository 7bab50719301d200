import { liveStore, parsePlaces, showsTheSame, withLivePlaces, type PlacesNow } from '@/lib/booking/live-places';

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

  it('tells an answer that shows what the page shows from one that changes anything', () => {
    const first: PlacesNow = { id: 1, placesLeft: 4, availability: 'available', bookable: true, guaranteed: false, travellersNeeded: 2 };
    const second: PlacesNow = { id: 2, placesLeft: 0, availability: 'sold_out', bookable: false, guaranteed: true, travellersNeeded: 0, waitlistOpen: true, waiting: 3 };
    const own = [first, second];
    const byId = (...list: PlacesNow[]) => new Map(list.map((p) => [p.id, p]));
    const shown = byId(first, second);
    const same = (before: ReadonlyMap<number, PlacesNow> | null, ...answer: PlacesNow[]) => showsTheSame(own, before, byId(...answer));
    // The same values in new objects, as every read parses them; and the page's own figures before any answer.
    expect(same(shown, { ...first }, { ...second })).toBe(true);
    expect(same(null, { ...first }, { ...second })).toBe(true);
    // A departure the page does not list (a cancelled one the read still names) shows nowhere.
    const cancelled: PlacesNow = { id: 3, placesLeft: 12, availability: 'cancelled', bookable: false, guaranteed: false, travellersNeeded: 0 };
    expect(same(shown, first, second, cancelled)).toBe(true);
    // A departure an answer leaves out shows the page's own figures again: a change only where they differ.
    expect(same(shown, first)).toBe(true);
    expect(same(byId({ ...first, placesLeft: 3 }, second), second)).toBe(false);
    const changes: Partial<PlacesNow>[] = [
      { placesLeft: 3 }, { availability: 'last_spot' }, { bookable: false }, { guaranteed: true }, { travellersNeeded: 1 },
      { placesLeft: 0, availability: 'sold_out', bookable: false, waitlistOpen: true },
    ];
    for (const change of changes) {
      expect(same(shown, { ...first, ...change }, second)).toBe(false);
      expect(same(null, { ...first, ...change }, second)).toBe(false);
    }
    // The open waitlist's closing and its count are changes too.
    expect(same(shown, first, { ...second, waitlistOpen: false })).toBe(false);
    expect(same(shown, first, { ...second, waiting: 4 })).toBe(false);
    // A waitlist that cannot be joined shows as none: said closed, or not said (a cached page's own figures), or open
    // on a departure that still has places (the read says every departure's list is open), with any count.
    expect(same(shown, { ...first, waitlistOpen: false, waiting: 0 }, second)).toBe(true);
    expect(same(null, { ...first, waitlistOpen: true, waiting: 2 }, second)).toBe(true);
    expect(same(byId({ ...first, waitlistOpen: false, waiting: 2 }), { ...first, waitlistOpen: false, waiting: 5 })).toBe(true);
    // A field the read stops sending (the waitlist's, once the departure is no longer sold out) is a change too.
    const withoutWaitlist: PlacesNow = { id: 2, placesLeft: 0, availability: 'sold_out', bookable: false, guaranteed: true, travellersNeeded: 0 };
    expect(same(shown, first, withoutWaitlist)).toBe(false);
  });

  it('tells its readers of an answer or a failure only when what is shown changes', () => {
    const first: PlacesNow = { id: 1, placesLeft: 4, availability: 'available', bookable: true, guaranteed: false, travellersNeeded: 2 };
    const store = liveStore([first]);
    let told = 0;
    const stop = store.subscribe(() => told++);
    expect(store.get()).toEqual({ places: null, stale: false });
    store.accept([{ ...first, placesLeft: 3 }]);
    expect(told).toBe(1);
    const shown = store.get();
    expect(shown.places?.get(1)?.placesLeft).toBe(3);
    // The same answer again, in new objects: nothing to tell, and the shown map is the same object.
    store.accept([{ ...first, placesLeft: 3 }]);
    expect(told).toBe(1);
    expect(store.get()).toBe(shown);
    // A failure is told once, with the answer it leaves shown; the same answer then clears it, keeping its map.
    store.markStale();
    store.markStale();
    expect(told).toBe(2);
    expect(store.get()).toEqual({ places: shown.places, stale: true });
    store.accept([{ ...first, placesLeft: 3 }]);
    expect(told).toBe(3);
    expect(store.get()).toEqual({ places: shown.places, stale: false });
    expect(store.get().places).toBe(shown.places);
    store.accept([{ ...first, placesLeft: 2 }]);
    expect(told).toBe(4);
    expect(store.get().places?.get(1)?.placesLeft).toBe(2);
    // A reader gone hears nothing more.
    stop();
    store.accept([first]);
    expect(told).toBe(4);
  });

  it('takes a first answer that says what the page shows as nothing new', () => {
    const open: PlacesNow = { id: 1, placesLeft: 4, availability: 'available', bookable: true, guaranteed: false, travellersNeeded: 2 };
    const full: PlacesNow = { id: 2, placesLeft: 0, availability: 'sold_out', bookable: false, guaranteed: true, travellersNeeded: 0 };
    const store = liveStore([open, full]);
    let told = 0;
    store.subscribe(() => told++);
    // The page's own figures, with the closed waitlists the cached page leaves out: nothing is told, nothing is kept.
    // A departure the page does not list (cancelled, which the read still names) changes nothing either.
    const cancelled: PlacesNow = { id: 3, placesLeft: 12, availability: 'cancelled', bookable: false, guaranteed: false, travellersNeeded: 0, waitlistOpen: false, waiting: 0 };
    store.accept([{ ...open, waitlistOpen: false, waiting: 0 }, { ...full, waitlistOpen: false, waiting: 0 }, cancelled]);
    expect(told).toBe(0);
    expect(store.get()).toEqual({ places: null, stale: false });
    // A failure, then the same figures: the page's own figures are current again.
    store.markStale();
    store.accept([open, full]);
    expect(told).toBe(2);
    expect(store.get()).toEqual({ places: null, stale: false });
    // The sold-out departure's waitlist is open: that is news, and from then on answers compare with it.
    store.accept([open, { ...full, waitlistOpen: true, waiting: 0 }]);
    expect(told).toBe(3);
    expect(store.get().places?.get(2)?.waitlistOpen).toBe(true);
    store.accept([open, full]);
    expect(told).toBe(4);
    expect(store.get().places?.get(2)?.waitlistOpen).toBeUndefined();
  });
});
