import type { SpawnedBackend } from '../../../supabase/local/spawn';
import { spawnOwnBackend, tempDataRoot } from '../setup/own-backend';
import { ask, askStream, isoToday, linkedTripIds, rest, type CardRow, type DepartureRow } from './chat-client';
import { lastMessage, startFakeOpenAi, type FakeOpenAi, type Turn, type WireRequest } from './fake-openai';

interface SearchResult {
  count: number;
  trips: { id: number; title: string; url: string; price_from: string }[];
}
interface DeparturesResult {
  trip: { id: number; url: string };
  departures: { date: string; places_left: number }[];
}

const INVENTED = '/en/travel/999/atlantis-sunken-city-cruise';

/** Behaves like a model: first asks a tool, then writes an answer from what the tool returned (plus one invention). */
function scripted(tool: string, args: Record<string, unknown>) {
  return (request: WireRequest): Turn => {
    const last = lastMessage(request);
    if (last.role !== 'tool') return { toolCall: { name: tool, arguments: args } };
    const result = JSON.parse(last.content ?? '{}') as SearchResult & DeparturesResult;
    if (result.trips) {
      const [first] = result.trips;
      return { content: `Try **${first?.title}**, ${first?.price_from}:\n${first?.url}\nOr **Atlantis Cruise**: ${INVENTED}` };
    }
    return { content: `Next date: ${result.departures[0]?.date} (${result.departures[0]?.places_left} places)\n${result.trip.url}` };
  };
}

describe('chat-assistant with an OpenAI-compatible model and catalogue tools', () => {
  const folder = tempDataRoot('chat-model');
  let peer: FakeOpenAi;
  let backend: SpawnedBackend;

  beforeAll(async () => {
    peer = await startFakeOpenAi();
    backend = await spawnOwnBackend(folder.dataRoot, {
      env: { OPENAI_API_KEY: 'sk-test-key', OPENAI_BASE_URL: peer.baseUrl, OPENAI_MODEL: 'test-model', SMTP_URL: '' },
    });
  }, 240_000);

  afterAll(async () => {
    await backend?.stop();
    await peer?.close();
    folder.remove();
  });

  beforeEach(() => {
    peer.requests = [];
  });

  async function realTrips(lang: 'en' | 'es') {
    return rest<CardRow[]>(backend, `trip_cards?select=*&lang=eq.${lang}`);
  }

  it('sends tools and the question over the wire, runs search_trips on the catalogue and keeps only real trips', async () => {
    peer.script = scripted('search_trips', { activity: 'sailing', destination: 'Greece' });
    const { status, data } = await ask(backend, { message: 'Sailing in Greece?', threadId: null, language: 'en' });
    expect(status).toBe(200);

    expect(peer.requests).toHaveLength(2);
    const [first, second] = peer.requests as [WireRequest, WireRequest];
    expect(first.authorization).toBe('Bearer sk-test-key');
    expect(first.model).toBe('test-model');
    expect(first.stream).toBeFalsy();
    expect(first.tools?.map((t) => t.function.name).sort()).toEqual(['get_departures', 'get_policy', 'get_trip_details', 'search_trips']);
    expect(first.messages[0]?.role).toBe('system');
    expect(first.messages[0]?.content).toContain('English');
    expect(lastMessage(first)).toEqual({ role: 'user', content: 'Sailing in Greece?' });

    // The tool result the model saw is exactly the matching trips of the database.
    const tool = lastMessage(second);
    expect(tool.tool_call_id).toBe('call_1');
    const result = JSON.parse(tool.content ?? '{}') as SearchResult;
    const expected = (await realTrips('en')).filter((t) => t.activity_id === 19 && t.country_id === 11);
    expect(result.trips.map((t) => t.id).sort()).toEqual(expected.map((t) => t.id).sort());
    expect(result.count).toBe(expected.length);

    const answer = data.response ?? '';
    const firstTrip = expected.find((t) => t.id === result.trips[0]?.id) as CardRow;
    expect(answer).toContain(`/en/travel/${firstTrip.id}/${firstTrip.slug}`);
    expect(answer).toMatch(/From [\d,]+ €/);
    expect(answer).not.toContain(INVENTED);
    expect(linkedTripIds(answer, 'en')).toEqual([firstTrip.id]);
  });

  it('streams the model reply chunk by chunk to the visitor, tool calls assembled from streamed fragments', async () => {
    peer.script = scripted('search_trips', { activity: 'vela', destination: 'Grecia' });
    const streamed = await askStream(backend, { message: 'Vela en Grecia', threadId: null, language: 'es' });
    expect(peer.requests.every((r) => r.stream === true)).toBe(true);
    expect(peer.requests[0]?.messages[0]?.content).toContain('Spanish');
    const result = JSON.parse(lastMessage(peer.requests[1] as WireRequest).content ?? '{}') as SearchResult;
    expect(result.trips.length).toBeGreaterThan(0);

    expect(streamed.deltas.length).toBeGreaterThan(2);
    const done = streamed.events.at(-1);
    expect(done?.event).toBe('done');
    expect(done?.data.response).toBe(streamed.deltas.join(''));
    expect(String(done?.data.response)).toContain(result.trips[0]?.url ?? '?');
    expect(String(done?.data.response)).toMatch(/Desde [\d.]+ €/);
    expect(streamed.deltas.join('')).not.toContain('/travel/999/');
  });

  it('answers dates with get_departures from the real departures, and remembers the thread', async () => {
    const trips = await realTrips('en');
    const kilimanjaro = trips.find((t) => t.slug === 'kilimanjaro-machame-route') as CardRow;
    peer.script = scripted('get_departures', { trip_id: kilimanjaro.id });
    const first = await ask(backend, { message: 'Kilimanjaro dates?', language: 'en' });
    const departures = await rest<DepartureRow[]>(
      backend,
      `departure_availability?select=trip_id,start_date,places_left,status&trip_id=eq.${kilimanjaro.id}&status=eq.scheduled&start_date=gt.${isoToday()}&order=start_date.asc`,
    );
    const result = JSON.parse(lastMessage(peer.requests[1] as WireRequest).content ?? '{}') as DeparturesResult;
    expect(result.departures.map((d) => d.date)).toEqual(departures.map((d) => d.start_date));
    expect(first.data.response).toContain(`Next date: ${departures[0]?.start_date}`);

    peer.requests = [];
    await ask(backend, { message: 'And the price?', threadId: first.data.threadId, language: 'en' });
    const history = peer.requests[0]?.messages.map((m) => `${m.role}:${m.content ?? ''}`) ?? [];
    expect(history).toEqual(expect.arrayContaining(['user:Kilimanjaro dates?', 'user:And the price?']));
    expect(history.some((line) => line.startsWith('assistant:Next date'))).toBe(true);
  });

  it('answers from the catalogue when the model endpoint fails', async () => {
    peer.script = () => ({ fail: 500 });
    const { status, data } = await ask(backend, { message: 'Ski trips in Norway', language: 'en' });
    expect(status).toBe(200);
    expect(peer.requests.length).toBeGreaterThan(0);
    expect(data.response).toContain('I found');
    const norwaySki = (await realTrips('en')).filter((t) => t.activity_id === 17 && t.country_id === 6).map((t) => t.id);
    expect(linkedTripIds(data.response ?? '', 'en').sort()).toEqual(norwaySki.sort());
  });
});
