import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BookingNotice } from '@/components/booking/booking-notice';
import { WaitlistEntryView } from '@/components/booking/waitlist-entry';
import { PageHeader } from '@/components/ui/page-header';
import { WAITLIST_ERROR_KEYS, type WaitlistErrorKey } from '@/lib/booking/waitlist';
import { bookPagePath } from '@/lib/data/trip-paths';
import { getWaitlistEntry } from '@/lib/data/waitlist';
import { formatDate } from '@/lib/format';
import { pageLocale } from '@/lib/i18n/page-locale';
import { linkKeyOf } from '@/lib/link-key';

// Personal: one entry's, opened from its e-mail link, rendered per request and never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[lang]/waitlist'>): Promise<Metadata> {
  await pageLocale(params);
  const t = await getTranslations('WaitlistPage');
  return { title: t('metaTitle'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

const errorOf = (value: string | string[] | undefined): WaitlistErrorKey | null =>
  (WAITLIST_ERROR_KEYS as readonly string[]).includes(String(value)) ? (value as WaitlistErrorKey) : null;

/** A waitlist entry of a sold-out departure, opened with the key of its e-mails (docs/waitlists.md). */
export default async function WaitlistPage({ params, searchParams }: PageProps<'/[lang]/waitlist'>) {
  const lang = await pageLocale(params);
  const [query, t, te] = await Promise.all([searchParams, getTranslations('WaitlistPage'), getTranslations('Waitlist')]);
  const key = linkKeyOf(query.key);
  const read = key ? await getWaitlistEntry(key) : null;
  if (!key || !read?.ok) {
    return (
      <>
        <PageHeader title={t('metaTitle')} />
        <BookingNotice tone="error" text={te(`errors.${read && !read.ok ? read.error : 'not_found'}`)} />
      </>
    );
  }
  const entry = read.value;
  const title = entry.tripTitles[lang] ?? entry.tripTitles.en ?? '';
  const dates = t('dates', { start: formatDate(entry.departure.startDate, lang), end: formatDate(entry.departure.endDate, lang) });
  return (
    <>
      <PageHeader title={t('heading', { trip: title })} intro={dates} />
      <div className="mx-auto max-w-3xl px-4 py-8">
        <WaitlistEntryView lang={lang} accessKey={key} entry={entry} bookHref={await bookPagePath(lang, entry.departure.tripId)} error={errorOf(query.error)} />
      </div>
    </>
  );
}
