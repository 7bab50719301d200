import { Photo } from '@/components/ui/photo';
import { getTranslations } from 'next-intl/server';
import { FavoriteButton } from '@/components/favorites/favorite-button';
import { favoriteLabelsFor } from '@/components/favorites/favorite-labels';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import type { TripDetail } from '@/lib/data/trips';
import { storageUrl } from '@/lib/env';
import { formatNumber } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';

/**
 * Breadcrumb, title, summary, rating and the hero photo: the page's largest paint, so it is preloaded from the head
 * at high priority (an image preload is otherwise fetched at low priority until layout finds it on screen), in the
 * width the screen needs (srcset through the image optimizer).
 */
export async function TripHeader({ lang, trip }: { lang: Locale; trip: TripDetail }) {
  const [t, favoriteLabels] = await Promise.all([getTranslations('Trip'), favoriteLabelsFor()]);
  const { card, text } = trip;
  const hero = storageUrl(card.hero_path);
  return (
    <header className="relative isolate overflow-hidden bg-brand-900 text-white">
      {hero ? (
        <Photo src={hero} alt="" fill preload fetchPriority="high" sizes="100vw" className="-z-10 object-cover opacity-40" />
      ) : null}
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-20">
        <Breadcrumbs
          label={t('breadcrumb')}
          crumbs={[
            { href: '/', label: t('home') },
            { href: `/country/${card.country_id}`, label: card.country_name ?? '' },
            { href: `/activity/${card.activity_id}`, label: card.activity_name ?? '' },
          ]}
        />
        <div className="mt-3 flex items-start justify-between gap-4">
          <h1 className="text-3xl font-bold sm:text-5xl">{text.title}</h1>
          <FavoriteButton tripId={card.id ?? 0} labels={favoriteLabels(text.title)} variant="hero" />
        </div>
        {text.summary ? <p className="mt-3 max-w-3xl text-lg text-brand-50">{text.summary}</p> : null}
        {card.review_count ? (
          <p className="mt-3 font-medium">
            <span aria-hidden="true">★ </span>
            <a href="#reviews" className="tap-target underline">{t('rating', { rating: formatNumber(card.rating ?? 0, lang, 1), count: card.review_count })}</a>
          </p>
        ) : null}
      </div>
    </header>
  );
}
