import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { BookingNotice } from '@/components/booking/booking-notice';
import { removeReviewPhotoAction, submitReviewAction } from '@/components/reviews/actions';
import { ReviewForm } from '@/components/reviews/review-form';
import { PageHeader } from '@/components/ui/page-header';
import { signReviewPhotos } from '@/lib/data/review-photos';
import { getReviewInvitation } from '@/lib/data/reviews';
import { formatDate } from '@/lib/format';
import { pageLocale } from '@/lib/i18n/page-locale';
import { reviewKeyOf } from '@/lib/reviews/schema';

// Personal: opened from one traveller's invitation link, rendered per request and never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[lang]/review'>): Promise<Metadata> {
  await pageLocale(params);
  const t = await getTranslations('Review');
  return { title: t('metaTitle'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

/** The review form of a traveller back from a departure, opened with the key of their invitation e-mail. */
export default async function ReviewPage({ params, searchParams }: PageProps<'/[lang]/review'>) {
  const lang = await pageLocale(params);
  const [query, t, messages] = await Promise.all([searchParams, getTranslations('Review'), getMessages()]);
  const key = reviewKeyOf(query.key);
  const invitation = key ? await getReviewInvitation(key) : null;
  if (!key || !invitation?.ok) {
    return (
      <>
        <PageHeader title={t('metaTitle')} />
        <BookingNotice tone="error" text={t(`errors.${invitation && !invitation.ok ? invitation.error : 'not_found'}`)} />
      </>
    );
  }
  const { tripTitles, startDate, endDate, authorName, reviewStatus, photos } = invitation.value;
  // The photos added before a reload, shown as stored (their private files, signed for a while).
  const initialPhotos = reviewStatus ? [] : await signReviewPhotos(photos);
  const dates = t('dates', { start: formatDate(startDate, lang), end: formatDate(endDate, lang) });
  return (
    <>
      <PageHeader title={t('heading', { trip: tripTitles[lang] ?? tripTitles.en ?? '' })} intro={dates} />
      <div className="mx-auto max-w-3xl px-4 py-8">
        {reviewStatus ? (
          <p role="status" className="rounded-md bg-brand-50 p-4 text-lg">{t(`written.${reviewStatus}`)}</p>
        ) : (
          <NextIntlClientProvider messages={{ Review: messages.Review }}>
            <ReviewForm
              authorName={authorName}
              save={submitReviewAction.bind(null, key, lang)}
              photos={{ reviewKey: key, initial: initialPhotos, remove: removeReviewPhotoAction.bind(null, key) }}
            />
          </NextIntlClientProvider>
        )}
      </div>
    </>
  );
}
