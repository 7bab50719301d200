import type { Db, Queryable } from '@/supabase/local';
import { asActor } from '../db/support/as-role';

/**
 * A small bilingual catalogue where every filter and sort has a known answer. Effective prices (after discount):
 * 1: 450 €, 2: 1,350 €, 3: 1,995 €, 4: 500 € (a band edge), 5: 3,200 €, 6: 990 €. Trip 7 is unpublished.
 */
export async function insertSearchCatalogue(db: Queryable): Promise<void> {
  await db.exec(`
    insert into public.countries (id, iso_code) values (1, 'PE'), (2, 'NP'), (3, 'ES'), (4, 'TZ');
    insert into public.country_translations (country_id, lang, name) values
      (1, 'en', 'Peru'), (1, 'es', 'Perú'), (2, 'en', 'Nepal'), (2, 'es', 'Nepal'),
      (3, 'en', 'Spain'), (3, 'es', 'España'), (4, 'en', 'Tanzania'), (4, 'es', 'Tanzania');
    insert into public.activities (id) values (15), (16), (17), (19);
    insert into public.activity_translations (activity_id, lang, name) values
      (15, 'en', 'Hiking'), (15, 'es', 'Senderismo'), (16, 'en', 'Mountaineering'), (16, 'es', 'Alpinismo'),
      (17, 'en', 'Ski'), (17, 'es', 'Esquí'), (19, 'en', 'Sailing'), (19, 'es', 'Vela');
    insert into public.trips (id, country_id, activity_id, duration_days, difficulty, group_type, price_from_cents,
                              discount_percent, rating, review_count, featured, published) values
      (1, 1, 15, 4, 3, 'open', 45000, 0, 4.5, 10, true, true),
      (2, 2, 15, 12, 4, 'both', 150000, 10, 4.9, 30, false, true),
      (3, 4, 16, 8, 4, 'private', 210000, 5, 4.2, 8, false, true),
      (4, 3, 17, 2, 2, 'open', 50000, 0, 4.0, 5, false, true),
      (5, 3, 19, 16, 1, 'ask', 320000, 0, 3.9, 3, false, true),
      (6, 1, 16, 7, 5, 'private', 99000, 0, 5.0, 2, false, true),
      (7, 2, 15, 10, 3, 'open', 80000, 0, 4.0, 1, true, false);
    insert into public.trip_translations (trip_id, lang, slug, title, summary, intro) values
      (1, 'en', 'inca-trail', 'Inca Trail to Machu Picchu', 'Trek through the Andes of Peru to the lost city.', null),
      (1, 'es', 'camino-inca', 'Camino Inca a Machu Picchu', 'Trekking por los Andes de Perú hasta la ciudad perdida.', null),
      (2, 'en', 'annapurna-circuit', 'Annapurna Circuit Trek', 'Teahouse trekking around the Annapurna massif.', null),
      (2, 'es', 'circuito-annapurna', 'Circuito del Annapurna', 'Trekking de lodges alrededor del macizo del Annapurna.', null),
      (3, 'en', 'kilimanjaro', 'Kilimanjaro Machame Route', 'Climb to the roof of Africa on the scenic route.', null),
      (3, 'es', 'kilimanjaro', 'Kilimanjaro por la ruta Machame', 'Sube al techo de África por la ruta más bonita.', null),
      (4, 'en', 'ski-weekend', 'Ski weekend in the Pyrenees', 'Two days of powder with a mountain guide.', null),
      (4, 'es', 'fin-de-semana-esqui', 'Fin de semana de esquí en el Pirineo', 'Dos días de nieve polvo con un guía.', null),
      (5, 'en', 'cantabrian-sailing', 'Río Sella and Cantabrian coast sailing', 'Sailing the green coast of northern Spain.', null),
      (5, 'es', 'vela-cantabrico', 'Navegando el Cantábrico y el río Sella', 'Navegación por la costa verde del norte de España.', null),
      (6, 'en', 'huascaran', 'Climbing Huascarán, Peru''s highest peak', 'A serious ascent in the Cordillera Blanca.', null),
      (6, 'es', 'huascaran', 'Ascensión al Huascarán, la cumbre más alta de Perú', 'Una ascensión seria en la Cordillera Blanca.', null),
      (7, 'en', 'hidden-annapurna', 'Hidden Annapurna Trek', 'Not published yet.', null),
      (7, 'es', 'annapurna-oculto', 'Annapurna oculto', 'Aún no publicado.', null);
    -- Month M = the month of today + 40 days: trip 1 has places then; trip 2 is sold out, trip 3 cancelled,
    -- trip 4 departs in an earlier month only. Each departure costs its trip's price, so the "from" price that
    -- follows the departures stays the one above.
    insert into public.departures (trip_id, start_date, end_date, category, group_type, price_cents, capacity, places_taken, status)
    select v.trip_id, m.start + v.offset_days, m.start + v.offset_days + 3, 'standard', 'open',
           (select t.price_from_cents from public.trips t where t.id = v.trip_id), 10, v.taken, v.status
      from (select date_trunc('month', current_date + 40)::date + 5 as start) m,
           (values (1, 0, 4, 'scheduled'), (2, 1, 10, 'scheduled'), (3, 2, 0, 'cancelled'), (4, -40, 0, 'scheduled'))
             as v(trip_id, offset_days, taken, status);
  `);
}

export type SearchArgs = Record<string, string | number | null>;

export interface SearchRow {
  id: number;
  slug: string;
  title: string;
  country_name: string;
  activity_name: string;
  price_from_cents: number;
  discount_percent: number;
  price_cents: number;
  relevance: number;
  total_count: string | number;
  total_capped: boolean;
}

/** Calls the rpc as the anon role (as the site does), with named arguments. */
export function searchAsAnon(db: Db, args: SearchArgs): Promise<SearchRow[]> {
  const names = Object.keys(args);
  const sql = `select * from public.search_trips(${names.map((n, i) => `${n} => $${i + 1}`).join(', ')})`;
  return asActor(db, { role: 'anon' }, async (tx) => (await tx.query<SearchRow>(sql, Object.values(args))).rows);
}

export async function ids(db: Db, args: SearchArgs): Promise<number[]> {
  return (await searchAsAnon(db, args)).map((r) => r.id);
}
