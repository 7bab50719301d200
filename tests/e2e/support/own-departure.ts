import type { APIRequestContext } from '@playwright/test';
import type { Lang } from './booking-journey';
import { rest } from './rest';
import { expect } from './test';

export const serviceHeaders = () => {
  const key = process.env.SUPABASE_SERVICE_ROLE_KEY ?? '';
  return { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' };
};

/**
 * A departure of its own for each test (so no other spec's choice of departure moves): `capacity` places on `tripId`,
 * soon enough to be among the dates the pages list; the trip's cached pages are told (the revalidation webhook, as
 * the operator's database calls it) so that they list it.
 */
export async function ownDeparture(request: APIRequestContext, tripId: number, capacity: number, inDays: number): Promise<{ departureId: number; tripPath: (lang: Lang) => Promise<string> }> {
  const start = new Date(Date.now() + inDays * 86_400_000).toISOString().slice(0, 10);
  const end = new Date(Date.now() + (inDays + 7) * 86_400_000).toISOString().slice(0, 10);
  const created = await fetch(`${process.env.NEXT_PUBLIC_SUPABASE_URL}/rest/v1/departures?select=id`, {
    method: 'POST',
    headers: { ...serviceHeaders(), prefer: 'return=representation', accept: 'application/vnd.pgrst.object+json' },
    body: JSON.stringify({ trip_id: tripId, start_date: start, end_date: end, price_cents: 150_000, capacity }),
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const record = { id, trip_id: tripId };
  const revalidated = await request.post('/api/revalidate', {
    headers: { authorization: `Bearer ${process.env.REVALIDATE_SECRET ?? ''}` },
    data: { type: 'INSERT', table: 'departures', record, old_record: null },
  });
  expect(revalidated.status()).toBe(200);
  return {
    departureId: id,
    tripPath: async (lang) => {
      const [card] = await rest<{ slug: string }[]>(`trip_cards?select=slug&id=eq.${tripId}&lang=eq.${lang}`);
      return `/${lang}/travel/${tripId}/${card?.slug}`;
    },
  };
}

/** Holds places as other travellers would (the shop's server's rpc, a client key each) until `keep` are left. */
export async function fillUntil(departureId: number, keep: number): Promise<void> {
  const [row] = await rest<{ places_left: number }[]>(`departure_availability?select=places_left&id=eq.${departureId}`);
  let toHold = row!.places_left - keep;
  for (let n = 0; toHold > 0; n++) {
    const places = Math.min(toHold, 10);
    const response = await fetch(`${process.env.NEXT_PUBLIC_SUPABASE_URL}/rest/v1/rpc/hold_places`, {
      method: 'POST',
      headers: serviceHeaders(),
      body: JSON.stringify({ departure_id: departureId, places, lang: 'en', client_key: `live-places-${departureId}-${Date.now()}-${n}` }),
    });
    expect(response.status, await response.text()).toBe(200);
    toHold -= places;
  }
}
