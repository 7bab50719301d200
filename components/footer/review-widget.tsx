import { getTranslations } from 'next-intl/server';
import { ConsentGate } from '@/components/consent/consent-gate';
import { getReviewSummary } from '@/lib/data/reviews';
import { formatCount, formatNumber } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import { site } from '@/lib/site';
import { RatingStars } from '@/components/ui/rating-stars';
import { ReviewWidgetEmbed } from './review-widget-embed';

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
};

/**
 * The shop's review figures, computed from its published verified reviews (getReviewSummary), always; below them the third-party review widget when one is configured,
 * loaded only once the visitor allows third-party content (until then a placeholder with a load button).
 */
export async function ReviewWidget({ lang }: { lang: Locale }) {
  const [t, tc, { count, rating }] = await Promise.all([getTranslations('Footer'), getTranslations('Consent'), getReviewSummary()]);
  const { widgetScriptUrl, widgetId, profileUrl } = site.reviews;
  const figures = count > 0 ? t('reviews', { count: formatCount(count, lang), rating: formatNumber(rating, lang, 1) }) : t('noReviews');
  return (
    <section aria-labelledby="reviews-title" className="text-center">
      <h2 id="reviews-title" className="text-lg font-semibold">
        {t('reviewsTitle')}
      </h2>
      <p className="mt-2">
        {count > 0 ? (
          <>
            <RatingStars rating={rating} className="text-accent-500" />{' '}
          </>
        ) : null}
        {profileUrl ? (
          <a href={profileUrl} target="_blank" rel="noopener noreferrer" className="font-medium underline">
            {figures}
          </a>
        ) : (
          <span className="font-medium">{figures}</span>
        )}
      </p>
      {widgetScriptUrl ? (
        <ConsentGate
          testId="review-widget-placeholder"
          className="mx-auto mt-3 min-h-32 max-w-xl"
          labels={{ text: tc('reviewsPlaceholder', { provider: hostOf(widgetScriptUrl) }), load: tc('loadReviews'), always: tc('alwaysAllow') }}
        >
          <ReviewWidgetEmbed scriptUrl={widgetScriptUrl} widgetId={widgetId} lang={lang} />
        </ConsentGate>
      ) : null}
    </section>
  );
}
