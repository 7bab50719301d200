'use client';

import { lazy, Suspense, useId, useState, useTransition } from 'react';
import { withLivePlaces } from '@/lib/booking/live-places';
import { MAX_PLACES_PER_BOOKING } from '@/lib/booking/limits';
import { joinsWaitlist } from '@/lib/booking/waitlist';
import { formatPrice } from '@/lib/format';
import { countLabel } from '@/lib/i18n/count-label';
import type { Locale } from '@/lib/i18n/routing';
import { holdPlacesAction } from './actions';
import { useChoice } from './departure-choice';
import { HoldOutcome } from './hold-outcome';
import { useLive, useLivePlaces } from './live-places';
import { fill, type PickerTexts } from './picker-texts';

// Loaded when a sold-out departure is chosen (with its texts and their formatting runtime): most visits never show it.
const WaitlistJoin = lazy(() => import('./waitlist-join').then((m) => ({ default: m.WaitlistJoinWithTexts })));

/**
 * The picker's side panel: the chosen departure, the number of travellers (1 up to the places left), its total, and
 * "Continue", which holds the places and opens checkout. Places come from the live read (LivePlacesProvider) once it
 * answers, so a departure that sells out while the page is open turns "Sold out" and cannot be booked; a hold refused
 * because places went meanwhile says what happened and which dates still have places. A sold-out departure whose
 * waitlist is open offers its waitlist instead of "Continue" (docs/waitlists.md).
 */
export function DeparturePanel({ lang, tripId, texts: t }: { lang: Locale; tripId: number; texts: PickerTexts }) {
  const { store } = useLivePlaces();
  const { cached, selected, refusal, setRefusal } = useChoice();
  const livePlaces = useLive((shown) => shown.places);
  const all = withLivePlaces(cached, livePlaces);
  const [places, setPlaces] = useState(1);
  const [pending, startTransition] = useTransition();
  const travellersId = useId();
  const choice = all.find((d) => d.id === selected) ?? null;
  const maxPlaces = Math.max(1, Math.min(MAX_PLACES_PER_BOOKING, choice?.placesLeft ?? 1));
  const count = Math.min(places, maxPlaces);
  // The chosen departure sold out, or the operator cancelled it, under the traveller's eyes (the live read said so,
  // not a refused hold): a cancelled one is said as no longer open, never as sold out (it has no waitlist).
  const goneNow = choice !== null && !choice.bookable && refusal === null;
  const goneKey = choice?.availability === 'cancelled' ? 'not_bookable' : 'sold_out';

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!choice?.bookable) {
      setRefusal({ key: choice ? goneKey : 'invalid', departureId: choice?.id ?? null });
      return;
    }
    setRefusal(null);
    startTransition(async () => {
      const result = await holdPlacesAction({ departureId: choice.id, places: count }, lang, tripId).catch(() => ({ error: 'failed' as const }));
      if ('departures' in result && result.departures) store.accept(result.departures);
      setRefusal({ key: result.error, placesLeft: 'placesLeft' in result ? result.placesLeft : undefined, departureId: choice.id });
    });
  };

  if (choice !== null && joinsWaitlist(choice)) {
    return (
      <div className="rounded-lg border border-slate-200 p-4 shadow-sm">
        <h2 className="text-lg font-semibold">{t.selection}</h2>
        <p className="mt-2 text-sm text-slate-700" data-testid="selected-departure">{choice.dates}</p>
        {/* Sold out under the visitor's eyes: said as a refusal; sold out already on the page: said plainly. */}
        {cached.find((d) => d.id === choice.id)?.bookable || refusal ? (
          <HoldOutcome refusal={{ key: 'sold_out', departureId: choice.id }} departures={all} texts={t.errors} />
        ) : (
          <p className="mt-3 rounded-md bg-slate-100 p-3 text-sm text-slate-800">{t.waitlistSoldOut}</p>
        )}
        <Suspense fallback={null}>
          <WaitlistJoin key={choice.id} lang={lang} departureId={choice.id} waiting={choice.waiting ?? 0} labels={{ failed: t.textsFailed, retry: t.retry }} />
        </Suspense>
      </div>
    );
  }
  return (
    <form onSubmit={submit} aria-busy={pending} className="rounded-lg border border-slate-200 p-4 shadow-sm">
      <h2 className="text-lg font-semibold">{t.selection}</h2>
      <p className="mt-2 text-sm text-slate-700" data-testid="selected-departure">{choice ? choice.dates : t.pickFirst}</p>
      <label htmlFor={travellersId} className="mt-4 block font-medium">{t.travellers}</label>
      <select
        id={travellersId}
        value={count}
        onChange={(event) => setPlaces(Number(event.target.value))}
        disabled={!choice?.bookable}
        className="mt-1 min-h-11 w-full rounded-md border border-slate-300 bg-white px-3"
      >
        {Array.from({ length: maxPlaces }, (_, i) => i + 1).map((n) => <option key={n} value={n}>{n}</option>)}
      </select>
      {choice?.bookable ? <p className="mt-1 text-sm text-slate-600">{fill(t.travellersHint, { max: maxPlaces })}</p> : null}
      {choice?.bookable ? (
        <p className="mt-4 font-semibold" data-testid="booking-total">{fill(countLabel(t.total, count), { price: formatPrice(choice.unitPriceCents * count, lang) })}</p>
      ) : null}
      <HoldOutcome refusal={goneNow ? { key: goneKey, departureId: choice.id } : refusal} departures={all} texts={t.errors} />
      <button
        type="submit"
        disabled={!choice?.bookable || pending}
        className="mt-4 min-h-11 w-full rounded-md bg-brand-700 px-4 py-2 font-semibold text-white disabled:opacity-60"
      >
        {pending ? t.holding : t.continue}
      </button>
      <p className="mt-3 text-sm text-slate-600">{t.holdNote}</p>
    </form>
  );
}
