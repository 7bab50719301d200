import type { RestClient } from '../_shared/rest.ts';
import { cancellationTiers, termsTexts } from '../_shared/trip-terms.ts';
import type { Catalogue, Lang, Trip } from './catalogue.ts';
import { tripUrl } from './format.ts';
import { askedTermsAnswer, termsLink, topicLines, tripPlaceholders } from './policy-terms.ts';
import { tripsAsked, type AskedTrips } from './policy-trips.ts';
import { termsFormat } from './shop-texts.ts';

/**
 * Questions about paying, deposits and balances, cancelling, insurance, visas and packing, answered from the shop's
 * own content: each trip's deposit rule, balance date and cancellation fees (trip_booking_terms, in the trip page's
 * own sentences: policy-terms.ts), its practical information, what it leaves out and its FAQs (trip_translations),
 * with a link to the page that says it. A question about some trips (named, found by its words, or the page's:
 * policy-trips.ts) reads those trips' rows; any other is answered for most of our trips from one summary the database
 * computes and keeps for ten minutes (chat_summary over the chat_* functions of 20261201001000_assistant.sql).
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
interface TripContent {
  practical_info: string | null;
  excludes: string[] | null;
  includes: string[] | null;
  faqs: { question: string; answer: string }[] | null;
}
/** A trip a general answer lists, as the chat_* functions return it. */
interface ListedTrip {
  trip_id: number;
  slug: string;
  title: string;
}

const T = {
  en: {
    general: 'On most of our trips:',
    eachTrip: 'Some trips have other terms (permits, boats): each trip page shows its own, or ask me about one trip.',
    tripPage: 'Trip page',
    notIncluded: (title: string, items: string[]) => `Not included in **${title}**: ${items.join('; ')}.`,
    visasGeneral: 'Visas are not included in the price; the trips that need one say so under "Not included":',
    packingTrip: (title: string) => `About packing for **${title}**:`,
    included: (items: string[]) => `Included: ${items.join('; ')}.`,
    packingGeneral: 'What travellers ask about gear, from our trip pages:',
  },
  es: {
    general: 'En la mayoría de nuestros viajes:',
    eachTrip: 'Algunos viajes tienen otras condiciones (permisos, barcos): la página de cada viaje muestra las suyas, o pregúntame por un viaje.',
    tripPage: 'Página del viaje',
    notIncluded: (title: string, items: string[]) => `No incluido en **${title}**: ${items.join('; ')}.`,
    visasGeneral: 'Los visados no están incluidos en el precio; los viajes que lo necesitan lo indican en "No incluye":',
    packingTrip: (title: string) => `Sobre qué llevar en **${title}**:`,
    included: (items: string[]) => `Incluido: ${items.join('; ')}.`,
    packingGeneral: 'Lo que preguntan los viajeros sobre el equipo, en las páginas de nuestros viajes:',
  },
} satisfies Record<Lang, unknown>;

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
/** General answers list at most this many trips with a visa, and this many FAQs about gear. */
const VISA_TRIPS = 4;
const GEAR_FAQS = 3;
/** Content answers read one trip: a question finding more trips than a trip and its editions gets the general one. */
const CONTENT_TRIPS = 6;

const sentences = (text: string | null) => (text ?? '').split(/(?<=\.)\s+|\n+/).map((s) => s.trim()).filter(Boolean);

/** The topic's own words taken out of a question, so what is left names the trips (or nothing). */
function withoutTopicWords(text: string): string {
  let words = text;
  for (const [, pattern] of TOPICS) words = words.replace(new RegExp(pattern.source, 'g'), ' ');
  return words.replace(/\s+/g, ' ').trim();
}

/** A trip's content in the answer's language, its placeholders filled as its page fills them: one row each. */
async function loadTripContent(rest: RestClient, catalogue: Catalogue, trip: Trip): Promise<TripContent | null> {
  const [rows, fill] = await Promise.all([
    rest.select<TripContent>('trip_translations', { select: 'practical_info,excludes,includes,faqs', trip_id: `eq.${trip.id}`, lang: `eq.${catalogue.lang}` }),
    tripPlaceholders(rest, catalogue, trip),
  ]);
  const [content] = rows;
  if (!content) return null;
  return {
    practical_info: content.practical_info === null ? null : fill(content.practical_info),
    excludes: content.excludes,
    includes: content.includes,
    faqs: (content.faqs ?? []).map((f) => ({ question: fill(f.question), answer: fill(f.answer) })),
  };
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

/** What the asked trips' own rows say about the topic; null when they say nothing about it. */
async function askedAnswer(rest: RestClient, catalogue: Catalogue, asked: AskedTrips, topic: Topic): Promise<string | null> {
  if (topic === 'payment' || topic === 'cancellation') return askedTermsAnswer(rest, catalogue, asked, topic);
  // Content is one trip's own: a question naming a trip and its editions reads the first; a wider one, most trips.
  const [trip] = asked.trips;
  if (!trip || asked.trips.length > CONTENT_TRIPS) return null;
  return tripContentAnswer(topic, trip, await loadTripContent(rest, catalogue, trip), catalogue.lang);
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
  if (topic === 'payment' || topic === 'cancellation') {
    const [rule, fees] = await Promise.all([
      topic === 'payment' ? rest.rpc<DepositRule | null>('chat_summary', { p_kind: 'deposit' }) : null,
      topic === 'cancellation' ? rest.rpc<Fee[] | null>('chat_summary', { p_kind: 'cancellation_fees' }) : null,
    ]);
    if (topic === 'payment' ? !rule : !fees?.length) return null;
    const stored = { depositPercent: rule?.deposit_percent ?? 0, depositMinDays: rule?.deposit_min_days ?? 0, balanceDueDays: rule?.balance_due_days ?? 0, cancellation: cancellationTiers(fees ?? []) };
    return [t.general, topicLines(topic, termsTexts(stored, termsFormat(lang)), lang).join('\n'), t.eachTrip, terms].join('\n\n');
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

export interface PolicyQuestion {
  /** The words as the visitor wrote them (trip titles are read from these). */
  message: string;
  /** The same, normalized (normalize.ts). */
  text: string;
  topic: Topic;
}

/** The answer to a policy question, or null when the shop's content does not say (the caller offers the team). */
export async function policyAnswer(rest: RestClient, catalogue: Catalogue, { message, text, topic }: PolicyQuestion): Promise<string | null> {
  const asked = await tripsAsked(rest, catalogue, message, text, withoutTopicWords(text));
  const own = asked ? await askedAnswer(rest, catalogue, asked, topic) : null;
  return own ?? generalAnswer(rest, catalogue, topic);
}
