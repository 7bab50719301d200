-- The random trip explorer's rpc answers an unknown language with a clear 400 instead of an empty 200, like every
-- other rpc (a fuzzed request with lang "2147483648" and otherwise plain arguments was answered 200 []).
create or replace function public.random_trip(
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
