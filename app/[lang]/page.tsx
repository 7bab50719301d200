import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CatalogueGrid } from '@/components/catalogue/catalogue-grid';
import { getActivities, getCountries } from '@/lib/data/catalogue';
import { pageLocale } from '@/lib/i18n/page-locale';
import { pageMetadata, pathsOf } from '@/lib/seo/metadata';
import { site } from '@/lib/site';

export const revalidate = 600;

export async function generateMetadata({ params }: PageProps<'/[lang]'>): Promise<Metadata> {
  const lang = await pageLocale(params);
  const t = await getTranslations({ locale: lang, namespace: 'Home' });
  return pageMetadata({ lang, paths: pathsOf(''), title: `${t('metaTitle')} | ${site.name}`, description: t('metaDescription'), absoluteTitle: true });
}

/** The search state (catalogue work) lives in this page's query string, so the logo's plain link resets it. */
export default async function HomePage({ params }: PageProps<'/[lang]'>) {
  const lang = await pageLocale(params);
  const [t, activities, countries] = await Promise.all([
    getTranslations('Home'),
    getActivities(lang),
    getCountries(lang),
  ]);
  return (
    <>
      <section className="bg-brand-900 px-4 py-16 text-white">
        <div className="mx-auto max-w-6xl">
          <h1 className="text-3xl font-bold sm:text-5xl">{t('heroTitle')}</h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-100">{t('heroSubtitle')}</p>
        </div>
      </section>
      <CatalogueGrid
        id="activities"
        title={t('activitiesTitle')}
        empty={t('activitiesEmpty')}
        items={activities.map((a) => ({
          key: a.id ?? 0,
          href: `/activity/${a.id}`,
          name: a.name,
          image: a.foto_actividad,
          count: a.num_viatges,
          description: a.desc_150,
        }))}
      />
      <CatalogueGrid
        id="destinations"
        title={t('destinationsTitle')}
        empty={t('destinationsEmpty')}
        items={countries.map((c) => ({
          key: c.id ?? 0,
          href: `/country/${c.id}`,
          name: c.name,
          image: c.foto_country,
          count: c.num_viatges,
          description: c.desc_150,
        }))}
      />
    </>
  );
}
