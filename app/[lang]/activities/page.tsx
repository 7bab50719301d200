import { CataloguePage } from '@/components/catalogue/catalogue-page';
import { describedPageMetadata, pageLocale } from '@/lib/i18n/page-locale';

export const revalidate = 600;
export const generateMetadata = describedPageMetadata('Activities', 'activities');

export default async function ActivitiesPage({ params }: PageProps<'/[lang]/activities'>) {
  return <CataloguePage kind="activity" lang={await pageLocale(params)} />;
}
