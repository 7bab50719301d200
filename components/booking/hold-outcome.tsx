'use client';

import type { BookingErrorKey } from '@/lib/booking/booking';
import type { DepartureChoice } from '@/lib/booking/departure-groups';
import { countLabel } from '@/lib/i18n/count-label';
import { fill, type PickerTexts } from './picker-texts';

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
export function HoldOutcome({ refusal, departures, texts: t }: { refusal: Refusal | null; departures: DepartureChoice[]; texts: PickerTexts['errors'] }) {
  if (!refusal) return null;
  const box = 'mt-3 rounded-md bg-red-50 p-3 text-sm text-red-800';
  const others = departures.filter((d) => d.bookable && d.id !== refusal.departureId);
  const left = fill(countLabel(t.othersLeft, others.length), { dates: others.map((d) => d.dates).join('; ') });
  switch (refusal.key) {
    case 'sold_out':
    case 'not_bookable':
      return <p role="alert" className={box}>{t[refusal.key]} {left}</p>;
    case 'not_enough_places':
      return <p role="alert" className={box}>{countLabel(t.not_enough_places, refusal.placesLeft ?? 0)}</p>;
    case 'places_invalid':
      return <p role="alert" className={box}>{t.places_invalid}</p>;
    case 'hold_limit':
    case 'rate_limited':
    case 'invalid':
      return <p role="alert" className={box}>{t[refusal.key]}</p>;
    default:
      return (
        <div role="alert" className={box}>
          <p className="font-semibold">{t.failedHeading}</p>
          <p className="mt-1">{t.failedAdvice}</p>
        </div>
      );
  }
}
