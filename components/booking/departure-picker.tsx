'use client';

import { useSearchParams } from 'next/navigation';
import { lazy, Suspense, useCallback, useId, useLayoutEffect, useState, useTransition } from 'react';
import type { MonthGroup } from '@/lib/booking/departure-groups';
import { withLivePlaces } from '@/lib/booking/live-places';
import { MAX_PLACES_PER_BOOKING } from '@/lib/booking/limits';
import { joinsWaitlist } from '@/lib/booking/waitlist';
import { formatPrice } from '@/lib/format';
import { countLabel } from '@/lib/i18n/count-label';
import type { Locale } from '@/lib/i18n/routing';
import { holdPlacesAction } from './actions';
import { GuaranteeBadge } from './guarantee-badge';
import { HoldOutcome, type Refusal } from './hold-outcome';
import { PlacesBadge, StalePlacesNote, useLive, useLivePlaces } from './live-places';
import { fill, type PickerTexts } from './picker-texts';
import { WaitingCount } from './waitlist-count';

// Loaded when a sold-out departure is chosen (with its texts and their formatting runtime): most visits never show it.
const WaitlistJoin = lazy(() => import('./waitlist-join').then((m) => ({ default: m.WaitlistJoinWithTexts })));

interface PickerProps {
  lang: Locale;
  tripId: number;
  groups: MonthGroup[];
  texts: PickerTexts;
}

/**
 * The departure a link names (`?departure=`), handed to the picker. The page is the same for every query, so only the
 * browser sees it: in the static HTML this renders nothing (its Suspense boundary is rendered in the browser), and the
 * picker around it is the same with or without a departure named, so hydrating it renders nothing again. Then, before
 * the first paint, a named departure is chosen (on a first visit and on a client navigation, checkout's "Change
 * departure", alike); an address that names none changes nothing.
 */
function AddressDeparture({ onChange }: { onChange: (wanted: number | null) => void }) {
  const value = Number(useSearchParams().get('departure'));
  const wanted = Number.isSafeInteger(value) && value > 0 ? value : null;
  useLayoutEffect(() => onChange(wanted), [wanted, onChange]);
  return null;
}

/**
 * Departures by month, the number of travellers (1 up to the places left), and "Continue", which holds the places
 * and opens checkout. Places come from the live read (LivePlacesProvider) once it answers, so a departure that sells
 * out while the page is open turns "Sold out" and cannot be booked; a hold refused because places went meanwhile says
 * what happened and which dates still have places. A sold-out departure whose waitlist is open can still be chosen:
 * the side panel then offers its waitlist instead of "Continue" (docs/waitlists.md).
 */
