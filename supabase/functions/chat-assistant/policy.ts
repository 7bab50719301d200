import type { RestClient } from '../_shared/rest.ts';
import type { Catalogue, Lang, Trip } from './catalogue.ts';
import { pageUrl, tripUrl } from './format.ts';
import { searchCatalogue } from './search.ts';

/**
 * Questions about paying, deposits and balances, cancelling, insurance, visas and packing, answered from the shop's
 * own content: each trip's deposit rule, balance date and cancellation fees (trips), its practical information,
 * what it leaves out and its FAQs (trip_translations), with a link to the page that says it.
 */
export type Topic = 'payment' | 'cancellation' | 'insurance' | 'visa' | 'packing';

const TOPICS: [Topic, RegExp][] = [
  ['cancellation', /\b(cancel\w*|refund\w*|anula\w*|reembols\w*|devolu\w*|devolv\w*|devuelv\w*)\b/],
  ['payment', /\b(pay|pays|paying|paid|payment|payments|deposit|deposits|balance|instal?ments?|pagar|pago|pagos|paga|pagas|pagan|pague|pagues|deposito|senal|saldo|plazos|resto)\b/],
  ['insurance', /\b(insurance|insured|seguro de viaje|seguro|seguros|asegurad\w*)\b/],
  ['visa', /\b(visa|visas|visado|visados|passport|pasaporte)\b/],
  ['packing', /\b(pack|packing|bring|gear|equipment|kit|luggage|clothes|clothing|llevar|equipaje|equipo|material|mochila|ropa|maleta)\b/],
];
/** Ways to pay the shop's content says nothing about: those questions go to the team. */
const UNKNOWN_PAYMENT = /\b(bitcoin|crypto\w*|cripto\w*|paypal|cash|efectivo|cheque|check|bizum)\b/;

export function policyTopic(text: string): Topic | null {
  for (const [topic, pattern] of TOPICS) if (pattern.test(text)) return topic;
  return null;
}

export function knowsAnswer(text: string): boolean {
  return !UNKNOWN_PAYMENT.test(text);
}

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
}
interface ContentRow {
  trip_id: number;
  practical_info: string | null;
  excludes: string[] | null;
  includes: string[] | null;
  faqs: { question: string; answer: string }[] | null;
  booking_notes: string | null;
}

const T = {
  en: {
    full: (title: string) => `**${title}** is paid in full when you book.`,
    deposit: (p: number, d: number, b: number) =>
      `you can pay the full price, or a deposit of ${p}% when you book at least ${d} days before departure; the balance is then due ${b} days before departure.`,
    forTrip: (title: string) => `For **${title}** `,
    general: 'On most of our trips ',
    eachTrip: 'Each trip page shows its own rule.',
    fees: 'Cancellation fees, by how long before departure you cancel:',
    fee: (from: number, to: number | null, percent: number) =>
      to === null ? `${from} days or more: ${percent}%` : from === 0 ? `less than ${to} days: ${percent}%` : `${from} to ${to - 1} days: ${percent}%`,
    terms: 'terms and conditions',
    tripPage: 'Trip page',
    notIncluded: (title: string, items: string[]) => `Not included in **${title}**: ${items.join('; ')}.`,
    visasGeneral: 'Visas are not included in the price; the trips that need one say so under "Not included":',
    packingTrip: (title: string) => `About packing for **${title}**:`,
    included: (items: string[]) => `Included: ${items.join('; ')}.`,
    packingGeneral: 'What travellers ask about gear, from our trip pages:',
  },
  es: {
    full: (title: string) => `**${title}** se paga entero al reservar.`,
    deposit: (p: number, d: number, b: number) =>
      `puedes pagar el precio completo, o una señal del ${p}% si reservas al menos ${d} días antes de la salida; el resto se paga ${b} días antes de la salida.`,
    forTrip: (title: string) => `En **${title}** `,
    general: 'En la mayoría de nuestros viajes ',
    eachTrip: 'La página de cada viaje muestra sus propias condiciones.',
    fees: 'Gastos de cancelación, según la antelación con la que canceles:',
    fee: (from: number, to: number | null, percent: number) =>
      to === null ? `${from} días o más: ${percent}%` : from === 0 ? `menos de ${to} días: ${percent}%` : `de ${from} a ${to - 1} días: ${percent}%`,
    terms: 'términos y condiciones',
    tripPage: 'Página del viaje',
    notIncluded: (title: string, items: string[]) => `No incluido en **${title}**: ${items.join('; ')}.`,
    visasGeneral: 'Los visados no están incluidos en el precio; los viajes que lo necesitan lo indican en "No incluye":',
    packingTrip: (title: string) => `Sobre qué llevar en **${title}**:`,
    included: (items: string[]) => `Incluido: ${items.join('; ')}.`,
    packingGeneral: 'Lo que preguntan los viajeros sobre el equipo, en las páginas de nuestros viajes:',
  },
} satisfies Record<Lang, unknown>;

