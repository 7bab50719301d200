import type { Db } from '@/supabase/local';
import { databaseTargets } from '../helpers/databases';
import { asActor } from './support/as-role';
import { anon, hold, newDeparture } from './support/booking';
import { openWithCatalogue } from './support/fixtures';

/**
 * trip_places, the live read behind the trip and book pages: as anon (the shop's server asks with the anon key), the
 * same places and states as departure_availability, changed at once by a hold, and nothing about unpublished trips.
 */
describe.each(databaseTargets().map((t) => [t.name, t] as const))('trip_places on %s', (_name, target) => {
  let db: Db;
  openWithCatalogue(target, (opened) => (db = opened));

  const places = (trip: number) =>
    asActor(db, anon, async (tx) => (await tx.query('select * from public.trip_places($1)', [trip])).rows);

  it('lists every coming departure of a trip with the view’s places and state, in date order, past ones left out', async () => {
    const later = await newDeparture(db, 4, 120);
    const sooner = await newDeparture(db, 2, 60);
    const past = await newDeparture(db, 4, -5);
    const rows = await places(1);
    const view = await asActor(db, anon, async (tx) =>
      (await tx.query(`select id as departure_id, places_left, availability, bookable, guaranteed, travellers_needed from public.departure_availability
                        where trip_id = 1 and start_date >= current_date order by start_date, id`)).rows);
    expect(rows).toEqual(view);
    const ids = rows.map((r) => r.departure_id);
    expect(ids.indexOf(sooner)).toBeLessThan(ids.indexOf(later));
    expect(ids).not.toContain(past);
    // Trip 1's minimum of 4, never more than the departure's 2 places.
    expect(rows.find((r) => r.departure_id === sooner)).toEqual({ departure_id: sooner, places_left: 2, availability: 'available', bookable: true, guaranteed: false, travellers_needed: 2 });
  });

  it('says a hold at once: one place left is the last spot, none is sold out', async () => {
    const departure = await newDeparture(db, 3, 75);
    await hold(db, departure, 2, 'places-a');
    expect((await places(1)).find((r) => r.departure_id === departure)).toMatchObject({ places_left: 1, availability: 'last_spot', bookable: true });
    await hold(db, departure, 1, 'places-b');
    expect((await places(1)).find((r) => r.departure_id === departure)).toMatchObject({ places_left: 0, availability: 'sold_out', bookable: false });
  });

  it('answers no rows for an unpublished or unknown trip', async () => {
    expect(await places(2)).toEqual([]);
    expect(await places(999_999)).toEqual([]);
  });
});
