import { getTranslations } from 'next-intl/server';
import type { Departure } from '@/lib/data/trips';
import { formatDate, formatPrice } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { availabilityLabel, availabilityOf } from './availability';

const categories = ['standard', 'budget', 'premium'] as const;
const groups = ['open', 'private'] as const;
const oneOf = <T extends string>(list: readonly T[], value: string | null): value is T => list.includes(value as T);

const badge = { available: 'bg-brand-50 text-brand-700', last_spot: 'bg-amber-100 text-amber-900', sold_out: 'bg-slate-200 text-slate-700' };

/** Upcoming departures with SPEC 4's availability ("1 spot left", "Sold out"); bookable ones link to booking. */
export async function TripDepartures({ lang, departures, bookHref }: { lang: Locale; departures: Departure[]; bookHref: string }) {
  const t = await getTranslations('Departures');
  return (
    <section id="departures" aria-labelledby="departures-title" className="mx-auto max-w-4xl scroll-mt-28 px-4 py-8">
      <h2 id="departures-title" className="text-2xl font-semibold">{t('title')}</h2>
      {departures.length === 0 ? (
        <p className="mt-3 text-slate-600">{t('empty')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200" data-testid="departure-list">
          {departures.map((d) => {
            const kind = availabilityOf(d.places_left);
            return (
              <li key={d.id} data-departure-id={d.id} data-availability={kind} className="grid items-center gap-2 p-4 sm:grid-cols-[1fr_auto_auto]">
                <div>
                  <p className="font-semibold">
                    {d.start_date ? formatDate(d.start_date, lang) : ''} – {d.end_date ? formatDate(d.end_date, lang) : ''}
                  </p>
                  <p className="text-sm text-slate-600">
                    {oneOf(categories, d.category) ? t(`categoryValue.${d.category}`) : d.category} ·{' '}
                    {oneOf(groups, d.group_type) ? t(`groupType.${d.group_type}`) : d.group_type}
                  </p>
                </div>
                <p className="font-semibold">{formatPrice(d.price_cents ?? 0, lang)}</p>
                <div className="flex items-center gap-3">
                  <span className={`rounded px-2 py-1 text-sm font-medium ${badge[kind]}`}>
                    {availabilityLabel(d.places_left, { spotsLeft: (count) => t('spotsLeft', { count }), lastSpot: t('lastSpot'), soldOut: t('soldOut') })}
                  </span>
                  {kind === 'sold_out' ? null : (
                    <Link href={`${bookHref}?departure=${d.id}`} className="rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white">
                      {t('book')}
                    </Link>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
