/**
 * Real queries, in English and Spanish, with what the demo catalogue must answer: the search box (find_trips) and the
 * assistant are both held to this table. A case names the trips that must come first, or a rule every result (and
 * every trip the catalogue has that fits) follows, checked against the data itself; `months` limit both to trips with
 * places on a departure in the next such month, so the table holds whatever day the seed was loaded.
 *
 * Seed ids: countries 1 Spain, 2 Nepal, 3 Peru, 4 Morocco, 5 Iceland, 6 Norway, 7 Italy, 8 France, 9 Switzerland,
 * 10 Tanzania, 11 Greece, 12 Chile, 13 Argentina; activities 15 hiking, 16 mountaineering, 17 ski, 19 sailing,
 * 20 tourism, 21 trail running, 22 cycling, 24 climbing & via ferrata (the kayaking trip, 45, is not published).
 */
export interface TripFacts {
  id: number;
  country_id: number;
  activity_id: number;
  difficulty: number;
  duration_days: number;
  group_type: string;
  /** After discount, as the cards show it. */
  price_cents: number;
  /** YYYY-MM of future scheduled departures with places left. */
  months: string[];
}

export interface QueryCase {
  lang: 'en' | 'es';
  query: string;
  /** The trips that must come first (in any order among themselves). */
  first?: number[];
  /** A rule for every result; with no `dropped`, also every catalogue trip that follows it is found (the total). */
  every?: (trip: TripFacts) => boolean;
  /** Month numbers the query names: a trip must have places on a departure in the next such month. */
  months?: number[];
  /** Nothing matches all of it: the nearest trips are found without this kind of filter. */
  dropped?: string;
}

const inCountry = (...ids: number[]) => (t: TripFacts) => ids.includes(t.country_id);
const doing = (id: number) => (t: TripFacts) => t.activity_id === id;
const levels = (min: number, max: number) => (t: TripFacts) => t.difficulty >= min && t.difficulty <= max;
const days = (min: number, max: number) => (t: TripFacts) => t.duration_days >= min && t.duration_days <= max;
const upTo = (euros: number) => (t: TripFacts) => t.price_cents <= euros * 100;
const privately = (t: TripFacts) => t.group_type === 'private' || t.group_type === 'both';
const all = (...rules: ((t: TripFacts) => boolean)[]) => (t: TripFacts) => rules.every((rule) => rule(t));
const ALPS = [7, 8, 9];

