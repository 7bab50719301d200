import type { Catalogue, GroupType } from './catalogue.ts';
import { normalize, words } from './normalize.ts';
import {
  ACTIVITY_PATTERNS, BROWSE, CHEAPEST, CONTACT, GREETING, LEVEL_NUMBER, LEVELS, MONTHS, NEXT_MONTH, OPEN_GROUP,
  PRIVATE_GROUP, REGIONS, SEASONS, THANKS, THIS_MONTH, TITLE_STOP_WORDS, WANTS_DEPARTURES,
} from './vocabulary.ts';

/** What a visitor asks for; every field narrows the catalogue. Months are "YYYY-MM". */
export interface TripQuery {
  activityIds: number[];
  countryIds: number[];
  tripIds: number[];
  months: string[];
  minPriceCents?: number;
  maxPriceCents?: number;
  minLevel?: number;
  maxLevel?: number;
  minDays?: number;
  maxDays?: number;
  groupTypes?: GroupType[];
  cheapest: boolean;
  wantsDepartures: boolean;
}

export type Intent =
  | { kind: 'greeting' }
  | { kind: 'thanks' }
  | { kind: 'contact' }
  | { kind: 'browse'; query: TripQuery }
  | { kind: 'search'; query: TripQuery }
  | { kind: 'unknown' };

export function emptyQuery(): TripQuery {
  return { activityIds: [], countryIds: [], tripIds: [], months: [], cheapest: false, wantsDepartures: false };
}

