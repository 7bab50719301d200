import { createTranslator } from 'next-intl';
import { fill } from '@/components/booking/picker-texts';
import { MAX_PLACES_PER_BOOKING } from '@/lib/booking/limits';
import { countLabel, countLabels } from '@/lib/i18n/count-label';
import en from '@/messages/en.json';
import es from '@/messages/es.json';

// Each count message a client leaf shows, with the highest count it can meet (every filter of the search form is 8;
// a departure has at most a few dozen places, people waiting or dates), and the other values it is formatted with,
// which the server leaves as `{name}` and the browser fills in (fill()).
const COUNT_MESSAGES: [string, string, number, Record<string, string>][] = [
  ['Favorites', 'count', 600, {}],
  ['Search', 'filtersButton', 8, {}],
  ['Departures', 'spotsLeft', 60, {}],
  ['Departures', 'waiting', 60, {}],
  ['Guarantee', 'needed', 60, {}],
  ['Booking', 'errors.not_enough_places', 60, {}],
  ['Booking', 'total', MAX_PLACES_PER_BOOKING, { price: '1.234,00 €' }],
  ['Booking', 'errors.othersLeft', 60, { dates: '3 May – 10 May 2027; 7 Jun – 14 Jun 2027' }],
];

describe('count labels filled in by the browser', () => {
  describe.each([
    ['en', en],
    ['es', es],
  ] as const)('in %s', (locale, messages) => {
    it.each(COUNT_MESSAGES)('say what the ICU message %s.%s says for every count up to %i', (namespace, key, max, values) => {
      // The keys come from the table above, so the translator is used untyped here.
      const t = createTranslator({ locale, messages }) as unknown as (key: string, values: Record<string, string | number>) => string;
      const placeholders = Object.fromEntries(Object.keys(values).map((name) => [name, `{${name}}`]));
      const labels = countLabels((count) => t(`${namespace}.${key}`, { ...placeholders, count }));
      expect(labels.other).toContain('{count}');
      for (let count = 0; count <= max; count += 1) {
        expect(fill(countLabel(labels, count), values)).toBe(t(`${namespace}.${key}`, { ...values, count }));
      }
    });
  });

  it('puts the number in literally', () => {
    expect(countLabel({ zero: 'none', one: 'one', other: '$& {count} $1' }, 12)).toBe('$& 12 $1');
  });
});
