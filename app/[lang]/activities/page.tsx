import { getTranslations } from 'next-intl/server';
import { CatalogueGrid } from '@/components/catalogue/catalogue-grid';
import { PageHeader } from '@/components/ui/page-header';
import { getActivities } from '@/lib/data/catalogue';
import { describedPageMetadata, pageLocale } from '@/lib/i18n/page-locale';

export const revalidate = 600;
export const generateMetadata = describedPageMetadata('Activities', 'activities');

export default async function ActivitiesPage({ params }: PageProps<'/[lang]/activities'>) {
  const lang = await pageLocale(params);
  const [t, te, activities] = await Promise.all([getTranslations('Activities'), getTranslations('Errors'), getActivities(lang)]);
  return (
    <>
      <PageHeader title={t('heading')} intro={t('intro')} />
      <CatalogueGrid
        id="activities"
        title={t('title')}
        empty={te('noActivities')}
        items={activities.map((a) => ({ key: a.id ?? 0, href: `/activity/${a.id}`, name: a.name, image: a.foto_actividad, count: a.num_viatges, description: a.desc_150 }))}
      />
    </>
  );
}
