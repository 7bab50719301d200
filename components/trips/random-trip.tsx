'use client';

import { useEffect, useState } from 'react';
import { Link } from '@/lib/i18n/navigation';

export interface RandomTripEntry {
  id: number;
  href: string;
  title: string;
  meta: string;
  image: string | null;
}

/** Shows one trip at a time, picked at random in the browser (the page itself stays static). */
export function RandomTripExplorer({ trips, labels }: { trips: RandomTripEntry[]; labels: { another: string; view: string } }) {
  const [index, setIndex] = useState(0);
  const pick = () => setIndex((current) => (trips.length < 2 ? 0 : (current + 1 + Math.floor(Math.random() * (trips.length - 1))) % trips.length));
  useEffect(pick, [trips.length]);
  const trip = trips[index];
  if (!trip) return null;
  return (
    <div className="overflow-hidden rounded-lg border border-slate-200" aria-live="polite">
      {trip.image ? <img src={trip.image} alt="" width={960} height={540} className="aspect-video w-full object-cover" /> : null}
      <div className="space-y-3 p-6">
        <h2 className="text-2xl font-semibold">{trip.title}</h2>
        <p className="text-slate-700">{trip.meta}</p>
        <div className="flex flex-wrap gap-3">
          <Link href={trip.href} className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">{labels.view}</Link>
          <button type="button" onClick={pick} className="rounded-md border border-slate-300 px-4 py-2 font-semibold">{labels.another}</button>
        </div>
      </div>
    </div>
  );
}
