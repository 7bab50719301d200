import type { RestClient } from '../_shared/rest.ts';
import { toTrip, type Catalogue, type Lang, type Trip } from './catalogue.ts';
import { pageUrl, tripUrl } from './format.ts';
import { findTrips, foundTotal } from './search.ts';

/**
 * Questions about paying, deposits and balances, cancelling, insurance, visas and packing, answered from the shop's
 * own content: each trip's deposit rule, balance date and cancellation fees (trips), its practical information,
 * what it leaves out and its FAQs (trip_translations), with a link to the page that says it. A question that names a
 * trip reads that trip's rows; any other is answered for most of our trips from one summary the database computes
 * and keeps for ten minutes (chat_summary over the chat_* functions of 20261124000100_chat_lookups.sql).
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
interface DepositRule {
  deposit_percent: number;
  deposit_min_days: number;
  balance_due_days: number;
}
interface TripTerms extends DepositRule {
  cancellation_fees: Fee[];
}
interface TripContent {
  practical_info: string | null;
  excludes: string[] | null;
  includes: string[] | null;
  faqs: { question: string; answer: string }[] | null;
  booking_notes: string | null;
}
/** The named trip's own rows: null when it has none (then the answer is the one for most trips). */
interface TripPolicy {
  trip: Trip;
  terms: TripTerms | null;
  content: TripContent | null;
}
/** A trip a general answer lists, as the chat_* functions return it. */
interface ListedTrip {
  trip_id: number;
  slug: string;
  title: string;
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
type ContentTopic = 'insurance' | 'visa' | 'packing';
/**
 * The words that make a sentence, an item or a FAQ about a topic: case-insensitive regular expressions written in the
 * syntax JavaScript and PostgreSQL share (a lookbehind for a word start: PostgreSQL reads \b as a backspace), so the
 * database's summaries of all trips read them exactly as the answers about one trip do.
 */
const TOPIC_WORDS: Record<ContentTopic, string> = {
  insurance: 'insur|seguro',
  visa: '(?<![a-z0-9_])visa|visado|passport|pasaporte',
  packing: '(?<![a-z0-9_])(pack|gear|equipment|kit|bring|boots|clothes|llevar|equipaje|equipo|material|mochila|ropa|botas)',
};
const about = (topic: ContentTopic) => new RegExp(TOPIC_WORDS[topic], 'i');
const termsLink = (lang: Lang) => `[${T[lang].terms}](${pageUrl(TERMS_PATH[lang], lang)})`;
/** General answers list at most this many trips with a visa, and this many FAQs about gear. */
const VISA_TRIPS = 4;
const GEAR_FAQS = 3;

const sentences = (text: string | null) => (text ?? '').split(/(?<=\.)\s+|\n+/).map((s) => s.trim()).filter(Boolean);

/** The one trip a question is about, when its words name one (found by the shop's search); else null. */
async function tripAsked(rest: RestClient, catalogue: Catalogue, text: string): Promise<Trip | null> {
  let rest_ = text;
  for (const [, pattern] of TOPICS) rest_ = rest_.replace(new RegExp(pattern.source, 'g'), ' ');
  rest_ = rest_.replace(/\b(how|much|when|does|need|get|tell|about|cuanto|cuando|como|necesito|hace falta|puedo|debo|el|la)\b/g, ' ').trim();
  if (!rest_) return null;
  // The words together, then one at a time (a question keeps words the search cannot use: "tiene", "gastos").
  // A name is what at most 6 trips match (a trip and its editions); only the best of them is read.
  const words = rest_.split(/\s+/).filter((word) => word.length >= 4);
  for (const attempt of [rest_, ...(words.length > 1 ? words : [])]) {
    const found = await findTrips(rest, catalogue, attempt, { shown: 1 });
    const best = found.trips[0];
    if (found.dropped === null && found.reading.text !== null && best && foundTotal(found) <= 6) return toTrip(best);
  }
  return null;
}

/** The trip's terms and its content in the visitor's language: one row each. */
async function loadTripPolicy(rest: RestClient, catalogue: Catalogue, trip: Trip): Promise<TripPolicy> {
  const [terms, content] = await Promise.all([
    rest.select<TripTerms>('trips', { select: 'deposit_percent,deposit_min_days,balance_due_days,cancellation_fees', id: `eq.${trip.id}` }),
    rest.select<TripContent>('trip_translations', {
      select: 'practical_info,excludes,includes,faqs,booking_notes',
      trip_id: `eq.${trip.id}`,
      lang: `eq.${catalogue.lang}`,
    }),
  ]);
  return { trip, terms: terms[0] ?? null, content: content[0] ?? null };
}

function feeLines(fees: Fee[], lang: Lang): string[] {
  const sorted = [...fees].sort((a, b) => b.from_days - a.from_days);
  return sorted.map((fee, i) => `- ${T[lang].fee(fee.from_days, i === 0 ? null : (sorted[i - 1]?.from_days ?? null), fee.fee_percent)}`);
}

const offersDeposit = (rule: DepositRule) => rule.deposit_percent > 0 && rule.deposit_percent < 100;

/** The named trip's deposit rule or cancellation fees, with its page and the terms. */
function tripTermsAnswer(topic: 'payment' | 'cancellation', trip: Trip, terms: TripTerms, content: TripContent | null, lang: Lang): string {
  const t = T[lang];
  const links = `${t.tripPage}: ${tripUrl(trip, lang)} · ${termsLink(lang)}`;
  if (topic === 'cancellation') return `**${trip.title}**. ${t.fees}\n${feeLines(terms.cancellation_fees, lang).join('\n')}\n\n${links}`;
  const rule = offersDeposit(terms)
    ? t.forTrip(trip.title) + t.deposit(terms.deposit_percent, terms.deposit_min_days, terms.balance_due_days)
    : t.full(trip.title);
  return [rule, content?.booking_notes, links].filter(Boolean).join('\n\n');
}

/** What the named trip's page says on insurance, visas or packing, with its page; null when it says nothing. */
function tripContentAnswer(topic: ContentTopic, trip: Trip, content: TripContent | null, lang: Lang): string | null {
  const t = T[lang];
  const words = about(topic);
  const link = `${t.tripPage}: ${tripUrl(trip, lang)}`;
  if (topic === 'visa') {
    const items = [...(content?.excludes ?? []), ...sentences(content?.practical_info ?? null)].filter((item) => words.test(item));
    return items.length > 0 ? `${t.notIncluded(trip.title, items)}\n\n${link}` : null;
  }
  // Insurance and packing: the trip's own sentences, what it leaves out and its FAQs on the topic.
  const own = [
    ...sentences(content?.practical_info ?? null).filter((s) => words.test(s)),
    ...(content?.excludes ?? []).filter((item) => words.test(item)),
    ...(content?.faqs ?? []).filter((f) => words.test(f.question) || words.test(f.answer)).map((f) => `${f.question} ${f.answer}`),
  ];
  if (topic === 'packing' && content?.includes?.length) own.push(t.included(content.includes));
  if (own.length === 0) return null;
  const lead = topic === 'packing' ? `${t.packingTrip(trip.title)}\n` : '';
  return `${lead}${own.join('\n')}\n\n${link}`;
}

/** What the named trip's own rows say about the topic; null when they say nothing about it. */
function tripAnswer(topic: Topic, { trip, terms, content }: TripPolicy, lang: Lang): string | null {
  if (topic === 'payment' || topic === 'cancellation') return terms ? tripTermsAnswer(topic, trip, terms, content, lang) : null;
  return tripContentAnswer(topic, trip, content, lang);
}

/**
 * The answer for most of our trips: one summary the database computes over all of them and keeps for ten minutes
 * (chat_summary); null when none says.
 */
async function generalAnswer(rest: RestClient, catalogue: Catalogue, topic: Topic): Promise<string | null> {
  const lang = catalogue.lang;
  const t = T[lang];
  const terms = termsLink(lang);
  const url = (listed: ListedTrip) => tripUrl({ id: listed.trip_id, slug: listed.slug }, lang);
  if (topic === 'payment') {
    const common = await rest.rpc<DepositRule | null>('chat_summary', { p_kind: 'deposit' });
    if (!common) return null;
    return `${t.general}${t.deposit(common.deposit_percent, common.deposit_min_days, common.balance_due_days)} ${t.eachTrip}\n\n${terms}`;
  }
  if (topic === 'cancellation') {
    const fees = await rest.rpc<Fee[] | null>('chat_summary', { p_kind: 'cancellation_fees' });
    if (!fees || fees.length === 0) return null;
    return `${t.fees}\n${feeLines(fees, lang).join('\n')}\n\n${t.eachTrip}\n\n${terms}`;
  }
  if (topic === 'insurance') {
    const common = await rest.rpc<string | null>('chat_summary', { p_kind: 'sentence', p_lang: lang, p_pattern: TOPIC_WORDS.insurance });
    return common ? `${common}\n\n${terms}` : null;
  }
  if (topic === 'visa') {
    // One trip per distinct visa (a trip and its private or premium edition say the same).
    const listed = await rest.rpc<(ListedTrip & { items: string[] })[]>('chat_summary', { p_kind: 'excluding', p_lang: lang, p_pattern: TOPIC_WORDS.visa, p_limit: VISA_TRIPS });
    if (listed.length === 0) return null;
    return `${t.visasGeneral}\n${listed.map((x) => `- **${x.title}**: ${x.items.join('; ')}\n${url(x)}`).join('\n')}`;
  }
  const faqs = await rest.rpc<(ListedTrip & { question: string; answer: string })[]>('chat_summary', { p_kind: 'faqs', p_lang: lang, p_pattern: TOPIC_WORDS.packing, p_limit: GEAR_FAQS });
  if (faqs.length === 0) return null;
  return `${t.packingGeneral}\n${faqs.map((f) => `- **${f.question}** ${f.answer}\n${url(f)}`).join('\n')}`;
}

/** The answer to a policy question, or null when the shop's content does not say (the caller offers the team). */
export async function policyAnswer(rest: RestClient, catalogue: Catalogue, text: string, topic: Topic): Promise<string | null> {
  const trip = await tripAsked(rest, catalogue, text);
  const own = trip ? tripAnswer(topic, await loadTripPolicy(rest, catalogue, trip), catalogue.lang) : null;
  return own ?? generalAnswer(rest, catalogue, topic);
}
