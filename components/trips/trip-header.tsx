import { getTranslations } from 'next-intl/server';
import type { TripDetail } from '@/lib/data/trips';
import { storageUrl } from '@/lib/env';
import { formatNumber } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';

/** Breadcrumb, title, summary, rating and the hero photo (the page's largest paint, so loaded eagerly). */
export async function TripHeader({ lang, trip }: { lang: Locale; trip: TripDetail }) {
  const t = await getTranslations('Trip');
  const { card, text } = trip;
  const hero = storageUrl(card.hero_path);
  return (
    <header className="relative isolate overflow-hidden bg-brand-900 text-white">
      {hero ? (
        <img src={hero} alt="" fetchPriority="high" width={1600} height={900} className="absolute inset-0 -z-10 h-full w-full object-cover opacity-40" />
      ) : null}
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-20">
        <nav aria-label={t('breadcrumb')} className="text-sm text-brand-100">
          <ol className="flex flex-wrap gap-1">
            <li><Link href="/" className="underline">{t('home')}</Link> /</li>
            <li><Link href={`/country/${card.country_id}`} className="underline">{card.country_name}</Link> /</li>
            <li><Link href={`/activity/${card.activity_id}`} className="underline">{card.activity_name}</Link></li>
          </ol>
        </nav>
        <h1 className="mt-3 text-3xl font-bold sm:text-5xl">{text.title}</h1>
        {text.summary ? <p className="mt-3 max-w-3xl text-lg text-brand-50">{text.summary}</p> : null}
        {card.review_count ? (
          <p className="mt-3 font-medium">
            <span aria-hidden="true">★ </span>
            <a href="#reviews" className="underline">{t('rating', { rating: formatNumber(card.rating ?? 0, lang, 1), count: card.review_count })}</a>
          </p>
        ) : null}
      </div>
    </header>
  );
}
