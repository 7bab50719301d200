/** The explorer's filters as the /api/trips/random query string, and back (pure, shared by browser and server). */
export interface RandomTripQuery {
  lang: 'en' | 'es';
  activity: number | null;
  country: number | null;
  maxPrice: number | null;
  exclude: number[];
}

/** How many recently shown trips "another one" avoids. */
export const RECENT_LIMIT = 5;

export function toSearchParams(query: RandomTripQuery): URLSearchParams {
  const params = new URLSearchParams({ lang: query.lang });
  if (query.activity !== null) params.set('activity', String(query.activity));
  if (query.country !== null) params.set('country', String(query.country));
  if (query.maxPrice !== null) params.set('maxPrice', String(query.maxPrice));
  if (query.exclude.length > 0) params.set('exclude', query.exclude.slice(-RECENT_LIMIT).join(','));
  return params;
}

const positive = (value: string | null): number | null => (value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null);

/** Null when the language is missing or any given value is malformed. */
export function fromSearchParams(params: URLSearchParams): RandomTripQuery | null {
  const lang = params.get('lang');
  if (lang !== 'en' && lang !== 'es') return null;
  const raw = { activity: params.get('activity'), country: params.get('country'), maxPrice: params.get('maxPrice') };
  const parsed = { activity: positive(raw.activity), country: positive(raw.country), maxPrice: positive(raw.maxPrice) };
  if ((raw.activity && parsed.activity === null) || (raw.country && parsed.country === null) || (raw.maxPrice && parsed.maxPrice === null)) return null;
  const excludeText = params.get('exclude') ?? '';
  const exclude = excludeText === '' ? [] : excludeText.split(',').map(positive);
  if (exclude.some((id) => id === null) || exclude.length > RECENT_LIMIT) return null;
  return { lang, ...parsed, exclude: exclude as number[] };
}

/** The recent list after showing `id`: newest last, at most RECENT_LIMIT. */
export function remember(recent: number[], id: number): number[] {
  return [...recent.filter((r) => r !== id), id].slice(-RECENT_LIMIT);
}
