'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { serializeSearchState, type SearchState } from '@/lib/search/state';

const linkClass = 'rounded-md border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50';

/** Previous / next links (real URLs, so the back button and shared links work) and the current page. */
export function SearchPagination({ state, pages }: { state: SearchState; pages: number }) {
  const t = useTranslations('Search');
  if (pages <= 1) return null;
  const href = (page: number) => ({ pathname: '/' as const, query: Object.fromEntries(serializeSearchState({ ...state, page })) });
  return (
    <nav aria-label={t('pagination')} className="mt-8 flex items-center justify-center gap-4">
      {state.page > 1 ? (
        <Link href={href(Math.min(state.page - 1, pages))} rel="prev" className={linkClass}>{t('previousPage')}</Link>
      ) : null}
      <span aria-current="page">{t('pageOf', { page: state.page, pages })}</span>
      {state.page < pages ? (
        <Link href={href(state.page + 1)} rel="next" className={linkClass}>{t('nextPage')}</Link>
      ) : null}
    </nav>
  );
}
