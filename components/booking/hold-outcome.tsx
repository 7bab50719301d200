'use client';

import { useTranslations } from 'next-intl';
import type { BookingErrorKey } from '@/lib/booking/booking';
import type { DepartureChoice } from '@/lib/booking/departure-groups';
import { MAX_PLACES_PER_BOOKING } from '@/lib/booking/limits';

/** Why "Continue" did not open checkout, for the departure it was about. */
export interface Refusal {
  key: BookingErrorKey;
  placesLeft?: number;
  departureId: number | null;
}

/**
 * What a refused hold means for the traveller, in their language: the places went meanwhile (and which other dates
 * still have some, from the places the refusal brought back), a limit, or the SPEC's "Booking Error" with its advice
 * when the shop could not answer (a backend that is down or does not answer).
 */
export function HoldOutcome({ refusal, departures }: { refusal: Refusal | null; departures: DepartureChoice[] }) {
  const t = useTranslations('Booking');
  const te = useTranslations('CheckoutError');
  if (!refusal) return null;
  const box = 'mt-3 rounded-md bg-red-50 p-3 text-sm text-red-800';
  const others = departures.filter((d) => d.bookable && d.id !== refusal.departureId);
  const left = t('errors.othersLeft', { count: others.length, dates: others.map((d) => d.dates).join('; ') });
  switch (refusal.key) {
    case 'sold_out':
    case 'not_bookable':
      return <p role="alert" className={box}>{t(`errors.${refusal.key}`)} {left}</p>;
    case 'not_enough_places':
      return <p role="alert" className={box}>{t('errors.not_enough_places', { count: refusal.placesLeft ?? 0 })}</p>;
    case 'places_invalid':
      return <p role="alert" className={box}>{t('errors.places_invalid', { max: MAX_PLACES_PER_BOOKING })}</p>;
    case 'hold_limit':
    case 'rate_limited':
    case 'invalid':
      return <p role="alert" className={box}>{t(`errors.${refusal.key}`)}</p>;
    default:
      return (
        <div role="alert" className={box}>
          <p className="font-semibold">{te('heading')}</p>
          <p className="mt-1">{te('advice')}</p>
        </div>
      );
  }
}