const TERMS_PATH: Record<Lang, string> = { en: 'terms-and-conditions', es: 'terminos-condiciones' };
const SENTENCE_WORDS: Record<'insurance' | 'visa' | 'packing', RegExp> = {
  insurance: /insur|seguro/i,
  visa: /\bvisa|visado|passport|pasaporte/i,
  packing: /\b(pack|gear|equipment|kit|bring|boots|clothes|llevar|equipaje|equipo|material|mochila|ropa|botas)/i,
};

function mostCommon<T>(values: T[], key: (value: T) => string): T | undefined {
  const counts = new Map<string, { value: T; n: number }>();
  for (const value of values) {
    const k = key(value);
    const entry = counts.get(k) ?? { value, n: 0 };
    entry.n++;
    counts.set(k, entry);
  }
  return [...counts.values()].sort((a, b) => b.n - a.n)[0]?.value;
}

const sentences = (text: string | null) => (text ?? '').split(/(?<=\.)\s+|\n+/).map((s) => s.trim()).filter(Boolean);

/** The one trip a question is about, when its words name one (found by the shop's search); else null. */
async function tripAsked(rest: RestClient, catalogue: Catalogue, text: string): Promise<Trip | null> {
  let rest_ = text;
  for (const [, pattern] of TOPICS) rest_ = rest_.replace(new RegExp(pattern.source, 'g'), ' ');
  rest_ = rest_.replace(/\b(how|much|when|does|need|get|tell|about|cuanto|cuando|como|necesito|hace falta|puedo|debo|el|la)\b/g, ' ').trim();
  if (!rest_) return null;
  // The words together, then one at a time (a question keeps words the search cannot use: "tiene", "gastos").
  const words = rest_.split(/\s+/).filter((word) => word.length >= 4);
  for (const attempt of [rest_, ...(words.length > 1 ? words : [])]) {
    const { found, matches } = await searchCatalogue(rest, catalogue, attempt);
    if (found.dropped === null && found.reading.text !== null && matches.length > 0 && matches.length <= 6) return matches[0]?.trip ?? null;
  }
  return null;
}

function feeLines(fees: Fee[], lang: Lang): string[] {
  const sorted = [...fees].sort((a, b) => b.from_days - a.from_days);
  return sorted.map((fee, i) => `- ${T[lang].fee(fee.from_days, i === 0 ? null : (sorted[i - 1]?.from_days ?? null), fee.fee_percent)}`);
}

