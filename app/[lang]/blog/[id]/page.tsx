import { Photo } from '@/components/ui/photo';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundPage, notFoundMetadata } from '@/components/layout/not-found-page';
import { PostBody } from '@/components/blog/post-body';
import { RelatedTrips } from '@/components/blog/related-trips';
import { PreviewRibbon } from '@/components/preview/preview-ribbon';
import { JsonLd } from '@/components/seo/json-ld';
import { PageHeader } from '@/components/ui/page-header';
import { getBlogPost } from '@/lib/data/blog';
import { parseId } from '@/lib/data/load';
import { storageUrl } from '@/lib/env';
import { formatDate } from '@/lib/format';
import { Link } from '@/lib/i18n/link';
import { pageLocale } from '@/lib/i18n/page-locale';
import { blogPostingJsonLd } from '@/lib/seo/json-ld';
import { absoluteUrl, pageMetadata } from '@/lib/seo/metadata';
import { site } from '@/lib/site';

export const revalidate = 600;
export const dynamicParams = true;
/** Posts are rendered on their first visit and then kept (ISR). */
export function generateStaticParams() {
  return [];
}

type Props = PageProps<'/[lang]/blog/[id]'>;

async function load({ params }: Props) {
  const lang = await pageLocale(params);
  const id = parseId((await params).id);
  const post = id === null ? null : await getBlogPost(lang, id);
  return post ? { lang, post, path: `/blog/${post.id}` } : { lang, post: null, path: '' };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { lang, post, path } = await load(props);
  if (!post) return notFoundMetadata(lang);
  const metadata = pageMetadata({
    lang,
    paths: { en: path, es: path },
    title: post.seoTitle ?? post.title,
    description: post.seoDescription ?? post.excerpt ?? post.title,
    image: storageUrl(post.coverPath),
    type: 'article',
  });
  // hreflang only to the languages the post is written in; a draft seen in preview is never indexed.
  const languages = Object.fromEntries(
    [...post.languages.map((l) => [l, absoluteUrl(l, path)] as const), ...(post.languages.includes('en') ? [['x-default', absoluteUrl('en', path)] as const] : [])],
  );
  return {
    ...metadata,
    alternates: { ...metadata.alternates, languages },
    ...(post.published ? {} : { robots: { index: false, follow: false } }),
  };
}

export default async function BlogPostPage(props: Props) {
  const { lang, post, path } = await load(props);
  if (!post) return <NotFoundPage locale={lang} />;
  const t = await getTranslations('Blog');
  const cover = storageUrl(post.coverPath);
  const url = absoluteUrl(lang, path);
  return (
    <article>
      <PreviewRibbon path={`/${lang}${path}`} />
      <JsonLd
        data={blogPostingJsonLd({
          lang,
          url,
          headline: post.title,
          description: post.seoDescription ?? post.excerpt ?? post.title,
          image: cover,
          author: post.author,
          datePublished: post.publishedAt,
          publisher: { name: site.name, url: absoluteUrl(lang, '/'), logo: storageUrl(site.logo.full) },
        })}
      />
      <PageHeader title={post.title}>
        <p className="mt-3 text-lg text-brand-100">
          {post.author ? `${t('by', { author: post.author })} · ` : null}
          <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, lang)}</time>
        </p>
      </PageHeader>
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
        {cover ? <Photo src={cover} alt="" width={960} height={540} sizes="(min-width: 768px) 736px, 100vw" preload fetchPriority="high" className="aspect-video w-full rounded-lg object-cover" /> : null}
        <PostBody markdown={post.body} />
      </div>
      <RelatedTrips lang={lang} postId={post.id} />
      <div className="mx-auto max-w-3xl px-4 pb-10">
        <Link href="/blog" className="inline-block text-brand-700 underline">{t('back')}</Link>
      </div>
    </article>
  );
}
