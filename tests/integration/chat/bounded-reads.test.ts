import { join } from 'node:path';
import type { SpawnedBackend } from '../../../supabase/local/spawn';
import { spawnOwnBackend, tempDataRoot } from '../setup/own-backend';

/**
 * A message reads only what its answer is about (issue 16): the requests the assistant's REST client makes and the
 * rows they bring back stay the same when hundreds of published trips are added. The function's own code runs here,
 * through its real client to a backend of this file's own (the extra trips would change other files' answers); the
 * client is only wrapped to count.
 */

// The Edge function imports its modules with ".ts" (as Deno wants), outside the app's type check: they are loaded at
// run time and typed here by what this test uses.
interface RestClient {
  select<T>(table: string, params: Record<string, string>): Promise<T[]>;
  insert<T>(table: string, rows: Record<string, unknown>[], returning?: string): Promise<T[]>;
  rpc<T>(fn: string, args: Record<string, unknown>): Promise<T>;
}
type Lang = 'en' | 'es';
interface ChatModules {
  serviceRestClient(): RestClient;
  reply(input: { rest: RestClient; threadId: string; message: string; language: Lang }): Promise<string>;
  guardTripLinks(text: string, catalogue: { lang: Lang; today: string }, rest: RestClient): Promise<string>;
}

async function loadChatModules(): Promise<ChatModules> {
  const load = (file: string) => import(join(process.cwd(), 'supabase', 'functions', file)) as Promise<Record<string, unknown>>;
  const [rest, reply, guard] = await Promise.all([load('_shared/rest.ts'), load('chat-assistant/reply.ts'), load('chat-assistant/link-guard.ts')]);
  return { ...rest, ...reply, ...guard } as unknown as ChatModules;
}

interface Reads {
  requests: number;
  rows: number;
}

/** Rows in an answer of the REST API: a list's length, find_trips's page of trips, or one for any other value. */
function rowsIn(result: unknown): number {
  if (Array.isArray(result)) return result.length;
  const trips = (result as { trips?: unknown } | null)?.trips;
  return Array.isArray(trips) ? trips.length : 1;
}

/** The real client, counting each request and the rows it brought back. */
function counting(client: RestClient): { rest: RestClient; reads: Reads } {
  const reads: Reads = { requests: 0, rows: 0 };
  const count = <T>(result: T): T => {
    reads.requests += 1;
    reads.rows += rowsIn(result);
    return result;
  };
  return {
    reads,
    rest: {
      select: async (table, params) => count(await client.select(table, params)),
      insert: async (table, rows, returning) => count(await client.insert(table, rows, returning)),
      rpc: async (fn, args) => count(await client.rpc(fn, args)),
    },
  };
}

// Trip searches (found, named, cheapest, popular, nearest) and policy questions (general and about one trip).
const MESSAGES: [Lang, string][] = [
  ['en', 'Trekking in Nepal in October'],
  ['en', 'When is the next departure for Kilimanjaro?'],
  ['en', 'Cheap trips in Morocco'],
  ['en', 'Can you recommend a trip?'],
  ['es', 'Kayak en Noruega'],
  ['en', 'How do I pay a deposit?'],
  ['en', 'What is your cancellation policy?'],
  ['en', 'Do I need travel insurance?'],
  ['es', '¿Necesito visado?'],
  ['en', 'What should I pack?'],
  ['es', '¿Qué gastos de cancelación tiene el Kilimanjaro?'],
];
const EXTRA_TRIPS = 300;

describe('chat-assistant reads per message do not grow with the catalogue', () => {
  const folder = tempDataRoot('chat-reads');
  let backend: SpawnedBackend;
  let chat: ChatModules;

  beforeAll(async () => {
    backend = await spawnOwnBackend(folder.dataRoot, { env: { SMTP_URL: '' } });
    // What the function reads on Edge, here pointing at this file's backend.
    process.env.SUPABASE_URL = backend.url;
    process.env.SUPABASE_SERVICE_ROLE_KEY = backend.serviceRoleKey;
    chat = await loadChatModules();
  }, 240_000);

  afterAll(async () => {
    await backend?.stop();
    folder.remove();
  });

  async function readsPerMessage(): Promise<Reads[]> {
    const all: Reads[] = [];
    for (const [language, message] of MESSAGES) {
      const { rest, reads } = counting(chat.serviceRestClient());
      const answer = await chat.reply({ rest, threadId: '00000000-0000-4000-8000-000000000000', message, language });
      expect(answer.length).toBeGreaterThan(0);
      all.push(reads);
    }
    return all;
  }

  /**
   * Published trips in Iceland (tourism), priced high, unrated and not featured, with 4 departures each: none of them
   * is what the messages above ask for, so the answers, and what they read, stay the same.
   */
  async function addTrips(count: number): Promise<void> {
    const rest = chat.serviceRestClient();
    const trips = await rest.insert<{ id: number }>('trips', Array.from({ length: count }, () => ({
      country_id: 5, activity_id: 20, duration_days: 6, difficulty: 2, group_type: 'open', price_from_cents: 990_000,
      rating: 0, review_count: 0, featured: false, published: true,
    })), 'id');
    await rest.insert('trip_translations', trips.flatMap(({ id }) => (['en', 'es'] as const).map((lang) => ({
      trip_id: id, lang, slug: `reads-${lang}-${id}`, title: `Reads ${id}`, summary: 'Added by the reads test.',
    }))), 'trip_id');
    await rest.insert('departures', trips.flatMap(({ id }) => [30, 90, 150, 210].map((days) => {
      const start = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
      return { trip_id: id, start_date: start, end_date: start, price_cents: 990_000, capacity: 12 };
    })), 'id');
  }

  it('makes the same requests and reads the same rows per message with 300 more published trips', async () => {
    const before = await readsPerMessage();
    for (const reads of before) {
      expect(reads.requests).toBeLessThanOrEqual(8);
      expect(reads.rows).toBeLessThanOrEqual(60);
    }
    await addTrips(EXTRA_TRIPS);
    expect(await readsPerMessage()).toEqual(before);
  });

  it('checks the trip links of an answer with one query, and none when it links no trip', async () => {
    const rest = chat.serviceRestClient();
    const [trip] = await rest.select<{ id: number; slug: string }>('trip_cards', { select: 'id,slug', lang: 'eq.en', slug: 'eq.kilimanjaro-machame-route' });
    if (!trip) throw new Error('the seed has no Kilimanjaro trip');
    const catalogue = { lang: 'en' as const, today: new Date().toISOString().slice(0, 10) };
    const counted = counting(rest);
    const text = `See /en/travel/${trip.id}/${trip.slug}, /es/travel/${trip.id}/old-slug and /en/travel/999999/atlantis.`;
    const guarded = await chat.guardTripLinks(text, catalogue, counted.rest);
    expect(guarded).toBe(`See /en/travel/${trip.id}/${trip.slug}, /en/travel/${trip.id}/${trip.slug} and .`);
    expect(counted.reads).toEqual({ requests: 1, rows: 1 });

    const none = counting(rest);
    expect(await chat.guardTripLinks('No trip here: /en/contact', catalogue, none.rest)).toBe('No trip here: /en/contact');
    expect(none.reads).toEqual({ requests: 0, rows: 0 });
  });
});
