import type { RestClient } from '../_shared/rest.ts';
import { loadDepartures, loadTrip, loadTripDetails, priceFromCents, type Catalogue, type Departure, type Lang, type Trip } from './catalogue.ts';
import { priceLabel, tripUrl } from './format.ts';
import { leavesIn, openDepartures } from './matcher.ts';
import { normalize } from './normalize.ts';
import type { ToolSchema } from './openai.ts';
import { policyAnswer, type Topic } from './policy.ts';
import { guaranteeText } from './shop-texts.ts';
import { tripPlaceholders } from './policy-terms.ts';
import { searchCatalogue } from './search.ts';
import { levelLabel } from './shop-texts.ts';

const TOPIC_NAMES: Topic[] = ['payment', 'cancellation', 'insurance', 'visa', 'packing'];
/** search_trips gives the model at most this many trips. */
const SEARCH_SHOWN = 8;

export const TOOLS: ToolSchema[] = [
  {
    type: 'function',
    function: {
      name: 'search_trips',
      description: 'Searches the published trips (the shop search box: typos, regions, months, levels and budgets understood). Every argument is optional and narrows the search. Returns at most 8 trips, best first, with their page url; when nothing matches all of it, the nearest trips and what was left out.',
      parameters: {
        type: 'object',
        properties: {
          activity: { type: 'string', description: 'Activity in English or Spanish, e.g. "hiking", "ski", "sailing", "vela".' },
          destination: { type: 'string', description: 'Country or region, e.g. "Nepal", "Alps", "Patagonia", "Grecia".' },
          month: { type: 'string', description: 'Month of departure: a name ("May", "mayo") or "YYYY-MM".' },
          max_price_eur: { type: 'number', description: 'Highest "from" price in euro.' },
          min_price_eur: { type: 'number' },
          level: { type: 'string', enum: ['easy', 'moderate', 'challenging'], description: 'Families and kids mean easy.' },
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
  {
    type: 'function',
    function: {
      name: 'get_policy',
      description: 'The shop content on payment (deposit, balance), cancellation, insurance, visas or packing, in general or for one trip, with the link to the page that says it.',
      parameters: {
        type: 'object',
        properties: {
          topic: { type: 'string', enum: ['payment', 'cancellation', 'insurance', 'visa', 'packing'] },
          trip: { type: 'string', description: 'Optional trip or place name the question is about, e.g. "Kilimanjaro" or "treks in Nepal".' },
          trip_id: { type: 'integer', description: 'Optional id of the one trip the question is about (the page the visitor reads).' },
        },
        required: ['topic'],
        additionalProperties: false,
      },
    },
  },
];

type Args = Record<string, unknown>;
const str = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

const MONTH_NAMES = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** A month argument as YYYY-MM: given so, or a month name in either language (read by the shop's search). */
function monthsOf(value: unknown, today: string): string[] {
  const month = str(value);
  if (!month) return [];
  if (/^\d{4}-\d{2}$/.test(month)) return [month];
  const index = MONTH_NAMES.findIndex((name) => normalize(month).includes(name));
  if (index < 0) return [];
  const current = Number(today.slice(5, 7));
  return [`${Number(today.slice(0, 4)) + (index + 1 < current ? 1 : 0)}-${String(index + 1).padStart(2, '0')}`];
}

/**
 * The tool's arguments as the words a traveller would type, so they go through the same reading as the search box
 * (find_trips): "sailing Greece may easy under 1200 eur".
 */
export function queryFromArgs(args: Args): string {
  const month = str(args.month);
  const words = [
    str(args.activity),
    str(args.destination),
    month && /^\d{4}-(\d{2})$/.test(month) ? MONTH_NAMES[Number(month.slice(5, 7)) - 1] : month,
    str(args.level),
    args.group === 'private' ? 'private' : args.group === 'open' ? 'open group' : undefined,
    num(args.max_price_eur) !== undefined ? `under ${Math.round(num(args.max_price_eur) ?? 0)} eur` : undefined,
    num(args.min_price_eur) !== undefined ? `over ${Math.round(num(args.min_price_eur) ?? 0)} eur` : undefined,
    num(args.max_days) !== undefined ? `under ${Math.round(num(args.max_days) ?? 0)} days` : undefined,
    num(args.min_days) !== undefined ? `more than ${Math.round(num(args.min_days) ?? 0)} days` : undefined,
    str(args.text),
  ];
  return words.filter(Boolean).join(' ');
}

function departureFacts(departure: Departure, lang: Lang) {
  return {
    date: departure.start_date,
    end_date: departure.end_date,
    category: departure.category,
    group_type: departure.group_type,
    price_eur: departure.price_cents / 100,
    places_left: departure.places_left,
    availability: departure.availability,
    guaranteed_to_run: departure.guaranteed,
    guarantee: guaranteeText(lang, departure),
  };
}

function tripFacts(trip: Trip, catalogue: Catalogue) {
  return {
    id: trip.id,
    title: trip.title,
    country: trip.country_name,
    activity: trip.activity_name,
    days: trip.duration_days,
    level: levelLabel(catalogue.lang, trip.difficulty),
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
    const { found, total, capped, matches } = await searchCatalogue(rest, catalogue, queryFromArgs(args), { shown: SEARCH_SHOWN });
    return {
      count: found.dropped ? 0 : total,
      ...(capped && !found.dropped ? { more_than_count: true } : {}),
      ...(found.dropped ? { nothing_matched_all: true, nearest_found_without: found.dropped.kind } : {}),
      trips: matches.map((m) => ({ ...tripFacts(m.trip, catalogue), next_departures: m.departures.slice(0, 3).map((d) => departureFacts(d, catalogue.lang)) })),
    };
  }
  if (name === 'get_policy') {
    const topic = str(args.topic) as Topic | undefined;
    if (!topic || !TOPIC_NAMES.includes(topic)) return { error: `topic must be one of ${TOPIC_NAMES.join(', ')}` };
    const named = str(args.trip) ?? '';
    const pageTripId = num(args.trip_id) ?? catalogue.pageTripId;
    const answer = await policyAnswer(rest, { ...catalogue, pageTripId }, { message: named, text: normalize(named), topic });
    return answer ? { answer } : { answer: null, note: 'the shop content does not say: offer the contact form' };
  }
  const trip = await loadTrip(rest, catalogue, num(args.trip_id));
  if (!trip) return { error: 'no published trip has this id; use search_trips first' };
  if (name === 'get_trip_details') {
    const [details, fill] = await Promise.all([loadTripDetails(rest, trip.id, catalogue.lang), tripPlaceholders(rest, catalogue, trip)]);
    const practical = details?.practical_info ? { practical_info: fill(details.practical_info) } : {};
    return { ...tripFacts(trip, catalogue), summary: trip.summary, ...details, ...practical };
  }
  if (name === 'get_departures') {
    const months = monthsOf(args.month, catalogue.today);
    const departures = (await loadDepartures(rest, catalogue, [trip.id])).filter((d) => leavesIn(d, months));
    return { trip: tripFacts(trip, catalogue), departures: departures.map((d) => departureFacts(d, catalogue.lang)), open_departures: openDepartures(departures, trip.id).length };
  }
  return { error: `unknown tool ${name}` };
}
