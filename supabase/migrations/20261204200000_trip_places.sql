-- The live part of the trip and book pages: every coming departure of a trip with its places left, as the
-- departure_availability view counts them (capacity, places taken, unexpired holds) and the state the pages show.
-- The pages themselves are cached for minutes; this small read is what they ask while open (GET /api/trips/[id]/
-- availability, kept a few seconds by a shared cache), so one rule decides places everywhere. Read as the caller
-- (anon through the shop's server): the view's row-level security shows published trips only, an unknown or
-- unpublished trip answers no rows. A departure the operator cancelled stays in the answer ('cancelled', not
-- bookable) so that a cached page still listing it says so; whether a departure is guaranteed to run, and how many
-- more confirmed travellers it needs, change with each payment and come from here too
-- (20261205200000_guaranteed_departures.sql).
create function public.trip_places(trip_id int)
returns table (departure_id int, places_left int, availability text, bookable boolean, guaranteed boolean,
               travellers_needed int)
language sql stable
set search_path = ''
as $$
  select da.id, da.places_left, da.availability, da.bookable, da.guaranteed, da.travellers_needed
    from public.departure_availability da
   where da.trip_id = trip_places.trip_id and da.start_date >= current_date
   order by da.start_date, da.id
$$;

grant execute on function public.trip_places(int) to anon, authenticated;
