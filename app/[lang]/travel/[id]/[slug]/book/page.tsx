import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SlugCanonicalizer } from '@/components/trips/slug-canonicalizer';
import { PageHeader } from '@/components/ui/page-header';
import { loadTripRoute } from '@/lib/data/trip-page';
import { getDepartures, type Departure } from '@/lib/data/trips';
import { formatDate, formatPrice } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { pageMetadata } from '@/lib/seo/metadata';

export const revalidate = 600;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

type Props = PageProps<'/[lang]/travel/[id]/[slug]/book'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, trip, paths } = await loadTripRoute(params, '/book');
  const t = await getTranslations({ locale: lang, namespace: 'Booking' });
  const metadata = pageMetadata({ lang, paths, title: t('title', { trip: trip.text.title }), description: t('description', { trip: trip.text.title }) });
  return { ...metadata, robots: { index: false, follow: true } };
}

const categories = ['standard', 'budget', 'premium'] as const;

/** First version of booking: the upcoming departures and their availability; the hold and checkout land with booking. */
export default async function BookPage({ params }: Props) {
  const { lang, id, trip, canonicalPath } = await loadTripRoute(params, '/book');
  const [t, departures] = await Promise.all([getTranslations('Booking'), getDepartures(id)]);
  const availability = (d: Departure) =>
    d.availability === 'sold_out' ? t('soldOut') : d.availability === 'last_spot' ? t('lastSpot') : t('spotsLeft', { count: d.places_left ?? 0 });
  return (
    <>
      <SlugCanonicalizer path={canonicalPath} />
      <PageHeader title={t('title', { trip: trip.text.title })} intro={t('flow')} />
      <section aria-labelledby="departures-title" className="mx-auto max-w-4xl px-4 py-10">
        <h2 id="departures-title" className="text-2xl font-semibold">{t('choose')}</h2>
        {departures.length === 0 ? (
          <p className="mt-3 text-slate-600">{t('none')}</p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200" data-testid="departure-list">
            {departures.map((d) => (
              <li key={d.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div>
                  <p className="font-semibold">{formatDate(d.start_date ?? '', lang)} – {formatDate(d.end_date ?? '', lang)}</p>
                  <p className="text-sm text-slate-600">
                    {categories.find((c) => c === d.category) ? t(`category.${d.category as (typeof categories)[number]}`) : d.category} · {availability(d)}
                  </p>
                </div>
                <div className="flex items-center gap-3">
                  <span className="font-semibold">{formatPrice(d.price_cents ?? 0, lang)}</span>
                  {d.availability === 'sold_out' ? null : (
                    <Link href={{ pathname: '/checkout', query: { departure: String(d.id) } }} className="rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white">
                      {t('select')}
                    </Link>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
