import { expectedFirst, matchingTrips, QUERY_TABLE, type TripFacts } from '../search/query-table';
import { testBackend } from '../setup/test-backend';
import { ask, isoToday, linkedTripIds, rest } from './chat-client';

/**
 * The search box's query table through the assistant (no model): the same reading of the words and the same search,
 * so the same trips come first; a case that matches nothing gets the nearest trips and a contact, or, when nothing
 * of it is understood, the contact form.
 */
interface CardFacts {
  id: number;
  country_id: number;
  activity_id: number;
  difficulty: number;
  duration_days: number;
  group_type: string;
  price_from_cents: number;
  discount_percent: number;
}
interface DepartureFacts {
  trip_id: number;
  start_date: string;
  places_left: number;
}

describe('the assistant answers the search query table like the search box', () => {
  const backend = testBackend();
  let trips: TripFacts[];
  const today = isoToday();

  beforeAll(async () => {
    const cards = await rest<CardFacts[]>(backend, 'trip_cards?select=id,country_id,activity_id,difficulty,duration_days,group_type,price_from_cents,discount_percent&lang=eq.en');
    const departures = await rest<DepartureFacts[]>(backend, `departure_availability?select=trip_id,start_date,places_left&status=eq.scheduled&start_date=gt.${today}`);
    trips = cards.map((c) => ({
      ...c,
      price_cents: Math.round((c.price_from_cents * (100 - c.discount_percent)) / 10_000) * 100,
      months: [...new Set(departures.filter((d) => d.trip_id === c.id && d.places_left > 0).map((d) => d.start_date.slice(0, 7)))],
    }));
  });

  it.each(QUERY_TABLE.map((c) => [c.lang, c.query, c] as const))('[%s] %s', async (lang, query, kase) => {
    const { status, data } = await ask(backend, { message: query, threadId: null, language: lang });
    expect(status).toBe(200);
    const answer = data.response ?? '';
    const linked = linkedTripIds(answer, lang);
    if (kase.dropped === 'text') {
      // Nothing of it understood: no invented trips, the contact form instead.
      expect(linked).toEqual([]);
      expect(answer).toContain(lang === 'es' ? '/es/contacto' : '/en/contact');
      return;
    }
    expect(linked.length).toBeGreaterThan(0);
    const expected = matchingTrips(kase, trips, today);
    if (kase.every) expect(linked.filter((id) => !expected.has(id))).toEqual([]);
    if (kase.dropped) {
      expect(answer).toMatch(lang === 'es' ? /No he encontrado/ : /couldn't find/);
      expect(answer).toMatch(/wa\.me/);
      return;
    }
    expect(answer).toMatch(lang === 'es' ? /He encontrado/ : /I found/);
    if (kase.every) expect(answer).toContain(`**${expected.size}**`);
    const first = expectedFirst(kase, trips, today).slice(0, 5);
    expect(linked.slice(0, first.length).sort((a, b) => a - b)).toEqual(first);
  });
});
