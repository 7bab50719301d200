import { BlogIndex, blogIndexMetadata } from '@/components/blog/blog-index';
import { pageLocale } from '@/lib/i18n/page-locale';

export const revalidate = 600;

export async function generateMetadata({ params }: PageProps<'/[lang]/blog'>) {
  return blogIndexMetadata(await pageLocale(params), 1);
}

export default async function BlogPage({ params }: PageProps<'/[lang]/blog'>) {
  return <BlogIndex lang={await pageLocale(params)} page={1} />;
}
