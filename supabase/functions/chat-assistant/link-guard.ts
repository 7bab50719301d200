import type { RestClient } from '../_shared/rest.ts';
import { loadTrips, type Catalogue, type Trip } from './catalogue.ts';
import { tripUrl } from './format.ts';

const TRIP_LINK = /(?:https?:\/\/[^\s<>()[\]]*?)?\/(en|es)\/travel\/(\d+)\/([A-Za-z0-9-]+)/g;

/** Trips already looked up by id: the trip in the visitor's language, or null when no published trip has the id. */
type KnownTrips = Map<number, Pick<Trip, 'id' | 'slug'> | null>;

/** Looks up the trips a text links that are not known yet, all in one query (none when it links no new trip). */
async function learnLinkedTrips(text: string, catalogue: Catalogue, rest: RestClient, known: KnownTrips): Promise<void> {
  const ids = [...new Set([...text.matchAll(TRIP_LINK)].map((link) => Number(link[2])))].filter((id) => !known.has(id));
  if (ids.length === 0) return;
  const trips = await loadTrips(rest, catalogue, ids);
  for (const id of ids) known.set(id, trips.find((trip) => trip.id === id) ?? null);
}

/** Replaces links to trips that do not exist (a model's invention) by nothing, and fixes a real trip's slug. */
export async function guardTripLinks(text: string, catalogue: Catalogue, rest: RestClient, known: KnownTrips = new Map()): Promise<string> {
  await learnLinkedTrips(text, catalogue, rest, known);
  return text
    .replace(TRIP_LINK, (link, lang: string, id: string, slug: string) => {
      const trip = known.get(Number(id));
      if (!trip) return '';
      return trip.slug === slug && lang === catalogue.lang ? link : tripUrl(trip, catalogue.lang);
    })
    .replace(/\]\(\s*\)/g, ']');
}

/**
 * Feeds streamed text through the guard word by word, so a link is only checked once it is complete. Pieces are
 * checked and sent one after another, in the order written; after a failed lookup nothing more is sent and end()
 * throws.
 */
export class GuardedStream {
  private pending = '';
  private output = '';
  private readonly known: KnownTrips = new Map();
  private sending: Promise<void> = Promise.resolve();
  private failure: { error: unknown } | null = null;

  constructor(
    private readonly catalogue: Catalogue,
    private readonly rest: RestClient,
    private readonly emit: (text: string) => void,
  ) {}

  push(delta: string): void {
    this.pending += delta;
    const cut = Math.max(this.pending.lastIndexOf(' '), this.pending.lastIndexOf('\n'));
    if (cut < 0) return;
    this.flushUpTo(cut + 1);
  }

  /** Waits until every piece pushed so far is sent (or the guard failed). */
  settled(): Promise<void> {
    return this.sending;
  }

  async end(): Promise<string> {
    this.flushUpTo(this.pending.length);
    await this.sending;
    if (this.failure) throw this.failure.error;
    return this.output;
  }

  private flushUpTo(index: number): void {
    const piece = this.pending.slice(0, index);
    this.pending = this.pending.slice(index);
    this.sending = this.sending
      .then(async () => {
        if (this.failure) return;
        const ready = await guardTripLinks(piece, this.catalogue, this.rest, this.known);
        if (ready) {
          this.output += ready;
          this.emit(ready);
        }
      })
      .catch((error: unknown) => {
        this.failure ??= { error };
      });
  }
}