export const QUERY_TABLE: QueryCase[] = [
  // The search box's rotating examples.
  { lang: 'en', query: 'Trekking in Nepal', first: [1, 2, 3, 4], every: all(doing(15), inCountry(2)) },
  { lang: 'en', query: 'Sailing in the Greek islands', first: [33, 34], every: all(doing(19), inCountry(11)) },
  { lang: 'en', query: 'Ski touring in Norway', first: [43, 44], every: all(doing(17), inCountry(6)) },
  { lang: 'es', query: 'Trekking en Nepal', first: [1, 2, 3, 4], every: all(doing(15), inCountry(2)) },
  { lang: 'es', query: 'Velero por las islas griegas', first: [33, 34], every: all(doing(19), inCountry(11)) },
  { lang: 'es', query: 'Esquí de travesía en Noruega', first: [43, 44], every: all(doing(17), inCountry(6)) },
  // Places, regions and synonyms.
  { lang: 'en', query: 'Patagonia', first: [7, 8, 9, 10], every: inCountry(12, 13) },
  { lang: 'es', query: 'Patagonia', first: [7, 8, 9, 10], every: inCountry(12, 13) },
  { lang: 'en', query: 'Greek islands', first: [33, 34], every: inCountry(11) },
  { lang: 'es', query: 'islas griegas', first: [33, 34], every: inCountry(11) },
  { lang: 'en', query: 'the Alps', every: inCountry(...ALPS) },
  { lang: 'es', query: 'los Alpes', every: inCountry(...ALPS) },
  { lang: 'en', query: 'Himalaya', first: [1, 2, 3, 4], every: inCountry(2) },
  { lang: 'en', query: 'Nepal', first: [1, 2, 3, 4], every: inCountry(2) },
  { lang: 'en', query: 'Iceland', first: [41, 42], every: inCountry(5) },
  { lang: 'es', query: 'Marruecos', first: [21, 22, 23, 24], every: inCountry(4) },
  { lang: 'en', query: 'via ferrata in the Dolomites', first: [31, 32], every: all(doing(24), inCountry(7)) },
  { lang: 'es', query: 'escalada en las Dolomitas', first: [31, 32], every: all(doing(24), inCountry(7)) },
  { lang: 'en', query: 'safari in Tanzania', first: [19, 20], every: all(doing(20), inCountry(10)) },
  { lang: 'es', query: 'safari en Tanzania', first: [19, 20], every: all(doing(20), inCountry(10)) },
  { lang: 'en', query: 'skiing in the fjords', first: [43, 44], every: all(doing(17), inCountry(6)) },
  { lang: 'es', query: 'Toscana en bici', first: [29, 30], every: doing(22) },
  // Trips by name, with and without typos.
  { lang: 'en', query: 'Everest base camp', first: [3, 4] },
  { lang: 'es', query: 'campo base del Everest', first: [3, 4] },
  { lang: 'en', query: 'kilimanjaro', first: [17, 18] },
  { lang: 'es', query: 'kilimanjro', first: [17, 18] },
  { lang: 'en', query: 'anapurna', first: [1, 2] },
  { lang: 'en', query: 'Inca trail', first: [5, 6] },
  { lang: 'es', query: 'camino de santiago', first: [25, 26] },
  { lang: 'en', query: 'Tour du Mont Blanc', first: [11, 12] },
  { lang: 'en', query: 'cycling in Tuscany', first: [29, 30], every: doing(22) },
  // Months and seasons.
  { lang: 'en', query: 'kilimanjro in january', first: [17, 18], months: [1] },
  { lang: 'es', query: 'kilimanjaro en enero', first: [17, 18], months: [1] },
  { lang: 'en', query: 'may', every: () => true, months: [5] },
  { lang: 'es', query: 'viajes en mayo', every: () => true, months: [5] },
  { lang: 'en', query: 'hiking in March', every: doing(15), months: [3] },
  // Levels.
  { lang: 'en', query: 'easy', every: levels(1, 2) },
  { lang: 'es', query: 'fácil', every: levels(1, 2) },
  { lang: 'en', query: 'trips for families with kids', every: levels(1, 2) },
  { lang: 'es', query: 'viajes para familias con niños', every: levels(1, 2) },
  { lang: 'en', query: 'challenging mountaineering', every: all(doing(16), levels(4, 5)) },
  { lang: 'es', query: 'alpinismo exigente', every: all(doing(16), levels(4, 5)) },
  // Durations and budgets.
  { lang: 'en', query: 'a week in the Alps', every: all(inCountry(...ALPS), days(6, 8)) },
  { lang: 'es', query: 'una semana en los Alpes', every: all(inCountry(...ALPS), days(6, 8)) },
  { lang: 'en', query: '10 days in the Himalaya', first: [1, 2], every: all(inCountry(2), days(9, 11)) },
  { lang: 'en', query: 'hiking under 1000', first: [25], every: all(doing(15), upTo(1000)) },
  { lang: 'es', query: 'senderismo por menos de 1.000 €', first: [25], every: all(doing(15), upTo(1000)) },
  { lang: 'en', query: 'Machu Picchu under 1500 euros', first: [5], every: all(inCountry(3), upTo(1500)) },
  { lang: 'en', query: 'private trip to Peru', first: [6], every: all(inCountry(3), privately) },
  // Nothing matches all of it: the nearest trips, and what they were found without.
  { lang: 'en', query: 'sailing in Iceland', dropped: 'activity', every: inCountry(5) },
  { lang: 'es', query: 'Nepal por menos de 500 €', dropped: 'price', every: inCountry(2) },
  { lang: 'en', query: 'zzzzqx', dropped: 'text', every: () => true },
];

/** The next such month from `today` (YYYY-MM-DD), as the search reads a month name. */
export function nextMonthKey(today: string, month: number): string {
  const year = Number(today.slice(0, 4));
  const current = Number(today.slice(5, 7));
  return `${month < current ? year + 1 : year}-${String(month).padStart(2, '0')}`;
}

/** Every catalogue trip a case asks for (its rule and months); the oracle the answers are checked against. */
export function matchingTrips(kase: QueryCase, trips: TripFacts[], today: string): Set<number> {
  const months = (kase.months ?? []).map((m) => nextMonthKey(today, m));
  return new Set(
    trips
      .filter((t) => (kase.every ?? (() => true))(t) && (months.length === 0 || t.months.some((m) => months.includes(m))))
      .map((t) => t.id),
  );
}

/** The trips that must come first: the named ones that exist in the asked months. */
export function expectedFirst(kase: QueryCase, trips: TripFacts[], today: string): number[] {
  const fits = kase.months ? matchingTrips({ ...kase, every: undefined }, trips, today) : null;
  return (kase.first ?? []).filter((id) => fits === null || fits.has(id)).sort((a, b) => a - b);
}

/** The facts of every published trip, straight from the tables (not through the search). */
export const TRIP_FACTS_SQL = `
  select t.id, t.country_id, t.activity_id, t.difficulty, t.duration_days, t.group_type,
         public.trip_effective_price_cents(t.price_from_cents, t.discount_percent) as price_cents,
         coalesce(array(select distinct to_char(d.start_date, 'YYYY-MM') from public.departures d
                         where d.trip_id = t.id and d.status = 'scheduled' and d.start_date > current_date
                           and d.capacity - d.places_taken > 0), '{}') as months
    from public.trips t where t.published order by t.id`;
