import { createTranslator } from 'next-intl';
import { countLabel, countLabels } from '@/lib/i18n/count-label';
import en from '@/messages/en.json';
import es from '@/messages/es.json';

// Each count message a client leaf shows, with the highest count it can meet (every filter of the search form is 8).
const COUNT_MESSAGES = [
  ['Favorites', 'count', 600],
  ['Search', 'filtersButton', 8],
] as const;

describe('count labels filled in by the browser', () => {
  describe.each([
    ['en', en],
    ['es', es],
  ] as const)('in %s', (locale, messages) => {
    it.each(COUNT_MESSAGES)('say what the ICU message %s.%s says for every count up to %i', (namespace, key, max) => {
      // The keys come from the table above, so the translator is used untyped here.
      const t = createTranslator({ locale, messages }) as unknown as (key: string, values: { count: number }) => string;
      const format = (count: number) => t(`${namespace}.${key}`, { count });
      const labels = countLabels(format);
      expect(labels.other).toContain('{count}');
      for (let count = 0; count <= max; count += 1) expect(countLabel(labels, count)).toBe(format(count));
    });
  });

  it('puts the number in literally', () => {
    expect(countLabel({ zero: 'none', one: 'one', other: '$& {count} $1' }, 12)).toBe('$& 12 $1');
  });
});
