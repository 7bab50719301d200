-- What a traveller must know before paying, per trip, and one price rule for every page.
-- trips.price_from_cents follows the trip's departures (the cheapest one that can still be booked; when all are full,
-- the cheapest upcoming one), so "From" never shows a price nobody can book.

-- The "from" price of one trip, from its departures (see above). Runs as the owner: departures change through
-- definer functions, the service role and the dashboard, and the trip row must follow in every case.
create function private.refresh_trip_price(p_trip_id int) returns void
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

create function private.departures_refresh_trip_price() returns trigger
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

create trigger departures_refresh_trip_price
  after insert or delete or update of trip_id, price_cents, status, start_date, places_taken, capacity
  on public.departures
  for each row execute function private.departures_refresh_trip_price();

-- Departures that start today stop being bookable without any row changing: the daily job calls this.
create function public.refresh_trip_prices() returns int
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

-- The terms a trip page and checkout show, readable with the trip (the columns are public like the rest of it).
create view public.trip_booking_terms with (security_invoker = true) as
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

grant select on public.trip_booking_terms to anon, authenticated;
