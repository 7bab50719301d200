-- What a traveller must know before paying, per trip, and one price rule for every page.
--
-- Prices: public.trip_effective_price_cents(list price, discount) is THE price after discount (whole euro, per
-- person). trips.price_from_cents is no longer typed by hand: it follows the trip's departures (the cheapest one that
-- can still be booked; when all are full, the cheapest upcoming one), so "From" never shows a price nobody can book.
-- Views expose the price after discount, so no page computes it again.

-- Booking terms. A deposit is offered only when the departure is at least deposit_min_days away; the balance is due
-- balance_due_days before departure (always inside that window, so a balance is never due in the past).
-- cancellation_fees: tiers from the furthest to the nearest; a tier applies from `from_days` days before departure
-- until the previous tier's `from_days`; the last tier starts at 0 days.
create or replace function private.valid_cancellation_fees(fees jsonb) returns boolean
language plpgsql immutable
set search_path = ''
as $$
declare
  tier jsonb;
  previous_days int;
  previous_fee int := -1;
  days int;
  fee int;
begin
  if fees is null or jsonb_typeof(fees) <> 'array' or jsonb_array_length(fees) not between 1 and 8 then
    return false;
  end if;
  for tier in select value from jsonb_array_elements(fees) loop
    if jsonb_typeof(tier -> 'from_days') <> 'number' or jsonb_typeof(tier -> 'fee_percent') <> 'number' then
      return false;
    end if;
    days := (tier ->> 'from_days')::numeric::int;
    fee := (tier ->> 'fee_percent')::numeric::int;
    if days < 0 or fee not between 0 and 100 or days >= coalesce(previous_days, days + 1) or fee < previous_fee then
      return false;
    end if;
    previous_days := days;
    previous_fee := fee;
  end loop;
  return previous_days = 0;
exception when others then
  return false;
end
$$;

alter table public.trips
  add column deposit_min_days int not null default 60 check (deposit_min_days between 1 and 730),
  add column balance_due_days int not null default 45 check (balance_due_days between 0 and 729),
  add column cancellation_fees jsonb not null default
    '[{"from_days": 60, "fee_percent": 10}, {"from_days": 30, "fee_percent": 50}, {"from_days": 15, "fee_percent": 75}, {"from_days": 0, "fee_percent": 100}]',
  add constraint trips_balance_due_inside_deposit_window check (balance_due_days < deposit_min_days),
  add constraint trips_cancellation_fees_valid check (private.valid_cancellation_fees(cancellation_fees));

-- Anything else a traveller must accept for this trip (permits, flights), per language; optional.
alter table public.trip_translations add column booking_notes text check (char_length(booking_notes) <= 2000);

-- The "from" price of one trip, from its departures (see above). Runs as the owner: departures change through
-- definer functions, the service role and the dashboard, and the trip row must follow in every case.
create or replace function private.refresh_trip_price(p_trip_id int) returns void
language sql
security definer
set search_path = ''
as $$
  update public.trips t
     set price_from_cents = p.cents
    from (
      select coalesce(
        (select min(d.price_cents) from public.departures d
          where d.trip_id = p_trip_id and d.status = 'scheduled' and d.start_date > current_date
            and d.places_taken < d.capacity),
        (select min(d.price_cents) from public.departures d
          where d.trip_id = p_trip_id and d.status = 'scheduled' and d.start_date > current_date)
      ) as cents
    ) p
   where t.id = p_trip_id and p.cents is not null and t.price_from_cents is distinct from p.cents
$$;
revoke execute on function private.refresh_trip_price(int) from public;

create or replace function private.departures_refresh_trip_price() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform private.refresh_trip_price(old.trip_id);
  end if;
  if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.trip_id is distinct from old.trip_id) then
    perform private.refresh_trip_price(new.trip_id);
  end if;
  return null;
end
$$;
revoke execute on function private.departures_refresh_trip_price() from public;

create trigger departures_refresh_trip_price
  after insert or delete or update of trip_id, price_cents, status, start_date, places_taken, capacity
  on public.departures
  for each row execute function private.departures_refresh_trip_price();

-- Departures that start today stop being bookable without any row changing: the daily job calls this.
create or replace function public.refresh_trip_prices() returns int
language plpgsql
security definer
set search_path = ''
as $$
declare
  changed int := 0;
  trip record;
  before_cents int;
  after_cents int;
begin
  for trip in select t.id, t.price_from_cents from public.trips t loop
    before_cents := trip.price_from_cents;
    perform private.refresh_trip_price(trip.id);
    select t.price_from_cents into after_cents from public.trips t where t.id = trip.id;
    if after_cents is distinct from before_cents then
      changed := changed + 1;
    end if;
  end loop;
  return changed;
end
$$;
revoke execute on function public.refresh_trip_prices() from public, anon, authenticated;
grant execute on function public.refresh_trip_prices() to service_role;

select private.refresh_trip_price(t.id) from public.trips t;

-- Places held by unpaid bookings, for departures of published trips only (nothing about unpublished trips leaks).
create or replace function public.departure_held_places(p_departure_id int) returns int
language sql stable
security definer
set search_path = ''
as $$
  select coalesce(sum(b.places), 0)::int
    from public.bookings b
   where b.departure_id = p_departure_id and b.status = 'held' and b.hold_expires_at > now()
     and exists (
       select 1 from public.departures d join public.trips t on t.id = d.trip_id
        where d.id = p_departure_id and t.published)
$$;

-- Availability plus everything the booking pages show, decided here once: the price after discount, whether it can
-- be booked now, whether a deposit is offered, and when the balance would be due.
create or replace view public.departure_availability with (security_invoker = true) as
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
       d.status,
       public.trip_effective_price_cents(d.price_cents, t.discount_percent) as unit_price_cents,
       t.discount_percent,
       (d.status = 'scheduled' and d.start_date > current_date and s.places_left > 0) as bookable,
       (t.deposit_percent between 1 and 99 and d.start_date - current_date >= t.deposit_min_days) as deposit_available,
       t.deposit_percent,
       case when t.deposit_percent between 1 and 99 and d.start_date - current_date >= t.deposit_min_days
            then d.start_date - t.balance_due_days end as balance_due_on
  from public.departures d
  join public.trips t on t.id = d.trip_id and t.published
  cross join lateral (
    select greatest(d.capacity - d.places_taken - public.departure_held_places(d.id), 0)::int as places_left
  ) s;

create or replace view public.trip_cards with (security_invoker = true) as
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

-- The random trip's budget uses the one price rule too.
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
     and (random_trip.max_price_cents is null or c.from_price_cents <= random_trip.max_price_cents)
   order by (c.id = any (coalesce(random_trip.exclude, '{}'))), random()
   limit 1
$$;

-- The terms a trip page and checkout show, readable with the trip (the columns are public like the rest of it).
create or replace view public.trip_booking_terms with (security_invoker = true) as
select t.id as trip_id,
       tt.lang,
       t.deposit_percent,
       t.deposit_min_days,
       t.balance_due_days,
       t.cancellation_fees,
       tt.booking_notes
  from public.trips t
  join public.trip_translations tt on tt.trip_id = t.id
 where t.published;
grant select on public.trip_booking_terms to anon, authenticated, service_role;
