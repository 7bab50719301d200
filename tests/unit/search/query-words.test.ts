import { normalizeQuery, withoutSource } from '@/lib/search/query-words';

describe('normalizeQuery (as private.search_normalize reads a query)', () => {
  it.each([
    ['Esquí de travesía en Noruega', 'esqui de travesia en noruega'],
    ['menos de 1.000€', 'menos de 1000 eur'],
    ['under 1,500 EUR!', 'under 1500 eur'],
    ['  Greek   islands? ', 'greek islands'],
  ])('%s -> %s', (input, expected) => {
    expect(normalizeQuery(input)).toBe(expected);
  });
});

describe('withoutSource: removing a chip removes the words it was read from', () => {
  it.each([
    ['Trekking in Nepal', 'nepal', 'Trekking in'],
    ['Sailing in the Greek islands', 'greek islands', 'Sailing in the'],
    ['Senderismo por menos de 1.000€', 'por menos de 1000 eur', 'Senderismo'],
    ['Esquí de travesía en Noruega', 'esqui de travesia', 'en Noruega'],
    ['easy hikes in MAY', 'may', 'easy hikes in'],
  ])('%s without "%s"', (query, source, expected) => {
    expect(withoutSource(query, source)).toBe(expected);
  });

  it('leaves the query as it is when the words are not in it', () => {
    expect(withoutSource('Trekking in Nepal', 'peru')).toBe('Trekking in Nepal');
  });
});
