import { upcomingMonths } from '@/lib/search/options';
import {
  activeFilterCount,
  DEFAULT_STATE,
  isSearchActive,
  parseSearchState,
  readSearchStateStrictly,
  serializeSearchState,
  withChanges,
} from '@/lib/search/state';

const parse = (query: string) => parseSearchState(new URLSearchParams(query));

describe('search URL state', () => {
  it('is the default state for an empty query string', () => {
    expect(parse('')).toEqual({ q: '', sort: 'relevance', page: 1 });
    expect(isSearchActive(parse(''))).toBe(false);
  });

  it('counts the active filters, not the text, the sort or the page', () => {
    expect(activeFilterCount(parse('q=nepal&sort=price_asc&page=3'))).toBe(0);
    expect(activeFilterCount(parse('activity=15&month=2027-03'))).toBe(2);
    expect(activeFilterCount(parse('activity=15&destination=2&price=0-500&duration=1-3&month=2027-03&level=1&group=ask'))).toBe(7);
    expect(activeFilterCount(parse('activity=x&price=all'))).toBe(0);
  });

  it('reads every field', () => {
    expect(
      parse('q=Perú+trek&activity=15&destination=2&price=1000-2000&duration=8-14&month=2027-03&level=3&group=open&sort=price_asc&page=2'),
    ).toEqual({
      q: 'Perú trek', activity: 15, destination: 2, price: '1000-2000', duration: '8-14', month: '2027-03', level: 3,
      group: 'open', sort: 'price_asc', page: 2,
    });
  });

  it('drops each bad value on its own and keeps the good ones', () => {
    expect(parse('q=nepal&activity=x&price=9-99&month=2027-13&level=9&group=solo&sort=cheap&page=0')).toEqual({
      ...DEFAULT_STATE,
      q: 'nepal',
    });
  });

  it('treats "all" as no filter', () => {
    expect(parse('price=all&duration=all&group=all')).toEqual(DEFAULT_STATE);
  });

  it('trims the text and refuses an overlong one', () => {
    expect(parse('q=%20%20ski%20%20').q).toBe('ski');
    expect(parse(`q=${'a'.repeat(201)}`).q).toBe('');
  });

  it('serializes canonically: fixed order, defaults omitted', () => {
    const state = withChanges(DEFAULT_STATE, { sort: 'rating', q: 'ski', level: 2 });
    expect(serializeSearchState(state).toString()).toBe('q=ski&level=2&sort=rating');
    expect(serializeSearchState(DEFAULT_STATE).toString()).toBe('');
  });

  it('round-trips through the query string', () => {
    const state = parse('page=3&sort=duration&month=2027-01&q=r%C3%ADo&destination=7');
    expect(parse(serializeSearchState(state).toString())).toEqual(state);
  });

  it('goes back to page 1 when the search changes', () => {
    const state = parse('q=ski&page=4');
    expect(withChanges(state, { price: '0-500' })).toMatchObject({ q: 'ski', price: '0-500', page: 1 });
  });

  it('strict parsing (the API) rejects unknown keys and bad values with their field names', () => {
    expect(readSearchStateStrictly({ q: 'ski', page: '2' })).toEqual({ ok: true, state: { q: 'ski', sort: 'relevance', page: 2 } });
    const unknown = readSearchStateStrictly({ colour: 'red' });
    expect(unknown.ok).toBe(false);
    const bad = readSearchStateStrictly({ price: '3000+', page: '-1' });
    expect(bad.ok).toBe(false);
    expect(bad.ok ? [] : bad.issues.map((i) => i.path).sort()).toEqual(['page', 'price']);
  });

  it('lists the upcoming months from the current one', () => {
    expect(upcomingMonths(3, new Date('2026-11-22T10:00:00Z'))).toEqual(['2026-11', '2026-12', '2027-01']);
  });
});

describe('search API URL', () => {
  it('is the canonical query string plus the language', async () => {
    const { searchApiUrl } = await import('@/lib/search/client-fetch');
    expect(searchApiUrl('es', parse('sort=rating&q=r%C3%ADo&page=1'))).toBe('/api/search?q=r%C3%ADo&sort=rating&lang=es');
  });
});
