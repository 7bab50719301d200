import { getTranslations } from 'next-intl/server';
import { CatalogueGrid } from '@/components/catalogue/catalogue-grid';
import { PageHeader } from '@/components/ui/page-header';
import { getCountries } from '@/lib/data/catalogue';
import { describedPageMetadata, pageLocale } from '@/lib/i18n/page-locale';

export const revalidate = 600;
export const generateMetadata = describedPageMetadata('Countries', 'destinations');

export default async function DestinationsPage({ params }: PageProps<'/[lang]/destinations'>) {
  const lang = await pageLocale(params);
  const [t, te, countries] = await Promise.all([getTranslations('Countries'), getTranslations('Errors'), getCountries(lang)]);
  return (
    <>
      <PageHeader title={t('heading')} intro={t('intro')} />
      <CatalogueGrid
        id="destinations"
        title={t('title')}
        empty={te('noTripsAvailable')}
        items={countries.map((c) => ({ key: c.id ?? 0, href: `/country/${c.id}`, name: c.name, image: c.foto_country, count: c.num_viatges, description: c.desc_150 }))}
      />
    </>
  );
}
