import { getTranslations } from 'next-intl/server';
import { REVIEWS_PAGE_SIZE, type Review } from '@/lib/data/trips';
import { formatNumber } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import { MoreReviews } from './more-reviews';
import { ReviewItem, type ReviewPhotoLabels } from './review-item';
import { withPhotoImages } from '@/lib/reviews/photo-images';

/** Aggregate rating, the distribution per star, the newest reviews and a "more" button for the rest. */
export async function TripReviews({ lang, tripId, rating, reviews, distribution }: {
  lang: Locale;
  tripId: number;
  rating: number;
  reviews: Review[];
  distribution: number[];
}) {
  const [t, tc, te] = await Promise.all([getTranslations('Trip'), getTranslations('Common'), getTranslations('Errors')]);
  const total = distribution.reduce((sum, n) => sum + n, 0);
  const about = { index: '{index}', count: '{count}', name: '{name}', title: '{title}' };
  const photoLabels: ReviewPhotoLabels = {
    open: t('reviewPhotoOpen', about), alt: t('reviewPhotoAlt', about), dialog: t('reviewPhotos', about),
    previous: t('galleryPrevious'), next: t('galleryNext'), close: t('reviewPhotosClose'),
  };
  return (
    <section id="reviews" aria-labelledby="reviews-title" className="mx-auto max-w-4xl scroll-mt-28 px-4 py-8">
      <h2 id="reviews-title" className="text-2xl font-semibold">{t('reviews')}</h2>
      {total === 0 ? (
        <p className="mt-3 text-slate-600">{t('noReviews')}</p>
      ) : (
        <>
          <div className="mt-3 grid gap-6 sm:grid-cols-[12rem_1fr]">
            <p className="text-lg font-semibold" data-testid="review-aggregate">
              <span className="block text-4xl">{formatNumber(rating, lang, 1)}</span>
              {t('rating', { rating: formatNumber(rating, lang, 1), count: total })}
            </p>
            <ul aria-label={t('ratingDistribution')} className="space-y-1">
              {[5, 4, 3, 2, 1].map((stars) => {
                const count = distribution[stars - 1] ?? 0;
                return (
                  <li key={stars} className="grid grid-cols-[9rem_1fr] items-center gap-2 text-sm">
                    <span>{t('starsCount', { stars, count })}</span>
                    <span aria-hidden="true" className="h-2 rounded bg-slate-200">
                      <span className="block h-2 rounded bg-amber-500" style={{ width: `${Math.round((count / total) * 100)}%` }} />
                    </span>
                  </li>
                );
              })}
            </ul>
          </div>
          <ul className="mt-6 space-y-4">{withPhotoImages(reviews).map((review) => <ReviewItem key={review.id} lang={lang} review={review} photoLabels={photoLabels} />)}</ul>
          <MoreReviews lang={lang} tripId={tripId} total={total} pageSize={REVIEWS_PAGE_SIZE} labels={{ more: t('moreReviews'), error: te('generic'), loading: tc('loading') }} photoLabels={photoLabels} />
        </>
      )}
    </section>
  );
}
