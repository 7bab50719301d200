import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ManagedBooking } from '@/lib/booking/manage';
import type { CancellationTier } from '@/lib/booking/terms';
import { formatPrice } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import { pickMessages } from '@/lib/i18n/pick-messages';
import { cancelBookingAction } from './actions';
import { CancelBooking } from './cancel-booking';

/**
 * Cancelling: the trip's own fee table, today's fee and the refund it leaves (both from the database's one
 * computation), and the button that asks once more before anything changes.
 */
export async function CancelSection({ managed, lang, access, tiers }: {
  managed: ManagedBooking;
  lang: Locale;
  access: { reference: string; key: string | null };
  tiers: CancellationTier[];
}) {
  const [t, messages] = await Promise.all([getTranslations('BookingPage'), getMessages()]);
  const { cancellation: quote } = managed;
  if (quote.reason === 'cancelled' || quote.reason === 'not_confirmed') return null;
  const lines = [
    t('cancel.fee', { days: quote.daysBefore, percent: quote.feePercent, amount: formatPrice(quote.feeCents, lang) }),
    t('cancel.paidSoFar', { amount: formatPrice(managed.booking.paidCents - managed.refundedCents, lang) }),
    t('cancel.refund', { amount: formatPrice(quote.refundCents, lang) }),
  ];
  const tierText = (tier: CancellationTier) =>
    tier.untilDays === null || tier.fromDays === 0
      ? t('cancel.tier', { from: tier.fromDays, until: tier.untilDays ?? 0, percent: tier.feePercent })
      : t('cancel.tierBetween', { from: tier.fromDays, last: tier.untilDays - 1, percent: tier.feePercent });
  return (
    <section aria-labelledby="booking-cancel" className="grid gap-3" data-testid="booking-cancel">
      <h2 id="booking-cancel" className="text-xl font-semibold">{t('cancel.heading')}</h2>
      {quote.allowed ? (
        <>
          <p>{t('cancel.intro')}</p>
          <ul className="list-disc pl-6">{tiers.map((tier) => <li key={tier.fromDays}>{tierText(tier)}</li>)}</ul>
          <ul className="grid gap-1 rounded-md bg-slate-50 p-3" data-testid="cancel-quote">
            {lines.map((line) => <li key={line} className="font-medium">{line}</li>)}
          </ul>
          <NextIntlClientProvider messages={pickMessages(messages, ['BookingPage'])}>
            <CancelBooking quote={lines} cancel={cancelBookingAction.bind(null, access.reference, access.key, quote.refundCents)} />
          </NextIntlClientProvider>
        </>
      ) : (
        <p>{t('cancel.departed')}</p>
      )}
    </section>
  );
}
