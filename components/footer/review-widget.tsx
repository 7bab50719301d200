import Script from 'next/script';
import { getTranslations } from 'next-intl/server';
import { formatCount, formatNumber } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import { site } from '@/lib/site';

/**
 * The third-party review widget when configured (its script replaces the container's content); the figures from
 * configuration stay inside the container, so they show when the widget is not configured or is blocked.
 */
export async function ReviewWidget({ lang }: { lang: Locale }) {
  const t = await getTranslations('Footer');
  const { widgetScriptUrl, widgetId, profileUrl, count, rating } = site.reviews;
  return (
    <section aria-labelledby="reviews-title" className="text-center">
      <h2 id="reviews-title" className="text-lg font-semibold">
        {t('reviewsTitle')}
      </h2>
      <div className="review-widget mt-2" data-widget-id={widgetId || undefined} data-locale={lang}>
        <p>
          <span aria-hidden="true" className="text-accent-500">
            ★★★★★{' '}
          </span>
          <a href={profileUrl} target="_blank" rel="noopener noreferrer" className="font-medium underline">
            {t('reviews', { count: formatCount(count, lang), rating: formatNumber(rating, lang, 1) })}
          </a>
        </p>
      </div>
      {widgetScriptUrl ? <Script src={widgetScriptUrl} strategy="lazyOnload" /> : null}
    </section>
  );
}
