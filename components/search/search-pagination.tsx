'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/link';
import { serializeSearchState, type SearchState } from '@/lib/search/state';

const linkClass = 'inline-flex min-h-11 items-center rounded-md border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50';

/**
 * Previous / next links (real URLs, so the back button and shared links work) and the current page. A link hands its
 * query string to `onNavigate`, which brings the new page's results into view instead of the top of the page.
 */
export function SearchPagination({ state, pages, onNavigate }: { state: SearchState; pages: number; onNavigate: (query: string) => void }) {
  const t = useTranslations('Search');
  if (pages <= 1) return null;
  const linkTo = (page: number) => {
    const query = serializeSearchState({ ...state, page });
    return { href: { pathname: '/' as const, query: Object.fromEntries(query) }, scroll: false, onClick: () => onNavigate(query.toString()) };
  };
  return (
    <nav aria-label={t('pagination')} className="mt-8 flex items-center justify-center gap-4">
      {state.page > 1 ? (
        <Link {...linkTo(Math.min(state.page - 1, pages))} rel="prev" className={linkClass}>{t('previousPage')}</Link>
      ) : null}
      <span aria-current="page">{t('pageOf', { page: state.page, pages })}</span>
      {state.page < pages ? (
        <Link {...linkTo(state.page + 1)} rel="next" className={linkClass}>{t('nextPage')}</Link>
      ) : null}
    </nav>
  );
}