export function DeparturePicker({ lang, tripId, groups: cached, texts: t }: PickerProps) {
  const { store } = useLivePlaces();
  const livePlaces = useLive((shown) => shown.places);
  const groups = cached.map((g) => ({ ...g, departures: withLivePlaces(g.departures, livePlaces) }));
  const all = groups.flatMap((g) => g.departures);
  // Until the traveller picks one: the departure the link named (a sold-out one too: its waitlist), else the first
  // bookable one, as the cached page had them.
  const cachedChoices = cached.flatMap((g) => g.departures);
  const [wanted, setWanted] = useState<number | null>(null);
  const [picked, setPicked] = useState<number | null>(null);
  const named = cachedChoices.find((d) => d.id === wanted && (d.bookable || d.availability === 'sold_out'));
  const selected = picked ?? named?.id ?? cachedChoices.find((d) => d.bookable)?.id ?? null;
  const [places, setPlaces] = useState(1);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [pending, startTransition] = useTransition();
  const travellersId = useId();
  const choice = all.find((d) => d.id === selected) ?? null;
  const maxPlaces = Math.max(1, Math.min(MAX_PLACES_PER_BOOKING, choice?.placesLeft ?? 1));
  const count = Math.min(places, maxPlaces);
  // The chosen departure sold out, or the operator cancelled it, under the traveller's eyes (the live read said so,
  // not a refused hold): a cancelled one is said as no longer open, never as sold out (it has no waitlist).
  const goneNow = choice !== null && !choice.bookable && refusal === null;
  const goneKey = choice?.availability === 'cancelled' ? 'not_bookable' : 'sold_out';
  const waitlist = choice !== null && joinsWaitlist(choice);

  // A link that names a departure chooses it, over an earlier choice (state set to what it is renders nothing).
  const fromAddress = useCallback((next: number | null) => {
    setWanted(next);
    setPicked(null);
    setRefusal(null);
  }, []);

  const choose = (id: number) => {
    setPicked(id);
    setRefusal(null);
  };

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

  if (all.length === 0) return null;
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <Suspense fallback={null}>
        <AddressDeparture onChange={fromAddress} />
      </Suspense>
      <fieldset className="min-w-0">
        <legend className="text-2xl font-semibold">{t.choose}</legend>
        {groups.map((group) => (
          <div key={group.key} className="mt-6">
            <h2 className="text-lg font-semibold text-slate-800">{group.label}</h2>
            <ul className="mt-2 grid gap-3">
              {group.departures.map((d) => (
                <li key={d.id}>
                  <label
                    data-departure-id={d.id}
                    className={`flex min-h-11 gap-3 rounded-lg border p-4 ${d.bookable || joinsWaitlist(d) ? 'cursor-pointer' : 'cursor-not-allowed opacity-70'} ${selected === d.id ? 'border-brand-700 ring-2 ring-brand-700' : 'border-slate-300'}`}
                  >
                    <input
                      type="radio"
                      name="departure"
                      value={d.id}
                      checked={selected === d.id}
                      disabled={!d.bookable && !joinsWaitlist(d)}
                      onChange={() => choose(d.id)}
                      className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
                    />
                    <span className="grid min-w-0 flex-1 gap-1 sm:grid-cols-[1fr_auto] sm:gap-4">
                      <span>
                        <span className="block font-semibold">{d.dates}</span>
                        <span className="block text-sm text-slate-600">{d.details}</span>
                        <span className="mt-1 flex flex-wrap items-center gap-2">
                          <PlacesBadge departureId={d.id} initial={d} className="inline-block py-0.5 text-sm" />
                          <GuaranteeBadge initial={d} />
                          <WaitingCount departureId={d.id} className="inline-block text-sm" />
                        </span>
                      </span>
                      <span className="sm:text-right">
                        <span className="font-semibold">{d.price}</span> <span className="text-sm text-slate-600">{t.perPerson}</span>
                        {d.listPrice ? (
                          <span className="block text-sm text-slate-600"><s>{d.listPrice}</s> {d.discount}</span>
                        ) : null}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <StalePlacesNote className="mt-3" />
      </fieldset>
      <div className="lg:sticky lg:top-24 lg:self-start">
        {waitlist ? (
          <div className="rounded-lg border border-slate-200 p-4 shadow-sm">
            <h2 className="text-lg font-semibold">{t.selection}</h2>
            <p className="mt-2 text-sm text-slate-700" data-testid="selected-departure">{choice.dates}</p>
            {/* Sold out under the visitor's eyes: said as a refusal; sold out already on the page: said plainly. */}
            {cachedChoices.find((d) => d.id === choice.id)?.bookable || refusal ? (
              <HoldOutcome refusal={{ key: 'sold_out', departureId: choice.id }} departures={all} texts={t.errors} />
            ) : (
              <p className="mt-3 rounded-md bg-slate-100 p-3 text-sm text-slate-800">{t.waitlistSoldOut}</p>
            )}
            <Suspense fallback={null}>
              <WaitlistJoin key={choice.id} lang={lang} departureId={choice.id} waiting={choice.waiting ?? 0} labels={{ failed: t.textsFailed, retry: t.retry }} />
            </Suspense>
          </div>
        ) : (
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
        )}
      </div>
    </div>
  );
}
