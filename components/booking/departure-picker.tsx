'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId, useState, useTransition } from 'react';
import type { BookingErrorKey } from '@/lib/booking/booking';
import type { MonthGroup } from '@/lib/booking/departure-groups';
import { MAX_PLACES_PER_BOOKING } from '@/lib/booking/limits';
import { formatPrice } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import { holdPlacesAction } from './actions';

const badge = { available: 'bg-brand-50 text-brand-700', last_spot: 'bg-amber-100 text-amber-900', sold_out: 'bg-slate-200 text-slate-700' };

/**
 * The departure picker: departures by month, the number of travellers (1 up to the places left), and "Continue",
 * which holds the places and opens checkout. Sold-out departures are shown but cannot be chosen.
 */
export function DeparturePicker({ lang, groups, preselected }: { lang: Locale; groups: MonthGroup[]; preselected: number | null }) {
  const t = useTranslations('Booking');
  const tc = useTranslations('Common');
  const router = useRouter();
  const all = groups.flatMap((g) => g.departures);
  const firstBookable = all.find((d) => d.bookable)?.id ?? null;
  const [selected, setSelected] = useState<number | null>(
    preselected !== null && all.some((d) => d.id === preselected && d.bookable) ? preselected : firstBookable,
  );
  const [places, setPlaces] = useState(1);
  const [error, setError] = useState<{ key: BookingErrorKey; placesLeft?: number } | null>(null);
  const [pending, startTransition] = useTransition();
  const travellersId = useId();
  const choice = all.find((d) => d.id === selected) ?? null;
  const maxPlaces = Math.max(1, Math.min(MAX_PLACES_PER_BOOKING, choice?.placesLeft ?? 1));
  const count = Math.min(places, maxPlaces);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!choice) {
      setError({ key: 'invalid' });
      return;
    }
    setError(null);
    startTransition(async () => {
      const result = await holdPlacesAction({ departureId: choice.id, places: count }, lang).catch(() => ({ error: 'failed' as const }));
      setError({ key: result.error, placesLeft: 'placesLeft' in result ? result.placesLeft : undefined });
      // Availability changed under the traveller's feet: show the current one.
      if (result.error === 'sold_out' || result.error === 'not_enough_places' || result.error === 'not_bookable') router.refresh();
    });
  };

  const errorText = (e: { key: BookingErrorKey; placesLeft?: number }) => {
    switch (e.key) {
      case 'not_enough_places':
        return t('errors.not_enough_places', { count: e.placesLeft ?? 0 });
      case 'places_invalid':
        return t('errors.places_invalid', { max: MAX_PLACES_PER_BOOKING });
      case 'sold_out':
      case 'hold_limit':
      case 'not_bookable':
      case 'rate_limited':
      case 'invalid':
        return t(`errors.${e.key}`);
      default:
        return t('errors.failed');
    }
  };

  if (firstBookable === null && all.length === 0) return null;
  return (
    <form onSubmit={submit} className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]" aria-busy={pending}>
      <fieldset className="min-w-0">
        <legend className="text-2xl font-semibold">{t('choose')}</legend>
        {groups.map((group) => (
          <div key={group.key} className="mt-6">
            <h2 className="text-lg font-semibold text-slate-800">{group.label}</h2>
            <ul className="mt-2 grid gap-3">
              {group.departures.map((d) => (
                <li key={d.id}>
                  <label
                    data-departure-id={d.id}
                    data-availability={d.availability}
                    className={`flex min-h-11 gap-3 rounded-lg border p-4 ${d.bookable ? 'cursor-pointer' : 'cursor-not-allowed opacity-70'} ${selected === d.id ? 'border-brand-700 ring-2 ring-brand-700' : 'border-slate-300'}`}
                  >
                    <input
                      type="radio"
                      name="departure"
                      value={d.id}
                      checked={selected === d.id}
                      disabled={!d.bookable}
                      onChange={() => setSelected(d.id)}
                      className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
                    />
                    <span className="grid min-w-0 flex-1 gap-1 sm:grid-cols-[1fr_auto] sm:gap-4">
                      <span>
                        <span className="block font-semibold">{d.dates}</span>
                        <span className="block text-sm text-slate-600">{d.details}</span>
                        <span className={`mt-1 inline-block rounded px-2 py-0.5 text-sm font-medium ${badge[d.availability]}`}>{d.availabilityText}</span>
                      </span>
                      <span className="sm:text-right">
                        <span className="font-semibold">{d.price}</span> <span className="text-sm text-slate-600">{tc('perPerson')}</span>
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
      </fieldset>
      <div className="lg:sticky lg:top-24 lg:self-start">
        <div className="rounded-lg border border-slate-200 p-4 shadow-sm">
          <h2 className="text-lg font-semibold">{t('selection')}</h2>
          <p className="mt-2 text-sm text-slate-700" data-testid="selected-departure">{choice ? choice.dates : t('pickFirst')}</p>
          <label htmlFor={travellersId} className="mt-4 block font-medium">{t('travellers')}</label>
          <select
            id={travellersId}
            value={count}
            onChange={(event) => setPlaces(Number(event.target.value))}
            disabled={!choice}
            className="mt-1 min-h-11 w-full rounded-md border border-slate-300 bg-white px-3"
          >
            {Array.from({ length: maxPlaces }, (_, i) => i + 1).map((n) => <option key={n} value={n}>{n}</option>)}
          </select>
          {choice ? <p className="mt-1 text-sm text-slate-600">{t('travellersHint', { max: maxPlaces })}</p> : null}
          {choice ? (
            <p className="mt-4 font-semibold" data-testid="booking-total">{t('total', { count, price: formatPrice(choice.unitPriceCents * count, lang) })}</p>
          ) : null}
          {error ? <p role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-800">{errorText(error)}</p> : null}
          <button
            type="submit"
            disabled={!choice || pending}
            className="mt-4 min-h-11 w-full rounded-md bg-brand-700 px-4 py-2 font-semibold text-white disabled:opacity-60"
          >
            {pending ? t('holding') : t('continue')}
          </button>
          <p className="mt-3 text-sm text-slate-600">{t('holdNote')}</p>
        </div>
      </div>
    </form>
  );
}
