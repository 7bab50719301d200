'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatMonth, formatPrice } from '@/lib/format';
import { Link } from '@/lib/i18n/link';
import type { Locale } from '@/lib/i18n/routing';
import { levelLabel, type LevelTranslator } from '@/lib/levels';
import { withoutSource } from '@/lib/search/query-words';
import { serializeSearchState, withChanges, type SearchState } from '@/lib/search/state';
import type { QueryChip } from '@/lib/search/types';

type Translate = ReturnType<typeof useTranslations<'Search'>>;

/** What a chip says, in the page's language: names as the catalogue has them, months, levels, days and prices. */
export function chipLabel(chip: QueryChip, t: Translate, lang: Locale, levels: LevelTranslator): string {
  switch (chip.kind) {
    case 'place':
    case 'activity':
      return chip.label ?? chip.source;
    case 'month':
      return (chip.months ?? []).map((m) => formatMonth(m, lang)).join(', ');
    case 'level':
      return chip.min === chip.max && chip.min != null ? levelLabel(levels, chip.min) : t('chipLevel', { min: chip.min ?? 1, max: chip.max ?? 5 });
    case 'duration':
      if (chip.min != null && chip.max != null) return t('chipDays', { min: chip.min, max: chip.max });
      return chip.max != null ? t('chipDaysMax', { max: chip.max }) : t('chipDaysMin', { min: chip.min ?? 1 });
    case 'price':
      return chip.max != null ? t('chipPriceMax', { price: formatPrice(chip.max, lang) }) : t('chipPriceMin', { price: formatPrice(chip.min ?? 0, lang) });
    case 'group':
      return t(`groups.${chip.group ?? 'open'}`);
  }
}

/**
 * The filters read from the query, each a link that searches again without the words it came from (so the box and
 * the URL say what is searched). A link hands its query string to `onNavigate`, like the page links.
 */
export function QueryChips({ chips, state, onNavigate }: { chips: QueryChip[]; state: SearchState; onNavigate: (query: string) => void }) {
  const t = useTranslations('Search');
  const levels = useTranslations('Levels');
  const lang = useLocale() as Locale;
  if (chips.length === 0) return null;
  return (
    <div className="mt-4">
      <p className="text-sm text-slate-600" id="search-chips-label">{t('chips')}</p>
      <ul aria-labelledby="search-chips-label" className="mt-2 flex flex-wrap gap-2" data-testid="search-chips">
        {chips.map((chip) => {
          const label = chipLabel(chip, t, lang, levels);
          const query = serializeSearchState(withChanges(state, { q: withoutSource(state.q, chip.source) }));
          return (
            <li key={`${chip.kind}:${chip.source}`} data-testid="search-chip" data-kind={chip.kind}>
              <Link
                href={{ pathname: '/', query: Object.fromEntries(query) }}
                scroll={false}
                onClick={() => onNavigate(query.toString())}
                aria-label={t('removeChip', { label })}
                className="inline-flex min-h-11 items-center gap-2 rounded-full border border-brand-600 bg-brand-50 px-4 py-1 text-sm font-semibold text-brand-900 hover:bg-brand-100"
              >
                <span>{label}</span>
                <span aria-hidden="true">×</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
