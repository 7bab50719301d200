-- What the trip page and the random trip explorer read beyond the base views: the reviews' distribution per star
-- and a random draw among published trips. Both run as the caller (security invoker), so RLS decides what is seen.

create view public.trip_review_stats with (security_invoker = true) as
select r.trip_id,
       r.rating,
       count(*)::int as review_count
  from public.reviews r
 where r.published
 group by r.trip_id, r.rating;

grant select on public.trip_review_stats to anon, authenticated, service_role;

-- One random published trip card in a language, optionally within an activity, a country and a budget (the price
-- after discount). The trips in `exclude` (the last few shown) are skipped while others remain; when the filters
-- leave nothing else, the excluded ones are drawn again rather than showing nothing.
create or replace function public.random_trip(
  lang text,
  activity int default null,
  country int default null,
  max_price_cents int default null,
  exclude int[] default '{}'
) returns setof public.trip_cards
language sql
stable
set search_path = ''
as $$
  select c.*
    from public.trip_cards c
   where c.lang = random_trip.lang
     and (random_trip.activity is null or c.activity_id = random_trip.activity)
     and (random_trip.country is null or c.country_id = random_trip.country)
     and (random_trip.max_price_cents is null
          or round(c.price_from_cents * (100 - c.discount_percent) / 100.0) <= random_trip.max_price_cents)
   order by (c.id = any (coalesce(random_trip.exclude, '{}'))), random()
   limit 1
$$;

grant execute on function public.random_trip(text, int, int, int, int[]) to anon, authenticated, service_role;
