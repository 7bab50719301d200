import { testBackend } from '../setup/test-backend';
import { ask, linkedTripIds, rest } from './chat-client';
import { pageSays } from './page-terms';

/**
 * Questions about paying, cancelling, insurance, visas and packing, in both languages, answered from the shop's own
 * content: every expectation below is computed from the tables (trips, trip_translations), never a fixed answer.
 */
interface Fee {
  from_days: number;
  fee_percent: number;
}
interface PolicyRow {
  id: number;
  deposit_percent: number;
  deposit_min_days: number;
  balance_due_days: number;
  cancellation_fees: Fee[];
  published: boolean;
}
interface ContentRow {
  trip_id: number;
  title: string;
  practical_info: string | null;
  excludes: string[] | null;
  faqs: { question: string; answer: string }[] | null;
}
type Lang = 'en' | 'es';

function mostCommon<T>(values: T[], key: (value: T) => string): T {
  const counts = new Map<string, { value: T; n: number }>();
  for (const value of values) {
    const entry = counts.get(key(value)) ?? { value, n: 0 };
    entry.n++;
    counts.set(key(value), entry);
  }
  const best = [...counts.values()].sort((a, b) => b.n - a.n)[0];
  if (!best) throw new Error('no data');
  return best.value;
}

const TERMS: Record<Lang, string> = { en: '/en/terms-and-conditions', es: '/es/terminos-condiciones' };

