import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/ui/page-header';
import type { TripDetail } from '@/lib/data/trips';
import { discountedCents, formatNumber, formatPrice } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { pagePath } from '@/lib/i18n/pages';
import type { Locale } from '@/lib/i18n/routing';
import { parseFaqs, parseItinerary } from '@/lib/trip-content';

const groupTypes = ['open', 'private', 'both', 'ask'] as const;
const isGroupType = (v: string | null): v is (typeof groupTypes)[number] => groupTypes.includes(v as (typeof groupTypes)[number]);

/** The trip's sections (SPEC 2: Intro, Itinerary, Info, FAQs; Reviews come next to it). */
export async function TripDetails({ lang, trip }: { lang: Locale; trip: TripDetail }) {
  const [t, tc] = await Promise.all([getTranslations('Trip'), getTranslations('Common')]);
  const { card, text } = trip;
  const price = card.price_from_cents ?? 0;
  const discount = card.discount_percent ?? 0;
  const days = parseItinerary(text.itinerary);
  const faqs = parseFaqs(text.faqs);
  const basics: [string, string][] = [
    [t('destination'), card.country_name ?? ''],
    [t('activity'), card.activity_name ?? ''],
    [t('duration'), tc('days', { count: card.duration_days ?? 0 })],
    [t('difficulty'), t('difficultyValue', { level: card.difficulty ?? 0 })],
    [t('group'), isGroupType(card.group_type) ? t(`groupType.${card.group_type}`) : ''],
    [t('price'), tc('from', { price: formatPrice(discountedCents(price, discount), lang) }) + (discount > 0 ? ` (${t('discount', { percent: discount })})` : '')],
  ];
  const section = 'mx-auto max-w-4xl px-4 py-8';
  return (
    <>
      <PageHeader title={text.title} intro={text.summary ?? undefined}>
        {card.review_count ? (
          <p className="mt-3">{t('rating', { rating: formatNumber(card.rating ?? 0, lang, 1), count: card.review_count })}</p>
        ) : null}
      </PageHeader>
      <dl className="mx-auto grid max-w-4xl grid-cols-2 gap-4 px-4 pt-8 sm:grid-cols-3">
        {basics.map(([label, value]) => (
          <div key={label} className="rounded-md bg-brand-50 p-3">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mx-auto flex max-w-4xl flex-wrap gap-3 px-4 pt-6">
        <Link href={`/travel/${card.id}/${text.slug}/book`} className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">{t('checkAvailability')}</Link>
        <Link href={pagePath(lang, 'contact')} className="rounded-md border border-slate-300 px-4 py-2 font-semibold">{t('sendInquiry')}</Link>
      </div>
      <section id="intro" className={section}>
        <h2 className="text-2xl font-semibold">{t('intro')}</h2>
        <p className="mt-3 leading-relaxed text-slate-800">{text.intro}</p>
        {text.highlights.length > 0 ? (
          <>
            <h3 className="mt-6 text-lg font-semibold">{t('highlights')}</h3>
            <ul className="mt-2 list-disc space-y-1 pl-6">{text.highlights.map((h) => <li key={h}>{h}</li>)}</ul>
          </>
        ) : null}
      </section>
      <section id="itinerary" className={section}>
        <h2 className="text-2xl font-semibold">{t('itinerary')}</h2>
        <ol className="mt-3 space-y-4">
          {days.map((day) => (
            <li key={day.day}>
              <h3 className="font-semibold">{t('dayTitle', { day: day.day, title: day.title })}</h3>
              <p className="text-slate-700">{day.description}</p>
            </li>
          ))}
        </ol>
      </section>
      <section id="info" className={section}>
        <h2 className="text-2xl font-semibold">{t('info')}</h2>
        <div className="mt-3 grid gap-6 sm:grid-cols-2">
          <div>
            <h3 className="font-semibold">{t('includes')}</h3>
            <ul className="mt-2 list-disc pl-6">{text.includes.map((i) => <li key={i}>{i}</li>)}</ul>
          </div>
          <div>
            <h3 className="font-semibold">{t('excludes')}</h3>
            <ul className="mt-2 list-disc pl-6">{text.excludes.map((i) => <li key={i}>{i}</li>)}</ul>
          </div>
        </div>
        {text.practical_info ? <p className="mt-4 whitespace-pre-line text-slate-700">{text.practical_info}</p> : null}
      </section>
      {faqs.length > 0 ? (
        <section id="faqs" className={section}>
          <h2 className="text-2xl font-semibold">{t('faqs')}</h2>
          {faqs.map((faq) => (
            <details key={faq.question} className="mt-3 rounded-md border border-slate-200 p-3">
              <summary className="cursor-pointer font-semibold">{faq.question}</summary>
              <p className="mt-2 text-slate-700">{faq.answer}</p>
            </details>
          ))}
        </section>
      ) : null}
    </>
  );
}
