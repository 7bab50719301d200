import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { BlogIndex, blogIndexMetadata } from '@/components/blog/blog-index';
import { BLOG_PAGE_SIZE, getBlogPosts } from '@/lib/data/blog';
import { pageLocale } from '@/lib/i18n/page-locale';
import { routing } from '@/lib/i18n/routing';

export const revalidate = 600;
/**
 * The page numbers are fixed at build: every page the blog has then and a few more, each rendered once and refreshed
 * every 10 minutes (ISR; one past the last is the not-found page until posts fill it). Any other value, a number
 * further on or not a number at all, is Next's one 404 that renders and stores nothing, so a stream of made-up page
 * numbers cannot fill the disk.
 */
export const dynamicParams = false;
const SPARE_PAGES = 5;

export async function generateStaticParams({ params }: { params: { lang: string } }) {
  const lang = hasLocale(routing.locales, params.lang) ? params.lang : routing.defaultLocale;
  const pageCount = Math.ceil((await getBlogPosts(lang)).length / BLOG_PAGE_SIZE);
  return Array.from({ length: Math.max(1, pageCount) - 1 + SPARE_PAGES }, (_, i) => ({ page: String(i + 2) }));
}

type Props = PageProps<'/[lang]/blog/page/[page]'>;

/** Page 2 onwards; page 1 lives at /blog, so /blog/page/1 (like any other non-page) is not found. */
async function pageNumber(params: Props['params']): Promise<number> {
  const { page } = await params;
  if (!/^[2-9]$|^[1-9]\d{1,2}$/.test(page)) notFound();
  return Number(page);
}

export async function generateMetadata({ params }: Props) {
  return blogIndexMetadata(await pageLocale(params), await pageNumber(params));
}

export default async function BlogListPage({ params }: Props) {
  return <BlogIndex lang={await pageLocale(params)} page={await pageNumber(params)} />;
}
