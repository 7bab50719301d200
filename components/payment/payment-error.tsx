'use client';

import { useTranslations } from 'next-intl';
import type { PaymentErrorKey } from './actions';

/** Why a payment could not start, in the page's language. */
export function PaymentError({ error }: { error: PaymentErrorKey }) {
  const t = useTranslations('Payment');
  const tb = useTranslations('Booking');
  const tc = useTranslations('Checkout');
  const tr = useTranslations('CheckoutError');
  const text =
    error === 'declined' || error === 'insufficient_funds' ? tr(`reasons.${error}`)
    : error === 'not_configured' ? t('notConfigured')
      : error === 'nothing_due' ? t('nothingDue')
        : error === 'hold_expired' ? tc('holdEnded')
          : error === 'rate_limited' || error === 'invalid' ? tb(`errors.${error}`)
            : tb('errors.failed');
  return <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">{text}</p>;
}
