import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { BookingNotice } from '@/components/booking/booking-notice';
import { moderateReviewAction, moderateReviewPhotoAction } from '@/components/reviews/actions';
import { ModerationForm } from '@/components/reviews/moderation-form';
import { ModerationPhotos } from '@/components/reviews/moderation-photos';
import { PageHeader } from '@/components/ui/page-header';
import { signReviewPhotos } from '@/lib/data/review-photos';
import { getReviewForModeration } from '@/lib/data/reviews';
import { formatDate } from '@/lib/format';
import { parseId } from '@/lib/data/load';
import { pageLocale } from '@/lib/i18n/page-locale';
import { reviewKeyOf } from '@/lib/reviews/schema';

// Personal: the operator's page, opened from the notice e-mail's link (the review and its moderation key).
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[lang]/review/moderate'>): Promise<Metadata> {
  await pageLocale(params);
  const t = await getTranslations('Review');
  return { title: t('moderation.title'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

/** A review waiting for the operator (or already decided): its text, and publish / reject. */
export default async function ModerateReviewPage({ params, searchParams }: PageProps<'/[lang]/review/moderate'>) {
  const lang = await pageLocale(params);
  const [query, t, messages] = await Promise.all([searchParams, getTranslations('Review'), getMessages()]);
  const key = reviewKeyOf(query.key);
  const id = parseId(typeof query.review === 'string' ? query.review : '');
  const review = key && id !== null ? await getReviewForModeration(id, key) : null;
  if (!key || id === null || !review?.ok) {
    return (
      <>
        <PageHeader title={t('moderation.title')} />
        <BookingNotice tone="error" text={t(`errors.${review && !review.ok ? review.error : 'not_found'}`)} />
      </>
    );
  }
  const { value } = review;
  const photos = await signReviewPhotos(value.photos);
  return (
    <>
      <PageHeader title={t('moderation.title')} intro={value.tripTitles[lang] ?? value.tripTitles.en} />
      <div className="mx-auto grid max-w-3xl gap-4 px-4 py-8">
        <article className="rounded-lg border border-slate-200 p-4" data-testid="moderated-review">
          <p className="font-semibold">{t('stars', { stars: value.rating })}</p>
          <h2 className="mt-1 text-xl font-semibold">{value.title}</h2>
          <p className="mt-2 whitespace-pre-line">{value.body}</p>
          <p className="mt-2 text-sm text-slate-600">
            {t('moderation.by', { name: value.authorName, date: formatDate(value.travelledOn, lang), lang: value.lang })}
          </p>
        </article>
        <NextIntlClientProvider messages={{ Review: messages.Review }}>
          <ModerationPhotos photos={photos} decide={moderateReviewPhotoAction.bind(null, value.id, key)} />
          <ModerationForm status={value.status} decide={moderateReviewAction.bind(null, value.id, key)} />
        </NextIntlClientProvider>
      </div>
    </>
  );
}
