import { CataloguePage } from '@/components/catalogue/catalogue-page';
import { describedPageMetadata, pageLocale } from '@/lib/i18n/page-locale';

export const revalidate = 600;
export const generateMetadata = describedPageMetadata('Countries', 'destinations');

export default async function DestinationsPage({ params }: PageProps<'/[lang]/destinations'>) {
  return <CataloguePage kind="country" lang={await pageLocale(params)} />;
}
