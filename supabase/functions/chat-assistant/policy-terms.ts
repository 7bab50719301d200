import type { RestClient } from '../_shared/rest.ts';
import { cancellationTiers, fillPlaceholders, placeholderValues, termsTexts, type StoredTerms, type TermsTexts } from '../_shared/trip-terms.ts';
import type { Catalogue, Lang, Trip } from './catalogue.ts';
import { pageUrl, tripUrl } from './format.ts';
import type { AskedTrips } from './policy-trips.ts';
import { levelLabel, termsFormat } from './shop-texts.ts';

/**
 * Deposit, balance and cancellation answers for the trips a question is about, from the same rows (the
 * trip_booking_terms view) and in the same sentences (BookingTerms) as the trip page. Trips with the same terms are
 * answered together; when the terms differ, the answer says so and gives each group its own.
 */
interface TermsRow {
  trip_id: number;
  deposit_percent: number;
  deposit_min_days: number;
  balance_due_days: number;
  cancellation_fees: unknown;
  booking_notes: string | null;
}

const T = {
  en: {
    differ: 'The terms differ between these trips:',
    same: (n: number) => `These ${n} trips have the same terms:`,
    more: (n: number) => `and ${n} more`,
    moreFound: (n: number) => `I found ${n} more trips: ask me about one of them, or see its page.`,
    terms: 'terms and conditions',
    tripPage: 'Trip page',
  },
  es: {
    differ: 'Las condiciones no son las mismas en estos viajes:',
    same: (n: number) => `Estos ${n} viajes tienen las mismas condiciones:`,
    more: (n: number) => `y ${n} más`,
    moreFound: (n: number) => `He encontrado ${n} viajes más: pregúntame por uno de ellos o consulta su página.`,
    terms: 'términos y condiciones',
    tripPage: 'Página del viaje',
  },
} satisfies Record<Lang, unknown>;

const TERMS_PATH: Record<Lang, string> = { en: 'terms-and-conditions', es: 'terminos-condiciones' };
/** A group lists at most this many trips by name and link. */
const LISTED = 6;

export const termsLink = (lang: Lang) => `[${T[lang].terms}](${pageUrl(TERMS_PATH[lang], lang)})`;

export function storedTerms(row: Pick<TermsRow, 'deposit_percent' | 'deposit_min_days' | 'balance_due_days' | 'cancellation_fees'>): StoredTerms {
  return {
    depositPercent: row.deposit_percent,
    depositMinDays: row.deposit_min_days,
    balanceDueDays: row.balance_due_days,
    cancellation: cancellationTiers(row.cancellation_fees),
  };
}

/** The lines of an answer on one topic for trips that share these terms. */
export function topicLines(topic: 'payment' | 'cancellation', texts: TermsTexts, lang: Lang): string[] {
  if (topic === 'payment') return [texts.deposit, ...(texts.balance ? [texts.balance] : [])];
  return [`${termsFormat(lang)('cancellationTitle')}:`, ...texts.fees.map((f) => `- ${termsFormat(lang)('feeLine', { when: f.when, fee: f.fee })}`)];
}

function tripList(trips: Trip[], lang: Lang): string {
  const shown = trips.slice(0, LISTED).map((trip) => `- **${trip.title}**: ${tripUrl(trip, lang)}`);
  if (trips.length > LISTED) shown.push(`- ${T[lang].more(trips.length - LISTED)}`);
  return shown.join('\n');
}

async function loadTerms(rest: RestClient, catalogue: Catalogue, trips: Trip[]): Promise<Map<number, TermsRow>> {
  const rows = await rest.select<TermsRow>('trip_booking_terms', {
    select: 'trip_id,deposit_percent,deposit_min_days,balance_due_days,cancellation_fees,booking_notes',
    trip_id: `in.(${trips.map((trip) => trip.id).join(',')})`,
    lang: `eq.${catalogue.lang}`,
  });
  return new Map(rows.map((row) => [row.trip_id, row]));
}

/**
 * What fills a trip's free text as its page fills it ({{payment}}, {{level}}...: docs/trip-terms.md), from its terms
 * in the catalogue's language; text is left as it is when the trip has no terms to say (not published any more).
 */
export async function tripPlaceholders(rest: RestClient, catalogue: Catalogue, trip: Trip): Promise<(text: string) => string> {
  const [row] = (await loadTerms(rest, catalogue, [trip])).values();
  if (!row) return (text) => text;
  const values = placeholderValues(termsTexts(storedTerms(row), termsFormat(catalogue.lang)), levelLabel(catalogue.lang, trip.difficulty));
  return (text) => fillPlaceholders(text, values);
}

/** The answer for the asked trips, or null when none of them has terms to say (not published any more). */
export async function askedTermsAnswer(rest: RestClient, catalogue: Catalogue, asked: AskedTrips, topic: 'payment' | 'cancellation'): Promise<string | null> {
  const lang = catalogue.lang;
  const t = T[lang];
  const terms = await loadTerms(rest, catalogue, asked.trips);
  const groups = new Map<string, { lines: string[]; trips: Trip[]; notes: string[] }>();
  for (const trip of asked.trips) {
    const row = terms.get(trip.id);
    if (!row) continue;
    const lines = topicLines(topic, termsTexts(storedTerms(row), termsFormat(lang)), lang);
    const key = lines.join('\n');
    const group = groups.get(key) ?? { lines, trips: [], notes: [] };
    group.trips.push(trip);
    if (topic === 'payment' && row.booking_notes && !group.notes.includes(row.booking_notes)) group.notes.push(row.booking_notes);
    groups.set(key, group);
  }
  if (groups.size === 0) return null;
  const more = asked.more > 0 ? [t.moreFound(asked.more)] : [];
  const [only] = [...groups.values()];
  if (groups.size === 1 && only && only.trips.length === 1) {
    const [trip] = only.trips as [Trip];
    return [`**${trip.title}**`, only.lines.join('\n'), ...only.notes, `${t.tripPage}: ${tripUrl(trip, lang)} · ${termsLink(lang)}`].join('\n\n');
  }
  if (groups.size === 1 && only) {
    return [t.same(only.trips.length), only.lines.join('\n'), ...only.notes, tripList(only.trips, lang), ...more, termsLink(lang)].join('\n\n');
  }
  const parts = [...groups.values()].map((group) => [tripList(group.trips, lang), group.lines.join('\n'), ...group.notes].join('\n'));
  return [t.differ, ...parts, ...more, termsLink(lang)].join('\n\n');
}
