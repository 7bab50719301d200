import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { WAITLIST_OFFER_HOURS, type WaitlistEntry, type WaitlistErrorKey } from '@/lib/booking/waitlist';
import { formatMoment } from '@/lib/format';
import { Link } from '@/lib/i18n/link';
import type { Locale } from '@/lib/i18n/routing';
import { pickMessages } from '@/lib/i18n/pick-messages';
import { primaryButton, secondaryButton } from './booking-notice';
import { HoldCountdown } from './hold-countdown';
import { confirmWaitlistAction, leaveWaitlistAction, waitlistCheckoutAction } from './waitlist-actions';

interface Props {
  lang: Locale;
  accessKey: string;
  entry: WaitlistEntry;
  /** The trip's book page, to join again or choose other dates. */
  bookHref: string;
  /** A refusal the last button met (the page's `error` query). */
  error: WaitlistErrorKey | null;
}

/** A button of the entry's page: a plain form posting to its server action, so it works before hydration too. */
function ActionButton({ action, label, primary = false }: { action: () => Promise<void>; label: string; primary?: boolean }) {
  return (
    <form action={action}>
      <button type="submit" className={primary ? primaryButton : secondaryButton}>{label}</button>
    </form>
  );
}

/**
 * Where a waitlist entry stands, and what its owner can do about it: confirm it, leave the line, book the places
 * held for it or give them to the next in line. Opened by the key of the entry's e-mails.
 */
export async function WaitlistEntryView({ lang, accessKey, entry, bookHref, error }: Props) {
  const [t, te, tg, messages] = await Promise.all([
    getTranslations('WaitlistPage'), getTranslations('Waitlist'), getTranslations('Guarantee'), getMessages(),
  ]);
  const bind = (action: (key: string, lang: string) => Promise<void>) => action.bind(null, accessKey, lang);
  const leave = (label: string) => <ActionButton action={bind(leaveWaitlistAction)} label={label} />;
  const joinAgain = <Link href={{ pathname: bookHref, query: { departure: String(entry.departure.id) } }} className={primaryButton}>{t('entry.joinAgain')}</Link>;

  let body: ReactNode;
  switch (entry.status) {
    case 'pending':
      body = (
        <>
          <p>{t('entry.pending', { email: entry.email, count: entry.places })}</p>
          <p className="text-sm text-slate-600">{t('entry.confirmBy', { moment: formatMoment(entry.confirmBy, lang) })}</p>
          <div className="flex flex-wrap gap-3">
            <ActionButton action={bind(confirmWaitlistAction)} label={t('entry.confirm')} primary />
          </div>
        </>
      );
      break;
    case 'waiting':
      body = (
        <>
          <p className="text-lg font-semibold" data-testid="waitlist-position">
            {t('entry.waiting', { position: entry.position ?? 1, waiting: entry.waiting, count: entry.places })}
          </p>
          <p>{t('entry.waitingNext', { email: entry.email, hours: WAITLIST_OFFER_HOURS })}</p>
          <div className="flex flex-wrap gap-3">{leave(t('entry.leave'))}</div>
        </>
      );
      break;
    case 'offered':
      body = (
        <>
          <p className="text-lg font-semibold">{t('entry.offered', { count: entry.places })}</p>
          {entry.holdExpiresAt ? (
            <NextIntlClientProvider messages={pickMessages(messages, ['Checkout'])}>
              <HoldCountdown expiresAt={entry.holdExpiresAt} withClock />
            </NextIntlClientProvider>
          ) : null}
          <p>{t('entry.offeredNext')}</p>
          <div className="flex flex-wrap gap-3">
            <ActionButton action={bind(waitlistCheckoutAction)} label={t('entry.book')} primary />
            {leave(t('entry.giveUp'))}
          </div>
        </>
      );
      break;
    case 'cancelled':
      // The operator cancelled the departure: its other dates, never the same one again.
      body = (
        <>
          <p>{t('entry.cancelled')}</p>
          <div className="flex flex-wrap gap-3"><Link href={bookHref} className={primaryButton}>{tg('otherDates')}</Link></div>
        </>
      );
      break;
    default:
      body = (
        <>
          <p>{t(`entry.${entry.status}`)}</p>
          {entry.status === 'booked' ? null : <div className="flex flex-wrap gap-3">{joinAgain}</div>}
        </>
      );
  }
  return (
    <div className="grid gap-4" data-testid="waitlist-entry" data-status={entry.status}>
      {error ? <p role="alert" className="rounded-md bg-red-50 p-4 text-red-900">{te(`errors.${error}`)}</p> : null}
      <div className="grid gap-4 rounded-lg border border-slate-200 p-5">{body}</div>
    </div>
  );
}