/** The answer to a policy question, or null when the shop's content does not say (the caller offers the team). */
export async function policyAnswer(rest: RestClient, catalogue: Catalogue, text: string, topic: Topic): Promise<string | null> {
  const lang = catalogue.lang;
  const t = T[lang];
  const published = new Set(catalogue.trips.map((trip) => trip.id));
  const [policies, contents, trip] = await Promise.all([
    rest.select<PolicyRow>('trips', { select: 'id,deposit_percent,deposit_min_days,balance_due_days,cancellation_fees', published: 'eq.true', order: 'id.asc' }),
    rest.select<ContentRow>('trip_translations', { select: 'trip_id,practical_info,excludes,includes,faqs,booking_notes', lang: `eq.${lang}`, order: 'trip_id.asc' }),
    tripAsked(rest, catalogue, text),
  ]);
  const content = contents.filter((row) => published.has(row.trip_id));
  const terms = `[${t.terms}](${pageUrl(TERMS_PATH[lang], lang)})`;
  const titleOf = (id: number) => catalogue.trips.find((x) => x.id === id);
  const link = (x: Trip) => `${t.tripPage}: ${tripUrl(x, lang)}`;
  const policy = trip ? policies.find((p) => p.id === trip.id) : undefined;
  const own = trip ? content.find((c) => c.trip_id === trip.id) : undefined;

  if (topic === 'payment') {
    if (trip && policy) {
      const rule = policy.deposit_percent > 0 && policy.deposit_percent < 100
        ? t.forTrip(trip.title) + t.deposit(policy.deposit_percent, policy.deposit_min_days, policy.balance_due_days)
        : t.full(trip.title);
      return [rule, own?.booking_notes, `${link(trip)} · ${terms}`].filter(Boolean).join('\n\n');
    }
    const common = mostCommon(policies.filter((p) => p.deposit_percent > 0 && p.deposit_percent < 100),
      (p) => `${p.deposit_percent}/${p.deposit_min_days}/${p.balance_due_days}`);
    if (!common) return null;
    return `${t.general}${t.deposit(common.deposit_percent, common.deposit_min_days, common.balance_due_days)} ${t.eachTrip}\n\n${terms}`;
  }
  if (topic === 'cancellation') {
    const fees = policy?.cancellation_fees ?? mostCommon(policies, (p) => JSON.stringify(p.cancellation_fees))?.cancellation_fees;
    if (!fees || fees.length === 0) return null;
    const lead = trip ? `**${trip.title}**. ${t.fees}` : `${t.fees}`;
    const tail = trip ? `${link(trip)} · ${terms}` : `${t.eachTrip}\n\n${terms}`;
    return `${lead}\n${feeLines(fees, lang).join('\n')}\n\n${tail}`;
  }
  if (topic === 'visa') {
    const visaItems = (row: ContentRow | undefined) => (row?.excludes ?? []).filter((item) => SENTENCE_WORDS.visa.test(item));
    if (trip) {
      const items = [...visaItems(own), ...sentences(own?.practical_info ?? null).filter((s) => SENTENCE_WORDS.visa.test(s))];
      if (items.length > 0) return `${t.notIncluded(trip.title, items)}\n\n${link(trip)}`;
    }
    // One trip per distinct visa (a trip and its private or premium edition say the same).
    const seen = new Set<string>();
    const listed = content.filter((row) => {
      const key = visaItems(row).join('|');
      if (!key || seen.has(key)) return false;
      seen.add(key);
      return true;
    }).slice(0, 4);
    if (listed.length === 0) return null;
    const lines = listed.flatMap((row) => {
      const x = titleOf(row.trip_id);
      return x ? [`- **${x.title}**: ${visaItems(row).join('; ')}\n${tripUrl(x, lang)}`] : [];
    });
    return `${t.visasGeneral}\n${lines.join('\n')}`;
  }
  // Insurance and packing: the trip's own sentences, or the ones most trips share.
  const words = SENTENCE_WORDS[topic];
  const fromRow = (row: ContentRow | undefined) => [
    ...sentences(row?.practical_info ?? null).filter((s) => words.test(s)),
    ...(row?.excludes ?? []).filter((item) => words.test(item)),
    ...(row?.faqs ?? []).filter((f) => words.test(f.question) || words.test(f.answer)).map((f) => `${f.question} ${f.answer}`),
  ];
  if (trip) {
    const own_ = fromRow(own);
    if (topic === 'packing' && own?.includes?.length) own_.push(t.included(own.includes));
    if (own_.length > 0) {
      const lead = topic === 'packing' ? `${t.packingTrip(trip.title)}\n` : '';
      return `${lead}${own_.join('\n')}\n\n${link(trip)}`;
    }
  }
  if (topic === 'insurance') {
    const common = mostCommon(content.flatMap((row) => sentences(row.practical_info).filter((s) => words.test(s))), (s) => s);
    return common ? `${common}\n\n${terms}` : null;
  }
  const asked = new Set<string>();
  const faqs = content
    .flatMap((row) => (row.faqs ?? []).filter((f) => words.test(f.question) || words.test(f.answer)).map((f) => ({ row, f })))
    .filter(({ f }) => !asked.has(f.question) && Boolean(asked.add(f.question)))
    .slice(0, 3);
  if (faqs.length === 0) return null;
  return `${t.packingGeneral}\n${faqs.map(({ row, f }) => {
    const x = titleOf(row.trip_id);
    return `- **${f.question}** ${f.answer}${x ? `\n${tripUrl(x, lang)}` : ''}`;
  }).join('\n')}`;
}