export function hasCriteria(query: TripQuery): boolean {
  return (
    query.activityIds.length + query.countryIds.length + query.tripIds.length + query.months.length > 0 ||
    [query.minPriceCents, query.maxPriceCents, query.minLevel, query.minDays, query.maxDays, query.groupTypes].some(
      (value) => value !== undefined,
    )
  );
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const phrase = (name: string) => new RegExp(`\\b${escape(normalize(name))}\\b`);
const unique = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

export function monthKey(today: string, month: number): string {
  const year = Number(today.slice(0, 4));
  const current = Number(today.slice(5, 7));
  return `${month < current ? year + 1 : year}-${String(month).padStart(2, '0')}`;
}

function findMonths(text: string, today: string): string[] {
  const months = MONTHS.flatMap((pattern, index) => (pattern.test(text) ? [index + 1] : []));
  for (const season of SEASONS) if (season.pattern.test(text)) months.push(...season.months);
  const current = Number(today.slice(5, 7));
  if (THIS_MONTH.test(text)) months.push(current);
  if (NEXT_MONTH.test(text)) months.push((current % 12) + 1);
  return [...new Set(months.map((month) => monthKey(today, month)))].sort();
}

export function findActivities(text: string, catalogue: Catalogue): number[] {
  const ids = Object.entries(ACTIVITY_PATTERNS).flatMap(([id, pattern]) => (pattern.test(text) ? [Number(id)] : []));
  for (const trip of catalogue.allLanguages) if (trip.activity_name && phrase(trip.activity_name).test(text)) ids.push(trip.activity_id);
  return unique(ids);
}

export function findCountries(text: string, catalogue: Catalogue): number[] {
  const ids: number[] = [];
  for (const trip of catalogue.allLanguages) if (trip.country_name && phrase(trip.country_name).test(text)) ids.push(trip.country_id);
  const byEnglishName = new Map(catalogue.allLanguages.filter((t) => t.lang === 'en').map((t) => [t.country_name, t.country_id]));
  for (const region of REGIONS) {
    if (!region.pattern.test(text)) continue;
    for (const name of region.countries) {
      const id = byEnglishName.get(name);
      if (id !== undefined) ids.push(id);
    }
  }
  return unique(ids);
}

/** Trips named by a distinctive word of their title ("Kilimanjaro", "Annapurna"), in either language. */
export function findNamedTrips(text: string, catalogue: Catalogue): number[] {
  const ids: number[] = [];
  const titles = catalogue.allLanguages.map((trip) => ({ id: trip.id, words: new Set(words(trip.title)) }));
  const places = new Set(catalogue.allLanguages.flatMap((t) => [...words(t.country_name ?? ''), ...words(t.activity_name ?? '')]));
  for (const word of new Set(text.split(/[\s-]+/))) {
    if (word.length < 5 || TITLE_STOP_WORDS.has(word) || places.has(word)) continue;
    const matching = unique(titles.filter((title) => title.words.has(word)).map((title) => title.id));
    if (matching.length > 0 && matching.length <= 6) ids.push(...matching);
  }
  return unique(ids);
}

function parseAmount(raw: string, suffix: string | undefined): number | null {
  const compact = raw.replace(/\s/g, '');
  let value: number;
  if (/^\d{1,3}([.,]\d{3})+$/.test(compact)) value = Number(compact.replace(/[.,]/g, ''));
  else value = Number(compact.replace(',', '.'));
  if (!Number.isFinite(value)) return null;
  if (suffix === 'k' || suffix === 'mil') value *= 1000;
  return Math.round(value);
}

const AMOUNT = String.raw`(\d{1,3}(?:[.,\s]\d{3})+|\d+(?:[.,]\d+)?)\s*(k|mil)?`;
const MAX_WORDS = String.raw`under|below|less than|up to|max|maximum|cheaper than|no more than|within|budget(?: of| is)?|menos de|por debajo de|hasta|maximo(?: de)?|como mucho|no mas de|presupuesto(?: de| es)?|inferior a|por menos de`;
const MIN_WORDS = String.raw`over|above|more than|at least|mas de|por encima de|superior a|minimo(?: de)?|al menos`;
const CURRENCY = String.raw`eur|euros?`;
const DAY_UNITS = String.raw`days?|dias?|nights?|noches?`;

function findPrices(text: string, query: TripQuery): void {
  const pattern = new RegExp(
    String.raw`(?:\b(${MAX_WORDS}|${MIN_WORDS})\s+)?(?:\b(${CURRENCY})\s*)?${AMOUNT}\s*(${CURRENCY}|${DAY_UNITS}|people|personas)?\b`,
    'g',
  );
  const isMax = (keyword: string) => new RegExp(`^(${MAX_WORDS})$`).test(keyword);
  for (const [, keyword, leadingCurrency, raw = '', suffix, unit] of text.matchAll(pattern)) {
    const amount = parseAmount(raw, suffix);
    if (amount === null || unit === 'people' || unit === 'personas') continue;
    if (unit && new RegExp(`^(${DAY_UNITS})$`).test(unit)) {
      if (keyword && isMax(keyword)) query.maxDays = amount;
      else if (keyword) query.minDays = amount;
      else {
        query.minDays = Math.max(1, amount - 1);
        query.maxDays = amount + 1;
      }
      continue;
    }
    const hasCurrency = Boolean(leadingCurrency) || Boolean(unit);
    // A bare number is a budget only with a budget word and a plausible amount ("under 900", not "under 5").
    if (!hasCurrency && (!keyword || amount < 100)) continue;
    if (keyword && !isMax(keyword)) query.minPriceCents = amount * 100;
    else query.maxPriceCents = amount * 100;
  }
  if (/\b(a week|one week|una semana)\b/.test(text) && query.maxDays === undefined) {
    query.minDays = 6;
    query.maxDays = 8;
  }
}

function findLevels(text: string, query: TripQuery): void {
  const number = LEVEL_NUMBER.exec(text);
  if (number?.[1]) {
    query.minLevel = query.maxLevel = Number(number[1]);
    return;
  }
  const matched = LEVELS.filter((level) => level.pattern.test(text));
  if (matched.length === 0) return;
  query.minLevel = Math.min(...matched.map((level) => level.min));
  query.maxLevel = Math.max(...matched.map((level) => level.max));
}

export function parseQuery(text: string, catalogue: Catalogue): TripQuery {
  const query = emptyQuery();
  query.activityIds = findActivities(text, catalogue);
  query.countryIds = findCountries(text, catalogue);
  query.tripIds = findNamedTrips(text, catalogue);
  query.months = findMonths(text, catalogue.today);
  findPrices(text, query);
  findLevels(text, query);
  if (PRIVATE_GROUP.test(text)) query.groupTypes = ['private', 'both'];
  else if (OPEN_GROUP.test(text)) query.groupTypes = ['open', 'both'];
  query.cheapest = CHEAPEST.test(text);
  query.wantsDepartures = WANTS_DEPARTURES.test(text);
  return query;
}

export function detectIntent(message: string, catalogue: Catalogue): Intent {
  const text = normalize(message);
  if (GREETING.test(text)) return { kind: 'greeting' };
  if (THANKS.test(text)) return { kind: 'thanks' };
  const query = parseQuery(text, catalogue);
  if (hasCriteria(query)) return { kind: 'search', query };
  if (CONTACT.test(text)) return { kind: 'contact' };
  if (BROWSE.test(text) || query.cheapest) return { kind: 'browse', query };
  return { kind: 'unknown' };
}
