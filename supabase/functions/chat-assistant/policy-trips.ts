import type { RestClient } from '../_shared/rest.ts';
import { loadTrips, toTrip, type Catalogue, type Trip } from './catalogue.ts';
import { findTrips, foundTotal } from './search.ts';

/**
 * The trips a question about paying or cancelling is about, in this order:
 * 1. the trips it names in full (a title in either language: "Haute Route Ski Tour: Chamonix to Zermatt");
 * 2. the page's trip when the question points at it ("this trip", "este viaje");
 * 3. the trips its words find with the shop's search: a place, an activity, a month ("a trek in Nepal": the Nepal
 *    treks), or a name that a few trips share ("Kilimanjaro");
 * 4. the trip of the page the visitor is reading (the widget sends it);
 * else none, and the answer is the one for most trips.
 */
export interface AskedTrips {
  trips: Trip[];
  /** More trips match than are listed (the search's page). */
  more: number;
}

/** At most this many trips a question names by a place or an activity; past it, the answer lists the first ones. */
export const MAX_ASKED = 48;
/** A name without any filter (place, activity...) is what at most this many trips match: a trip and its editions. */
const MAX_NAMED = 6;
/** Words tried one at a time when the whole question finds nothing. */
const MAX_SINGLE_WORDS = 3;

const DEICTIC = /\b(this|these|here|este|esta|estos|estas|aqui)\b/;
const QUESTION_WORDS = /\b(how|much|when|what|does|need|get|tell|about|can|could|would|should|cuanto|cuanta|cuando|como|que|necesito|hace falta|puedo|puede|debo|el|la|los|las)\b/g;

async function titled(rest: RestClient, catalogue: Catalogue, message: string): Promise<Trip[]> {
  const ids = await rest.rpc<number[]>('chat_trips_titled', { p_text: message.slice(0, 1000) });
  return loadTrips(rest, catalogue, ids);
}

/** What the search finds in the words left once the topic's and the question's words are gone. */
async function searched(rest: RestClient, catalogue: Catalogue, words: string): Promise<AskedTrips | null> {
  if (!words) return null;
  // The words together, then a few alone (a question keeps words the search cannot use: "tiene", "gastos").
  const single = words.split(/\s+/).filter((word) => word.length >= 4).slice(0, MAX_SINGLE_WORDS);
  for (const attempt of [words, ...(single.length > 1 ? single : [])]) {
    const found = await findTrips(rest, catalogue, attempt, { shown: MAX_NAMED + 1 });
    const filtered = found.reading.chips.length > 0;
    const total = foundTotal(found);
    // Filters understood (words the search could not use aside: "what", "need"): the trips that match them.
    if (filtered && (found.dropped === null || found.dropped.kind === 'text') && total > 0) {
      const all = total > found.trips.length ? await findTrips(rest, catalogue, attempt, { shown: MAX_ASKED }) : found;
      const trips = all.trips.map(toTrip);
      return { trips, more: Math.max(foundTotal(all) - trips.length, 0) };
    }
    // A name: the few trips whose words it is.
    if (!filtered && found.dropped === null && found.reading.text !== null && total > 0 && total <= MAX_NAMED) {
      return { trips: found.trips.map(toTrip), more: 0 };
    }
  }
  return null;
}

/**
 * The trips of a normalized question (`text`, its topic's words already removed as `words`), or null when it names
 * none and is not asked on a trip's page.
 */
export async function tripsAsked(rest: RestClient, catalogue: Catalogue, message: string, text: string, words: string): Promise<AskedTrips | null> {
  const named = await titled(rest, catalogue, message);
  if (named.length > 0) return { trips: named, more: 0 };
  const page = catalogue.pageTripId === undefined ? [] : await loadTrips(rest, catalogue, [catalogue.pageTripId]);
  if (page.length > 0 && DEICTIC.test(text)) return { trips: page, more: 0 };
  const found = await searched(rest, catalogue, words.replace(QUESTION_WORDS, ' ').replace(/\s+/g, ' ').trim());
  if (found) return found;
  return page.length > 0 ? { trips: page, more: 0 } : null;
}
