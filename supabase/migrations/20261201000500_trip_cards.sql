-- The trip cards every list shows (home, search, destinations, the random trip explorer) and the editors' previews.
-- After the bookings, because a card shows the next departure with places left (departure_availability).
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
       ) as next_departure,
       public.trip_effective_price_cents(t.price_from_cents, t.discount_percent) as from_price_cents
  from public.trips t
  join public.trip_translations tt on tt.trip_id = t.id
  left join public.country_translations ct on ct.country_id = t.country_id and ct.lang = tt.lang
  left join public.activity_translations at on at.activity_id = t.activity_id and at.lang = tt.lang
 where t.published;

grant select on public.trip_cards to anon, authenticated;

-- The random trip explorer's rpc answers an unknown language with a clear 400 instead of an empty 200, like every
-- other rpc (a fuzzed request with lang "2147483648" and otherwise plain arguments was answered 200 []).
create function public.random_trip(
  lang text,
  activity int default null,
  country int default null,
  max_price_cents int default null,
  exclude int[] default '{}'
) returns setof public.trip_cards
language plpgsql
stable
set search_path = ''
as $$
begin
  if random_trip.lang is null or random_trip.lang not in ('en', 'es') then
    raise exception using errcode = '22023', message = 'lang must be en or es';
  end if;
  return query
  select c.*
    from public.trip_cards c
   where c.lang = random_trip.lang
     and (random_trip.activity is null or c.activity_id = random_trip.activity)
     and (random_trip.country is null or c.country_id = random_trip.country)
     and (random_trip.max_price_cents is null or c.from_price_cents <= random_trip.max_price_cents)
   order by (c.id = any (coalesce(random_trip.exclude, '{}'))), random()
   limit 1;
end
$$;

grant execute on function public.random_trip(text,integer,integer,integer,integer[]) to anon, authenticated;

-- Previews show the same price as the published page: the "from" price after discount, from the one price rule.
create view public.trip_preview_cards with (security_invoker = true) as
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
       (select min(d.start_date)
          from public.departures d
         where d.trip_id = t.id and d.status = 'scheduled' and d.start_date > current_date
       ) as next_departure,
       t.published,
       public.trip_effective_price_cents(t.price_from_cents, t.discount_percent) as from_price_cents
  from public.trips t
  join public.trip_translations tt on tt.trip_id = t.id
  left join public.country_translations ct on ct.country_id = t.country_id and ct.lang = tt.lang
  left join public.activity_translations at on at.activity_id = t.activity_id and at.lang = tt.lang;
