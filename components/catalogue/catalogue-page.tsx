import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/ui/page-header';
import { listCatalogue, type CatalogueKind } from '@/lib/data/catalogue';
import type { Locale } from '@/lib/i18n/routing';
import { CatalogueGrid, catalogueItems } from './catalogue-grid';

/** What differs between the activities' and the destinations' list page: texts and the grid's id. */
const LISTS = {
  activity: { namespace: 'Activities', grid: 'activities', empty: 'noActivities' },
  country: { namespace: 'Countries', grid: 'destinations', empty: 'noTripsAvailable' },
} as const;

/** The list page of activities or of destinations: every entry that has trips, most trips first. */
export async function CataloguePage({ kind, lang }: { kind: CatalogueKind; lang: Locale }) {
  const { namespace, grid, empty } = LISTS[kind];
  const [t, te, entries] = await Promise.all([getTranslations(namespace), getTranslations('Errors'), listCatalogue(kind, lang)]);
  return (
    <>
      <PageHeader title={t('heading')} intro={t('intro')} />
      <CatalogueGrid id={grid} title={t('title')} empty={te(empty)} items={catalogueItems(kind, entries)} />
    </>
  );
}
