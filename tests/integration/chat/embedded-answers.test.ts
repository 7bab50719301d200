import { testBackend } from '../setup/test-backend';
import { ask, discounted, isoToday, linkedTripIds, nextMonth, rest, type CardRow, type DepartureRow } from './chat-client';

/**
 * The embedded assistant (no model configured) against the seeded catalogue: each answer must link only trips that
 * truly match the question, say how many match, and the matches are recomputed here from the database.
 */
interface World {
  trips: CardRow[];
  departures: DepartureRow[];
}
type Predicate = (trip: CardRow, world: World) => boolean;

const opensIn = (month: number): Predicate => (trip, world) =>
  world.departures.some((d) => d.trip_id === trip.id && d.places_left > 0 && d.start_date.startsWith(nextMonth(month)));
const all = (...predicates: Predicate[]): Predicate => (trip, world) => predicates.every((p) => p(trip, world));
const activity = (id: number): Predicate => (trip) => trip.activity_id === id;
const country = (...ids: number[]): Predicate => (trip) => ids.includes(trip.country_id);
const level = (min: number, max: number): Predicate => (trip) => trip.difficulty >= min && trip.difficulty <= max;
const maxPrice = (euros: number): Predicate => (trip) => discounted(trip) <= euros * 100;
const privateGroup: Predicate = (trip) => trip.group_type === 'private' || trip.group_type === 'both';
const titled = (word: string): Predicate => (trip) => trip.title.toLowerCase().includes(word.toLowerCase());

// Country ids of the seed: 1 Spain, 2 Nepal, 3 Peru, 4 Morocco, 5 Iceland, 6 Norway, 7 Italy, 8 France,
// 9 Switzerland, 10 Tanzania, 11 Greece, 12 Chile, 13 Argentina. Activities: 15 hiking, 16 mountaineering, 17 ski,
// 19 sailing, 20 tourism, 21 trail running, 22 cycling, 24 climbing & via ferrata.
const CASES: [lang: 'en' | 'es', question: string, predicate: Predicate][] = [
  ['en', 'Do you have sailing trips in Greece?', all(activity(19), country(11))],
  ['en', "I'm looking for easy hiking trips", all(activity(15), level(1, 2))],
  ['en', 'Ski trips in March?', all(activity(17), opensIn(3))],
  ['en', 'Trips in Nepal under 2,000 €', all(country(2), maxPrice(2000))],
  ['en', 'Challenging mountaineering expeditions', all(activity(16), level(4, 5))],
  ['en', 'Private group trips in Italy', all(country(7), privateGroup)],
  ['en', 'When is the next departure for Kilimanjaro?', titled('Kilimanjaro')],
  ['en', 'Cheap trips in Morocco', country(4)],
  ['en', 'Trail running in Spain', all(activity(21), country(1))],
  ['en', 'Trips in Patagonia', country(12, 13)],
  ['en', 'What can I do in the Alps for less than 1500 euros?', all(country(8, 9, 7), maxPrice(1500))],
  ['en', 'Any trips in January with free spots?', opensIn(1)],
  ['es', '¿Tenéis viajes de vela en Italia?', all(activity(19), country(7))],
  ['es', 'Busco senderismo fácil por menos de 1.500 €', all(activity(15), level(1, 2), maxPrice(1500))],
  ['es', 'Viajes de esquí en Noruega', all(activity(17), country(6))],
  ['es', 'Quiero un viaje privado a Tanzania', all(country(10), privateGroup)],
  ['es', 'Próximas salidas al Everest', titled('Everest')],
  ['es', 'Alpinismo exigente', all(activity(16), level(4, 5))],
  ['es', 'Turismo cultural en Marruecos', all(activity(20), country(4))],
  ['es', 'Escalada y vía ferrata', activity(24)],
  ['es', 'Viajes a Islandia en diciembre', all(country(5), opensIn(12))],
  ['es', 'Trekking en Perú de nivel moderado', all(activity(15), country(3), level(2, 3))],
  ['es', '¿Qué viajes en bicicleta tenéis?', activity(22)],
  ['es', 'Viajes de senderismo en los Andes en marzo', all(activity(15), country(3, 12, 13), opensIn(3))],
];

