import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/ui/page-header';
import { getBlogPost } from '@/lib/data/content';
import { parseId } from '@/lib/data/load';
import { storageUrl } from '@/lib/env';
import { formatDate } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/seo/metadata';

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
  if (!post) notFound();
  return { lang, post };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { lang, post } = await load(props);
  const path = `/blog/${post.id}`;
  return pageMetadata({
    lang,
    paths: { en: path, es: path },
    title: post.seoTitle ?? post.title,
    description: post.seoDescription ?? post.excerpt ?? post.title,
    image: storageUrl(post.coverPath),
    type: 'article',
  });
}

export default async function BlogPostPage(props: Props) {
  const { lang, post } = await load(props);
  const t = await getTranslations('Blog');
  const cover = storageUrl(post.coverPath);
  return (
    <article>
      <PageHeader title={post.title} intro={[post.author ? t('by', { author: post.author }) : null, formatDate(post.publishedAt, lang)].filter(Boolean).join(' · ')} />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
        {cover ? <img src={cover} alt="" width={960} height={540} className="aspect-video w-full rounded-lg object-cover" /> : null}
        {post.body.split(/\n{2,}/).map((paragraph, i) => (
          <p key={i} className="leading-relaxed text-slate-800">{paragraph}</p>
        ))}
        <Link href="/blog" className="inline-block text-brand-700 underline">{t('back')}</Link>
      </div>
    </article>
  );
}
