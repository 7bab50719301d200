import { createTranslator } from 'next-intl';
import { countLabel, countLabels } from '@/lib/i18n/count-label';
import en from '@/messages/en.json';
import es from '@/messages/es.json';

describe('count labels filled in by the browser', () => {
  it.each([
    ['en', en],
    ['es', es],
  ] as const)('say what the ICU message says for every favorites count in %s', (locale, messages) => {
    const t = createTranslator({ locale, messages, namespace: 'Favorites' });
    const labels = countLabels((count) => t('count', { count }));
    expect(labels.other).toContain('{count}');
    for (let count = 0; count <= 600; count += 1) expect(countLabel(labels, count)).toBe(t('count', { count }));
  });

  it.each([
    ['en', en],
    ['es', es],
  ] as const)('say what the ICU message says on the search filters button for every filter count in %s', (locale, messages) => {
    const t = createTranslator({ locale, messages, namespace: 'Search' });
    const labels = countLabels((count) => t('filtersButton', { count }));
    // Every filter of the form chosen at once is eight.
    for (let count = 0; count <= 8; count += 1) expect(countLabel(labels, count)).toBe(t('filtersButton', { count }));
  });

  it('puts the number in literally', () => {
    expect(countLabel({ zero: 'none', one: 'one', other: '$& {count} $1' }, 12)).toBe('$& 12 $1');
  });
});
