import { testBackend } from '../setup/test-backend';
import { ask, linkedTripIds, rest } from './chat-client';
import { pageSays } from './page-terms';

/**
 * The assistant's deposit, balance and cancellation answers (issue 46) say what the trip page says: the same columns
 * (trip_booking_terms), in the same sentences, formatted here by next-intl from the catalogues as the page formats
 * them, for the trip the visitor is looking at, the trips the question names, in the question's language.
 */
type Lang = 'en' | 'es';
interface TermsRow {
  trip_id: number;
  lang: Lang;
  deposit_percent: number;
  deposit_min_days: number;
  balance_due_days: number;
  cancellation_fees: unknown;
}
interface Card {
  id: number;
  lang: Lang;
  title: string;
  country_name: string;
  activity_id: number;
}

describe('the assistant answers deposit, balance and cancellation questions as the trip page does', () => {
  const backend = testBackend();
  let terms: TermsRow[];
  let cards: Card[];
  const termsOf = (id: number, lang: Lang) => terms.find((row) => row.trip_id === id && row.lang === lang) as TermsRow;
  const titled = (pattern: RegExp) => (cards.find((card) => card.lang === 'en' && pattern.test(card.title)) as Card).id;
  const rule = (row: TermsRow) => `${row.deposit_percent}/${row.deposit_min_days}/${row.balance_due_days}`;

  beforeAll(async () => {
    terms = await rest<TermsRow[]>(backend, 'trip_booking_terms?select=trip_id,lang,deposit_percent,deposit_min_days,balance_due_days,cancellation_fees&order=trip_id');
    cards = await rest<Card[]>(backend, 'trip_cards?select=id,lang,title,country_name,activity_id&order=id');
  });

  const answer = async (message: string, language: Lang, tripId?: number) => {
    const { status, data } = await ask(backend, { message, language, ...(tripId ? { tripId } : {}) });
    expect(status).toBe(200);
    return data.response ?? '';
  };

  it('has three trips with different deposit rules to ask about', () => {
    const picked = [titled(/^Everest Base Camp Trek$/), titled(/^Cyclades Sailing Week$/), titled(/^Tour du Mont Blanc Highlights$/)];
    expect(new Set(picked.map((id) => rule(termsOf(id, 'en')))).size).toBe(3);
  });

  describe.each([
    ['en', 'What deposit do I need, and when is the balance due?'],
    ['es', '¿Qué depósito necesito y cuándo se paga el resto?'],
  ] as const)('asked on a trip page (%s)', (lang, question) => {
    it.each([/^Everest Base Camp Trek$/, /^Cyclades Sailing Week$/, /^Tour du Mont Blanc Highlights$/, /^Toubkal Ascent/])('%s: its deposit and balance, in its page\'s words', async (title) => {
      const id = titled(title);
      const text = await answer(question, lang, id);
      const page = pageSays(termsOf(id, lang), lang);
      expect(text).toContain(page.deposit);
      if (page.balance) expect(text).toContain(page.balance);
      expect([...new Set(linkedTripIds(text, lang))]).toEqual([id]);
    });
  });

  it.each([
    ['en', 'What deposit do I need for a trek in Nepal?'],
    ['es', '¿Qué depósito necesito para un trekking en Nepal?'],
  ] as const)('"a trek in Nepal" (%s): the Nepal treks\' own terms, 75 and 60 days', async (lang, question) => {
    const text = await answer(question, lang);
    const ids = [...new Set(linkedTripIds(text, lang))];
    const nepal = cards.filter((card) => card.lang === lang && card.activity_id === 15 && /Nepal/.test(card.country_name)).map((card) => card.id);
    expect(ids.sort()).toEqual(nepal.sort());
    const rules = new Set(nepal.map((id) => rule(termsOf(id, lang))));
    expect([...rules]).toEqual(['30/75/60']);
    const page = pageSays(termsOf(nepal[0] as number, lang), lang);
    expect(text).toContain(page.deposit);
    expect(text).toContain(page.balance);
    expect(text).not.toMatch(/\b45\b/);
  });

  it.each([
    ['en', 'What are the deposit and the balance for Haute Route Ski Tour: Chamonix to Zermatt?'],
    ['es', '¿Cuál es el depósito y cuándo se paga el resto de Haute Route con esquís: de Chamonix a Zermatt?'],
  ] as const)('the Haute Route named in full on its own page (%s) is that trip', async (lang, question) => {
    const id = titled(/^Haute Route Ski Tour: Chamonix to Zermatt$/);
    const text = await answer(question, lang, id);
    expect([...new Set(linkedTripIds(text, lang))]).toEqual([id]);
    const page = pageSays(termsOf(id, lang), lang);
    expect(text).toContain(page.deposit);
    expect(text).toContain(page.balance);
  });

  it('a trip named in full wins over the page the question is asked on', async () => {
    const haute = titled(/^Haute Route Ski Tour: Chamonix to Zermatt$/);
    const text = await answer('Can I cancel Haute Route Ski Tour: Chamonix to Zermatt?', 'en', titled(/^Cyclades Sailing Week$/));
    expect([...new Set(linkedTripIds(text, 'en'))]).toEqual([haute]);
    for (const fee of pageSays(termsOf(haute, 'en'), 'en').fees) expect(text).toContain(`${fee.when}: ${fee.fee}`);
  });

  it('says when the terms of the trips it talks about differ, and gives each its own', async () => {
    const text = await answer('What deposit do I need for a trip in Tanzania?', 'en');
    const ids = [...new Set(linkedTripIds(text, 'en'))];
    const rules = new Set(ids.map((id) => rule(termsOf(id, 'en'))));
    expect(rules.size).toBeGreaterThan(1);
    expect(text).toContain('The terms differ between these trips');
    for (const id of ids) expect(text).toContain(pageSays(termsOf(id, 'en'), 'en').deposit);
  });

  it('answers in the language of the question when it is clearly the other one', async () => {
    const spanish = await answer('¿puedo cancelar?', 'en');
    expect(spanish).toContain(pageSays(terms[0] as TermsRow, 'es').fees[0]?.fee.replace(/^\d+/, '').trim());
    expect(spanish).toContain('/es/terminos-condiciones');
    expect(spanish).not.toContain('/en/');
    const english = await answer('Can I cancel my booking?', 'es');
    expect(english).toContain('/en/terms-and-conditions');
    expect(english).toContain('of the trip price');
    // A message that is no clear language keeps the page's.
    expect(await answer('Kilimanjaro deposit', 'es')).toContain('/es/travel/');
  });

  it('refuses a trip id that is not one', async () => {
    for (const tripId of [0, -3, 1.5, 'x', 1e12]) {
      const { status } = await ask(backend, { message: 'deposit?', language: 'en', tripId });
      expect(status).toBe(400);
    }
  });
});
