import type { RestClient } from '../_shared/rest.ts';
import { loadTripDetails, priceFromCents, type Catalogue, type Departure, type Trip } from './catalogue.ts';
import { priceLabel, tripUrl } from './format.ts';
import { emptyQuery, findActivities, findCountries, findNamedTrips, monthKey, parseQuery, type TripQuery } from './intent.ts';
import { findTrips, openDepartures } from './matcher.ts';
import { normalize } from './normalize.ts';
import type { ToolSchema } from './openai.ts';
import { MONTHS } from './vocabulary.ts';

export const TOOLS: ToolSchema[] = [
  {
    type: 'function',
    function: {
      name: 'search_trips',
      description: 'Searches the published trips. Every argument is optional and narrows the search. Returns at most 8 trips, best first, with their page url.',
      parameters: {
        type: 'object',
        properties: {
          activity: { type: 'string', description: 'Activity in English or Spanish, e.g. "hiking", "ski", "sailing", "vela".' },
          destination: { type: 'string', description: 'Country or region, e.g. "Nepal", "Alps", "Patagonia", "Grecia".' },
          month: { type: 'string', description: 'Month of departure: a name ("May", "mayo") or "YYYY-MM".' },
          max_price_eur: { type: 'number', description: 'Highest "from" price in euro.' },
          min_price_eur: { type: 'number' },
          level: { type: 'string', enum: ['easy', 'moderate', 'challenging'] },
          group: { type: 'string', enum: ['open', 'private'] },
          max_days: { type: 'number' },
          min_days: { type: 'number' },
          text: { type: 'string', description: 'Any other words, e.g. a place or trip name such as "Kilimanjaro".' },
        },
        additionalProperties: false,
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'get_trip_details',
      description: 'Full description of one trip: summary, highlights, what is included and excluded, itinerary, price and url.',
      parameters: { type: 'object', properties: { trip_id: { type: 'integer' } }, required: ['trip_id'], additionalProperties: false },
    },
  },
  {
    type: 'function',
    function: {
      name: 'get_departures',
      description: 'Upcoming departures of one trip with their dates, price and places left (sold out ones included).',
      parameters: {
        type: 'object',
        properties: { trip_id: { type: 'integer' }, month: { type: 'string', description: 'Optional month name or "YYYY-MM".' } },
        required: ['trip_id'],
        additionalProperties: false,
      },
    },
  },
];

type Args = Record<string, unknown>;
const str = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

function monthsOf(value: unknown, today: string): string[] {
  const month = str(value);
  if (!month) return [];
  if (/^\d{4}-\d{2}$/.test(month)) return [month];
  const text = normalize(month);
  return MONTHS.flatMap((pattern, index) => (pattern.test(text) ? [monthKey(today, index + 1)] : []));
}

const LEVEL_RANGES: Record<string, [number, number]> = { easy: [1, 2], moderate: [2, 3], challenging: [4, 5] };

export function queryFromArgs(args: Args, catalogue: Catalogue): TripQuery {
  const query = str(args.text) ? parseQuery(normalize(str(args.text) ?? ''), catalogue) : emptyQuery();
  const activity = str(args.activity);
  const destination = str(args.destination);
  if (activity) query.activityIds = findActivities(normalize(activity), catalogue);
  if (destination) query.countryIds = findCountries(normalize(destination), catalogue);
  if (activity && query.activityIds.length === 0) query.tripIds = findNamedTrips(normalize(activity), catalogue);
  if (destination && query.countryIds.length === 0) query.tripIds = findNamedTrips(normalize(destination), catalogue);
  const months = monthsOf(args.month, catalogue.today);
  if (months.length > 0) query.months = months;
  const maxPrice = num(args.max_price_eur);
  const minPrice = num(args.min_price_eur);
  if (maxPrice !== undefined) query.maxPriceCents = Math.round(maxPrice * 100);
  if (minPrice !== undefined) query.minPriceCents = Math.round(minPrice * 100);
  const level = LEVEL_RANGES[str(args.level) ?? ''];
  if (level) [query.minLevel, query.maxLevel] = level;
  if (args.group === 'private') query.groupTypes = ['private', 'both'];
  if (args.group === 'open') query.groupTypes = ['open', 'both'];
  query.maxDays = num(args.max_days) ?? query.maxDays;
  query.minDays = num(args.min_days) ?? query.minDays;
  return query;
}

function departureFacts(departure: Departure) {
  return {
    date: departure.start_date,
    end_date: departure.end_date,
    category: departure.category,
    group_type: departure.group_type,
    price_eur: departure.price_cents / 100,
    places_left: departure.places_left,
    availability: departure.availability,
  };
}

function tripFacts(trip: Trip, catalogue: Catalogue) {
  return {
    id: trip.id,
    title: trip.title,
    country: trip.country_name,
    activity: trip.activity_name,
    days: trip.duration_days,
    level: `${trip.difficulty}/5`,
    group_type: trip.group_type,
    price_from: priceLabel(priceFromCents(trip), catalogue.lang),
    discount_percent: trip.discount_percent,
    rating: trip.rating,
    url: tripUrl(trip, catalogue.lang),
  };
}

/** Runs one tool call against the catalogue; the result is what the model may talk about. */
export async function runTool(name: string, rawArgs: string, catalogue: Catalogue, rest: RestClient): Promise<unknown> {
  let args: Args;
  try {
    args = (rawArgs.trim() ? JSON.parse(rawArgs) : {}) as Args;
  } catch {
    return { error: 'arguments are not valid JSON' };
  }
  if (name === 'search_trips') {
    const query = queryFromArgs(args, catalogue);
    const found = findTrips(catalogue, query);
    return {
      count: found.length,
      trips: found.slice(0, 8).map((m) => ({ ...tripFacts(m.trip, catalogue), next_departures: m.departures.slice(0, 3).map(departureFacts) })),
    };
  }
  const trip = catalogue.trips.find((t) => t.id === num(args.trip_id));
  if (!trip) return { error: 'no published trip has this id; use search_trips first' };
  if (name === 'get_trip_details') {
    const details = await loadTripDetails(rest, trip.id, catalogue.lang);
    return { ...tripFacts(trip, catalogue), summary: trip.summary, ...details };
  }
  if (name === 'get_departures') {
    const months = monthsOf(args.month, catalogue.today);
    const departures = catalogue.departures.filter(
      (d) => d.trip_id === trip.id && (months.length === 0 || months.includes(d.start_date.slice(0, 7))),
    );
    return { trip: tripFacts(trip, catalogue), departures: departures.map(departureFacts), open_departures: openDepartures(catalogue, trip.id, months).length };
  }
  return { error: `unknown tool ${name}` };
}
