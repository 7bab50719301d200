import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/ui/page-header';
import { getBlogPosts } from '@/lib/data/content';
import { storageUrl } from '@/lib/env';
import { formatDate } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { describedPageMetadata, pageLocale } from '@/lib/i18n/page-locale';

export const revalidate = 600;
export const generateMetadata = describedPageMetadata('Blog', 'blog');

export default async function BlogPage({ params }: PageProps<'/[lang]/blog'>) {
  const lang = await pageLocale(params);
  const [t, posts] = await Promise.all([getTranslations('Blog'), getBlogPosts(lang)]);
  return (
    <>
      <PageHeader title={t('heading')} intro={t('description')} />
      <div className="mx-auto max-w-6xl px-4 py-10">
        {posts.length === 0 ? (
          <p className="text-slate-600">{t('empty')}</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="post-list">
            {posts.map((post) => {
              const src = storageUrl(post.coverPath);
              return (
                <li key={post.id} className="overflow-hidden rounded-lg border border-slate-200">
                  <Link href={`/blog/${post.id}`} className="group block">
                    {src ? <img src={src} alt="" loading="lazy" width={480} height={270} className="aspect-video w-full object-cover" /> : null}
                    <span className="block space-y-1 p-4">
                      <span className="block text-lg font-semibold group-hover:underline">{post.title}</span>
                      <span className="block text-sm text-slate-600">{formatDate(post.publishedAt, lang)}</span>
                      <span className="block text-slate-700">{post.excerpt}</span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </>
  );
}
