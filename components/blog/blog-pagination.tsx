import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/link';

/** The blog's page path: page 1 is /blog itself. */
export const blogPagePath = (page: number) => (page <= 1 ? '/blog' : `/blog/page/${page}`);

/** Newer / older links and every page number, the current one marked. */
export async function BlogPagination({ page, pageCount }: { page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  const t = await getTranslations('Blog');
  const box = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border px-3';
  return (
    <nav aria-label={t('pages')} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? <Link href={blogPagePath(page - 1)} rel="prev" className={`${box} border-slate-300`}>{t('newer')}</Link> : null}
      {Array.from({ length: pageCount }, (_, i) => i + 1).map((n) => (
        <Link
          key={n}
          href={blogPagePath(n)}
          aria-current={n === page ? 'page' : undefined}
          aria-label={t('page', { page: n })}
          className={`${box} ${n === page ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300'}`}
        >
          {n}
        </Link>
      ))}
      {page < pageCount ? <Link href={blogPagePath(page + 1)} rel="next" className={`${box} border-slate-300`}>{t('older')}</Link> : null}
    </nav>
  );
}
