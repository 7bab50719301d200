-- The SPEC section 7 contract views and the app's convenience views. All are security_invoker, so the caller's
-- RLS on the underlying tables applies.

create view public.en_countries with (security_invoker = true) as
select c.id,
       t.name,
       c.photo_path as foto_country,
       (select count(*)::int from public.trips tr where tr.country_id = c.id and tr.published) as num_viatges,
       t.desc_150,
       t.titulo_60
  from public.countries c
  join public.country_translations t on t.country_id = c.id and t.lang = 'en'
 where c.published;

create view public.es_countries with (security_invoker = true) as
select c.id,
       t.name,
       c.photo_path as foto_country,
       (select count(*)::int from public.trips tr where tr.country_id = c.id and tr.published) as num_viatges,
       t.desc_150,
       t.titulo_60
  from public.countries c
  join public.country_translations t on t.country_id = c.id and t.lang = 'es'
 where c.published;

create view public.en_actividad_general with (security_invoker = true) as
select a.id,
       t.name,
       a.photo_path as foto_actividad,
       (select count(*)::int from public.trips tr where tr.activity_id = a.id and tr.published) as num_viatges,
       t.desc_150,
       a.banner_path as banner_actividad,
       t.titulo_60
  from public.activities a
  join public.activity_translations t on t.activity_id = a.id and t.lang = 'en'
 where a.published;

create view public.es_actividad_general with (security_invoker = true) as
select a.id,
       t.name,
       a.photo_path as foto_actividad,
       (select count(*)::int from public.trips tr where tr.activity_id = a.id and tr.published) as num_viatges,
       t.desc_150,
       a.banner_path as banner_actividad,
       t.titulo_60
  from public.activities a
  join public.activity_translations t on t.activity_id = a.id and t.lang = 'es'
 where a.published;

-- Places held by unexpired unpaid bookings. Bookings are private, so visitors get only this count, through a
-- definer function; create_booking uses the same count under its row lock.
create or replace function public.departure_held_places(p_departure_id int) returns int
language sql stable
security definer
set search_path = ''
as $$
  select coalesce(sum(b.places), 0)::int
    from public.bookings b
   where b.departure_id = p_departure_id and b.status = 'held' and b.hold_expires_at > now()
$$;

create view public.departure_availability with (security_invoker = true) as
select d.id,
       d.trip_id,
       d.start_date,
       d.end_date,
       d.category,
       d.group_type,
       d.price_cents,
       d.capacity,
       s.places_left,
       case when s.places_left <= 0 then 'sold_out' when s.places_left = 1 then 'last_spot' else 'available' end
         as availability,
       d.status
  from public.departures d
  join public.trips t on t.id = d.trip_id and t.published
  cross join lateral (
    select greatest(d.capacity - d.places_taken - public.departure_held_places(d.id), 0)::int as places_left
  ) s;

create view public.trip_cards with (security_invoker = true) as
select t.id,
       tt.lang,
       tt.slug,
       tt.title,
       tt.summary,
       t.country_id,
       ct.name as country_name,
       t.activity_id,
       at.name as activity_name,
       t.duration_days,
       t.difficulty,
       t.group_type,
       t.price_from_cents,
       t.discount_percent,
       t.rating,
       t.review_count,
       t.hero_path,
       t.featured,
       (select min(da.start_date)
          from public.departure_availability da
         where da.trip_id = t.id and da.status = 'scheduled' and da.start_date > current_date and da.places_left > 0
       ) as next_departure
  from public.trips t
  join public.trip_translations tt on tt.trip_id = t.id
  left join public.country_translations ct on ct.country_id = t.country_id and ct.lang = tt.lang
  left join public.activity_translations at on at.activity_id = t.activity_id and at.lang = tt.lang
 where t.published;
