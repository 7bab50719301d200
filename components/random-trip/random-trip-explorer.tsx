'use client';

import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FavoriteToggle } from '@/components/favorites/favorite-toggle';
import { Link } from '@/lib/i18n/link';
import { formatPrice } from '@/lib/format';
import type { RandomTripEntry } from '@/lib/random-trip/entry';
import { remember, toSearchParams } from '@/lib/random-trip/query';

interface Option { id: number; name: string }

/**
 * Starts from the trip drawn when the page was generated; "another one" asks the server for a fresh draw within the
 * chosen activity, destination and budget, skipping the last few trips shown.
 */
export function RandomTripExplorer({ lang, initial, activities, countries, budgets }: {
  lang: 'en' | 'es';
  initial: RandomTripEntry | null;
  activities: Option[];
  countries: Option[];
  /** "Up to" budgets, in euro. */
  budgets: number[];
}) {
  const t = useTranslations('RandomTrip');
  const tc = useTranslations('Common');
  const [trip, setTrip] = useState(initial);
  const [recent, setRecent] = useState<number[]>(initial ? [initial.id] : []);
  const [filters, setFilters] = useState({ activity: null as number | null, country: null as number | null, maxPrice: null as number | null });
  const [state, setState] = useState<'idle' | 'loading' | 'empty' | 'error'>('idle');

  const draw = async (next = filters) => {
    setState('loading');
    try {
      const response = await fetch(`/api/trips/random?${toSearchParams({ lang, ...next, exclude: recent })}`);
      if (!response.ok) throw new Error(String(response.status));
      const { trip: drawn } = (await response.json()) as { trip: RandomTripEntry | null };
      if (!drawn) return setState('empty');
      setTrip(drawn);
      setRecent((current) => remember(current, drawn.id));
      setState('idle');
    } catch {
      setState('error');
    }
  };
  const choose = (key: keyof typeof filters) => (value: string) => {
    const next = { ...filters, [key]: value === '' ? null : Number(value) };
    setFilters(next);
    void draw(next);
  };
  const select = (label: string, options: { value: number; label: string }[], onChange: (v: string) => void) => (
    <label className="block text-sm">
      <span className="font-medium">{label}</span>
      <select onChange={(e) => onChange(e.target.value)} defaultValue="" className="mt-1 min-h-11 w-full rounded-md border border-slate-300 px-2 py-1.5">
        <option value="">{t('any')}</option>
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
    </label>
  );

  return (
    <div className="space-y-6">
      <fieldset className="grid gap-3 sm:grid-cols-3">
        <legend className="mb-2 font-semibold">{t('filters')}</legend>
        {select(t('activity'), activities.map((a) => ({ value: a.id, label: a.name })), choose('activity'))}
        {select(t('country'), countries.map((c) => ({ value: c.id, label: c.name })), choose('country'))}
        {select(t('budget'), budgets.map((euro) => ({ value: euro, label: t('budgetUpTo', { price: formatPrice(euro * 100, lang) }) })), choose('maxPrice'))}
      </fieldset>
      <div aria-live="polite" aria-busy={state === 'loading'}>
        {state === 'empty' ? <p className="text-slate-600">{t('noMatch')}</p> : null}
        {state === 'error' ? <p role="alert" className="text-red-700">{t('error')}</p> : null}
        {trip && state !== 'empty' ? (
          <article className="relative overflow-hidden rounded-lg border border-slate-200" data-testid="random-trip" data-trip-id={trip.id}>
            {/* The whole photo at its own proportions: a trip's hero may carry its caption along the bottom edge, which a crop to 16:9 cut. */}
            {trip.image ? <Image src={trip.image} alt="" width={1200} height={800} sizes="(min-width: 768px) 720px, 100vw" preload fetchPriority="high" className="h-auto w-full" data-testid="random-trip-image" /> : null}
            <div className="absolute right-2 top-2">
              <FavoriteToggle tripId={trip.id} tripTitle={trip.title} />
            </div>
            <div className="space-y-2 p-6">
              <h2 className="text-2xl font-semibold">{trip.title}</h2>
              <p className="text-slate-700">{trip.summary}</p>
              <p className="text-sm text-slate-600">{trip.meta}</p>
              <p className="font-semibold">{trip.price}</p>
            </div>
          </article>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-3">
        {trip && state !== 'empty' ? <Link href={trip.href} className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">{tc('viewTrip')}</Link> : null}
        <button type="button" onClick={() => void draw()} disabled={state === 'loading'} className="rounded-md border border-slate-300 px-4 py-2 font-semibold disabled:opacity-60">
          {state === 'loading' ? tc('loading') : t('another')}
        </button>
      </div>
    </div>
  );
}
