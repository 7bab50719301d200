import { getTranslations } from 'next-intl/server';
import type { TripDetail } from '@/lib/data/trips';
import { discountedCents, formatPrice } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { site } from '@/lib/site';

const groupTypes = ['open', 'private', 'both', 'ask'] as const;
const isGroupType = (v: string | null): v is (typeof groupTypes)[number] => groupTypes.includes(v as (typeof groupTypes)[number]);

/** Basics (destination, duration, group, level, activity), the price box and the trip's calls to action. */
export async function TripBasics({ lang, trip, bookHref, notesHref }: { lang: Locale; trip: TripDetail; bookHref: string; notesHref: string }) {
  const [t, tc] = await Promise.all([getTranslations('Trip'), getTranslations('Common')]);
  const { card } = trip;
  const price = card.price_from_cents ?? 0;
  const discount = card.discount_percent ?? 0;
  const basics: [string, string][] = [
    [t('destination'), card.country_name ?? ''],
    [t('duration'), tc('days', { count: card.duration_days ?? 0 })],
    [t('group'), isGroupType(card.group_type) ? t(`groupType.${card.group_type}`) : ''],
    [t('difficulty'), t('difficultyValue', { level: card.difficulty ?? 0 })],
    [t('activity'), card.activity_name ?? ''],
  ];
  const button = 'rounded-md px-4 py-2 text-center font-semibold';
  return (
    <section aria-label={t('basics')} className="mx-auto grid max-w-6xl gap-6 px-4 pt-8 lg:grid-cols-[1fr_20rem]">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {basics.map(([label, value]) => (
          <div key={label} className="rounded-md bg-brand-50 p-3">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="rounded-lg border border-slate-200 p-4" data-testid="trip-price">
        <p className="text-sm text-slate-600">{t('price')}</p>
        <p className="text-2xl font-bold">
          {tc('from', { price: formatPrice(discountedCents(price, discount), lang) })}
          {discount > 0 ? <span className="ml-2 rounded bg-red-700 px-1.5 py-0.5 align-middle text-sm text-white">{t('discount', { percent: discount })}</span> : null}
        </p>
        {discount > 0 ? <p className="text-sm text-slate-600 line-through">{t('priceBefore', { price: formatPrice(price, lang) })}</p> : null}
        <div className="mt-4 grid gap-2">
          <Link href={bookHref} className={`${button} bg-brand-700 text-white`}>{t('bookNow')}</Link>
          <a href="#departures" className={`${button} border border-brand-700 text-brand-700`}>{t('checkAvailability')}</a>
          <a href={`tel:${site.phone.replace(/\s+/g, '')}`} className={`${button} border border-slate-300`}>{t('bookCall')}</a>
          <a href="#inquiry" className={`${button} border border-slate-300`}>{t('sendInquiry')}</a>
          <a href={notesHref} download className="text-center text-sm text-brand-700 underline">{t('downloadNotes')}</a>
        </div>
      </div>
    </section>
  );
}