describe('the assistant answers policy questions from the shop content', () => {
  const backend = testBackend();
  let policies: PolicyRow[];
  const content = new Map<Lang, ContentRow[]>();

  beforeAll(async () => {
    policies = await rest<PolicyRow[]>(backend, 'trips?select=id,deposit_percent,deposit_min_days,balance_due_days,cancellation_fees,published&published=eq.true&order=id');
    for (const lang of ['en', 'es'] as const) {
      content.set(lang, await rest<ContentRow[]>(backend, `trip_translations?select=trip_id,title,practical_info,excludes,faqs&lang=eq.${lang}&order=trip_id`));
    }
  });

  const answer = async (lang: Lang, message: string) => {
    const { status, data } = await ask(backend, { message, language: lang });
    expect(status).toBe(200);
    return data.response ?? '';
  };
  const generalDeposit = () => mostCommon(policies.filter((p) => p.deposit_percent > 0 && p.deposit_percent < 100),
    (p) => `${p.deposit_percent}/${p.deposit_min_days}/${p.balance_due_days}`);
  const published = (lang: Lang) => (content.get(lang) ?? []).filter((c) => policies.some((p) => p.id === c.trip_id));
  /** The deposit rule and the balance in the trip page's own sentences. */
  const expectDepositRule = (text: string, lang: Lang, rule: Pick<PolicyRow, 'deposit_percent' | 'deposit_min_days' | 'balance_due_days'>) => {
    const page = pageSays({ ...rule, cancellation_fees: [] }, lang);
    expect(text).toContain(page.deposit);
    expect(text).toContain(page.balance);
  };
  /**
   * The trip an answer links (a name a trip and its editions share links them all), with the titles checked: the
   * answer is about the trip asked for.
   */
  const linkedTrip = (text: string, lang: Lang, titled: RegExp) => {
    const ids = [...new Set(linkedTripIds(text, lang))];
    expect(ids.length).toBeGreaterThanOrEqual(1);
    expect(ids.length).toBeLessThanOrEqual(2);
    const rows = ids.map((id) => (content.get(lang) ?? []).find((c) => c.trip_id === id));
    for (const row of rows) expect(row?.title).toMatch(titled);
    return { row: rows[0] as ContentRow, policy: policies.find((p) => p.id === ids[0]) as PolicyRow };
  };

  describe.each([
    ['en', {
      deposit: 'How do I pay a deposit?', balance: 'When is the balance due?', cancellation: 'What is your cancellation policy?',
      tripCancel: 'Can I get a refund if I cancel the Kilimanjaro trip?', tripDeposit: 'How much is the deposit for the Cyclades sailing week?',
      insurance: 'Do I need travel insurance?', tripVisa: 'Do I need a visa for Kilimanjaro?', packing: 'What should I pack?',
      visa: 'Do I need a visa?', tripPay: 'How do I pay for the Inca Trail?',
    }],
    ['es', {
      deposit: '¿Cómo pago la señal?', balance: '¿Cuándo hay que pagar el resto?', cancellation: '¿Cuál es la política de cancelación?',
      tripCancel: '¿Qué gastos de cancelación tiene el Kilimanjaro?', tripDeposit: '¿Cuánto es la señal de la semana en velero por las Cícladas?',
      insurance: '¿Necesito seguro de viaje?', tripVisa: '¿Hace falta visado para el Kilimanjaro?', packing: '¿Qué tengo que llevar en la mochila?',
      visa: '¿Necesito visado?', tripPay: '¿Cómo pago el Camino Inca?',
    }],
  ] as const)('in %s', (lang, q) => {
    it('deposit: the rule most trips have, with the terms page', async () => {
      const text = await answer(lang, q.deposit);
      expectDepositRule(text, lang, generalDeposit());
      expect(text).toContain(TERMS[lang]);
    });

    it('balance: when it is due', async () => {
      const text = await answer(lang, q.balance);
      expect(text).toContain(pageSays({ ...generalDeposit(), cancellation_fees: [] }, lang).balance);
      expect(text).toContain(TERMS[lang]);
    });

    it('cancellation: the fees most trips have, by days before departure', async () => {
      const text = await answer(lang, q.cancellation);
      const fees = mostCommon(policies, (p) => JSON.stringify(p.cancellation_fees)).cancellation_fees;
      for (const fee of fees) expect(text).toContain(`${fee.fee_percent}%`);
      expect(text).toContain(TERMS[lang]);
    });

    it('cancellation of a named trip: its own fees and its page', async () => {
      const text = await answer(lang, q.tripCancel);
      const { policy } = linkedTrip(text, lang, /Kilimanjaro/);
      for (const fee of policy.cancellation_fees) expect(text).toContain(`${fee.fee_percent}%`);
    });

    it('deposit of a named trip: its own rule and its page', async () => {
      const text = await answer(lang, q.tripDeposit);
      const { policy } = linkedTrip(text, lang, /Cyclades|Cícladas/);
      expectDepositRule(text, lang, policy);
    });

    it('payment of another named trip', async () => {
      const text = await answer(lang, q.tripPay);
      const { policy } = linkedTrip(text, lang, /Inca/);
      expectDepositRule(text, lang, policy);
    });

    it('insurance: what the trips say about it', async () => {
      const text = await answer(lang, q.insurance);
      const sentences = published(lang).flatMap((c) => (c.practical_info ?? '').split(/(?<=\.)\s+|\n+/).map((s) => s.trim()))
        .filter((s) => /insur|seguro/i.test(s));
      expect(sentences.length).toBeGreaterThan(0);
      expect(text).toContain(mostCommon(sentences, (s) => s));
    });

    it('visa for a named trip: what its page lists as not included', async () => {
      const text = await answer(lang, q.tripVisa);
      const { row } = linkedTrip(text, lang, /Kilimanjaro/);
      const items = (row.excludes ?? []).filter((e) => /\bvisa|visado/i.test(e));
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) expect(text).toContain(item);
    });

    it('visas in general: the trips that list one, with their pages', async () => {
      const text = await answer(lang, q.visa);
      const ids = linkedTripIds(text, lang);
      expect(ids.length).toBeGreaterThan(0);
      for (const id of ids) {
        const row = published(lang).find((c) => c.trip_id === id) as ContentRow;
        const items = (row.excludes ?? []).filter((e) => /\bvisa|visado/i.test(e));
        expect(items.length).toBeGreaterThan(0);
        expect(text).toContain(items[0]);
      }
    });

    it('packing: the trips\' own answers about gear, with their pages', async () => {
      const text = await answer(lang, q.packing);
      const words = /\b(pack|gear|equipment|kit|bring|boots|clothes|llevar|equipaje|equipo|material|mochila|ropa|botas)/i;
      const faqs = published(lang).flatMap((c) => (c.faqs ?? []).filter((f) => words.test(f.question) || words.test(f.answer)));
      expect(faqs.length).toBeGreaterThan(0);
      expect(text).toContain(faqs[0]?.question);
      expect(linkedTripIds(text, lang).length).toBeGreaterThan(0);
    });
  });

  it('offers the contact form (a working address) when the content does not say', async () => {
    const text = await answer('es', '¿Puedo pagar con bitcoin?');
    expect(text).toContain('/es/contacto');
    const en = await answer('en', 'Can I pay with PayPal?');
    expect(en).toContain('/en/contact');
  });
});
