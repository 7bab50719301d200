import { notFound } from 'next/navigation';
import { BlogIndex, blogIndexMetadata } from '@/components/blog/blog-index';
import { pageLocale } from '@/lib/i18n/page-locale';

export const revalidate = 600;
export const dynamicParams = true;
/** Later pages are rendered on their first visit and kept (ISR). */
export function generateStaticParams() {
  return [];
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
