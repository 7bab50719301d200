import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/ui/page-header';
import { getBlogPage } from '@/lib/data/blog';
import type { Locale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import { BlogPagination, blogPagePath } from './blog-pagination';
import { PostList } from './post-list';

/** Metadata of a blog page: its own canonical address, and "page n" in the title after the first. */
export async function blogIndexMetadata(lang: Locale, page: number): Promise<Metadata> {
  const t = await getTranslations({ locale: lang, namespace: 'Blog' });
  const path = blogPagePath(page);
  return pageMetadata({
    lang,
    paths: { en: path, es: path },
    title: page > 1 ? t('pageTitle', { page }) : t('title'),
    description: t('description'),
  });
}

/** One page of the blog, newest posts first. */
export async function BlogIndex({ lang, page }: { lang: Locale; page: number }) {
  const [t, result] = await Promise.all([getTranslations('Blog'), getBlogPage(lang, page)]);
  if (!result) notFound();
  return (
    <>
      <PageHeader title={page > 1 ? t('pageHeading', { page }) : t('heading')} intro={t('description')} />
      <div className="mx-auto max-w-6xl px-4 py-10">
        {result.posts.length === 0 ? (
          <p className="text-slate-600">{t('empty')}</p>
        ) : (
          <PostList lang={lang} posts={result.posts} byline={(author) => t('by', { author })} />
        )}
        <BlogPagination page={result.page} pageCount={result.pageCount} />
      </div>
    </>
  );
}