describe('the embedded assistant answers from the catalogue', () => {
  const backend = testBackend();
  const worlds = new Map<'en' | 'es', World>();

  beforeAll(async () => {
    const departures = await rest<DepartureRow[]>(
      backend,
      `departure_availability?select=trip_id,start_date,places_left,status&status=eq.scheduled&start_date=gt.${isoToday()}`,
    );
    for (const lang of ['en', 'es'] as const) {
      const trips = await rest<CardRow[]>(backend, `trip_cards?select=*&lang=eq.${lang}`);
      worlds.set(lang, { trips, departures });
    }
  });

  it.each(CASES)('[%s] %s', async (lang, question, predicate) => {
    const world = worlds.get(lang) as World;
    const expected = world.trips.filter((trip) => predicate(trip, world)).map((trip) => trip.id);
    expect(expected.length).toBeGreaterThan(0);

    const { status, data } = await ask(backend, { message: question, threadId: null, language: lang });
    expect(status).toBe(200);
    const answer = data.response ?? '';
    const linked = linkedTripIds(answer, lang);
    expect(linked.length).toBe(Math.min(expected.length, 5));
    for (const id of linked) expect(expected).toContain(id);
    expect(answer).toContain(`**${expected.length}**`);
    expect(answer).toMatch(lang === 'es' ? /He encontrado/ : /I found/);
    // Every linked trip shows its real "from" price, highlighted form included.
    for (const id of linked) {
      const trip = world.trips.find((t) => t.id === id) as CardRow;
      const euros = String(discounted(trip) / 100).replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'es' ? '.' : ',');
      expect(answer).toContain(`${lang === 'es' ? 'Desde' : 'From'} ${euros} €`);
      expect(answer).toContain(`/${lang}/travel/${trip.id}/${trip.slug}`);
    }
  });

  it('lists the cheapest trips first when asked for cheap ones', async () => {
    const { data } = await ask(backend, { message: 'Cheap trips in Morocco', language: 'en' });
    const world = worlds.get('en') as World;
    const prices = linkedTripIds(data.response ?? '', 'en').map((id) => discounted(world.trips.find((t) => t.id === id) as CardRow));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('gives the real next departures with places for a named trip', async () => {
    const world = worlds.get('en') as World;
    const kilimanjaro = world.trips.find((t) => t.slug === 'kilimanjaro-machame-route') as CardRow;
    const next = world.departures.filter((d) => d.trip_id === kilimanjaro.id && d.places_left > 0).sort((a, b) => a.start_date.localeCompare(b.start_date))[0];
    const { data } = await ask(backend, { message: 'When is the next departure for Kilimanjaro?', language: 'en' });
    const date = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${next?.start_date}T12:00:00Z`));
    expect(data.response).toContain(date);
  });

  it('greets, thanks and falls back to contact or WhatsApp in the visitor language', async () => {
    const hello = await ask(backend, { message: 'hola', language: 'es' });
    expect(hello.data.response).toMatch(/^¡Hola!/);
    const thanks = await ask(backend, { message: 'Thank you!', language: 'en' });
    expect(thanks.data.response).toMatch(/welcome/);
    const unknown = await ask(backend, { message: '¿Puedo pagar con bitcoin?', language: 'es' });
    expect(unknown.data.response).toContain('/es/contacto');
    expect(unknown.data.response).toMatch(/https:\/\/wa\.me\/\d+/);
    expect(linkedTripIds(unknown.data.response ?? '', 'es')).toEqual([]);
  });

  it('says when nothing matches and offers the closest trips and a contact', async () => {
    const { data } = await ask(backend, { message: 'Kayak en Noruega', language: 'es' });
    const answer = data.response ?? '';
    expect(answer).toContain('No he encontrado');
    expect(answer).toMatch(/wa\.me/);
    const world = worlds.get('es') as World;
    const ids = linkedTripIds(answer, 'es');
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(world.trips.find((t) => t.id === id)?.country_id).toBe(6);
  });
});
