-- The booking journey's steps through the API: hold places (one transaction, under the departure's row lock), read
-- the booking, save the traveller's details and choice of payment, release the hold.

-- A new held booking of `places` on a departure (its row locked by the caller) at the trip's price today: a visitor's
-- hold (30 minutes) or a waitlist's offer (24 hours, 20261205100000_waitlists.sql).
create function private.new_hold(
  dep public.departures, trip public.trips, p_places int, p_lang text, p_client text, p_user uuid, p_for interval,
  p_billing jsonb default '{}', p_waitlist_offer boolean default false
) returns public.bookings
language plpgsql
set search_path = ''
as $$
declare
  unit int := public.trip_effective_price_cents(dep.price_cents, trip.discount_percent);
  saved public.bookings;
begin
  insert into public.bookings
    (user_id, departure_id, places, status, hold_expires_at, payment_option, total_cents, deposit_cents, billing, lang,
     client_key, unit_price_cents, list_unit_price_cents, discount_percent, waitlist_offer)
  values
    (p_user, dep.id, p_places, 'held', now() + p_for, 'full', unit * p_places, unit * p_places, p_billing, p_lang,
     p_client, unit, dep.price_cents, trip.discount_percent, p_waitlist_offer)
  returning * into saved;
  return saved;
end
$$;

-- Holds places for 30 minutes. Called by the shop's server (service role) with the visitor's client key and, when
-- signed in, the user id it verified; never by a browser, which could claim any client key.
create function public.hold_places(
  departure_id int,
  places int,
  lang text,
  client_key text,
  user_id uuid default null
) returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  max_places constant int := 12;
  dep public.departures;
  trip public.trips;
  held_by_visitor int;
  places_left int;
  saved public.bookings;
  secret text;
  clean_lang text := private.clean_lang(hold_places.lang);
  clean_client text := private.clean_text(hold_places.client_key, 'client_key', 100, true);
begin
  if hold_places.places is null or hold_places.places not between 1 and max_places then
    perform private.booking_error('places_invalid', 'places must be between 1 and ' || max_places);
  end if;
  if hold_places.user_id is not null and not exists (select 1 from auth.users u where u.id = hold_places.user_id) then
    perform private.invalid('user_id does not name a user');
  end if;
  -- One visitor's holds are counted one at a time, so parallel requests cannot pass the cap together.
  perform pg_advisory_xact_lock(hashtext('booking-holds:' || clean_client));

  select * into dep from public.departures d where d.id = hold_places.departure_id for update;
  if not found then
    perform private.booking_error('not_bookable', 'This departure is not open for booking');
  end if;
  select * into trip from public.trips t where t.id = dep.trip_id;
  if not trip.published or dep.status <> 'scheduled' or dep.start_date <= current_date then
    perform private.booking_error('not_bookable', 'This departure is not open for booking');
  end if;

  update public.bookings b set status = 'expired'
   where b.departure_id = dep.id and b.status = 'held' and b.hold_expires_at <= now();
  -- Places those holds freed go to the waitlist first (20261205100000_waitlists.sql), before this visitor's count.
  perform private.offer_waitlist_places(dep.id);

  select coalesce(sum(b.places), 0)::int into held_by_visitor
    from public.bookings b
   where b.status = 'held' and b.hold_expires_at > now()
     and (b.client_key = clean_client or (hold_places.user_id is not null and b.user_id = hold_places.user_id));
  if held_by_visitor + hold_places.places > max_places then
    perform private.booking_error('hold_limit',
      'You already hold ' || held_by_visitor || ' places; finish or release those bookings first');
  end if;

  select dep.capacity - dep.places_taken - coalesce(sum(b.places), 0)::int into places_left
    from public.bookings b
   where b.departure_id = dep.id and b.status = 'held' and b.hold_expires_at > now();
  if hold_places.places > places_left then
    if places_left <= 0 then
      perform private.booking_error('sold_out', 'This departure is sold out');
    end if;
    raise exception using errcode = 'P0001', hint = 'not_enough_places', detail = places_left::text,
      message = 'Only ' || places_left || ' places are left on this departure';
  end if;

  saved := private.new_hold(dep, trip, hold_places.places, clean_lang, clean_client, hold_places.user_id, interval '30 minutes');
  secret := private.issue_booking_key(saved.id, 'checkout');
  return json_build_object('reference', saved.reference, 'key', secret, 'hold_expires_at', saved.hold_expires_at);
end
$$;

create function public.get_booking(reference text, key text default null) returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return private.booking_json(private.authorized_booking(get_booking.reference, get_booking.key));
end
$$;

grant execute on function public.get_booking(text,text) to anon, authenticated;

-- Names of every traveller: as many as places, each with a first and a last name.
create function private.clean_travellers(travellers jsonb, expected int) returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  person jsonb;
  cleaned jsonb := '[]';
  i int := 0;
begin
  if travellers is null or jsonb_typeof(travellers) <> 'array' or jsonb_array_length(travellers) <> expected then
    perform private.invalid('travellers must list the ' || expected || ' travellers of the booking');
  end if;
  for person in select value from jsonb_array_elements(travellers) loop
    i := i + 1;
    if jsonb_typeof(person) <> 'object' then
      perform private.invalid('travellers[' || i || '] must be an object');
    end if;
    cleaned := cleaned || jsonb_build_array(jsonb_build_object(
      'first_name', private.clean_text(person ->> 'first_name', 'travellers[' || i || '].first_name', 80, true),
      'last_name', private.clean_text(person ->> 'last_name', 'travellers[' || i || '].last_name', 80, true)));
  end loop;
  return cleaned;
end
$$;

-- Checkout: the billing details, every traveller's name, the accepted terms and the payment choice. A deposit is
-- offered only when the trip takes one and the departure is far enough away; deposit + balance = total always.
create function public.save_booking_details(
  reference text,
  key text,
  billing jsonb,
  travellers jsonb,
  payment_option text,
  accepts_terms boolean
) returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  found_booking public.bookings := private.authorized_booking(save_booking_details.reference, save_booking_details.key);
  dep public.departures;
  trip public.trips;
  clean_billing jsonb;
  clean_travellers jsonb;
  deposit int;
begin
  if found_booking.status <> 'held' or found_booking.hold_expires_at <= now() then
    perform private.booking_error('hold_expired', 'The hold on these places has ended');
  end if;
  if save_booking_details.accepts_terms is not true then
    perform private.invalid('accepts_terms must be true: the terms and conditions must be accepted');
  end if;
  if save_booking_details.payment_option is null or save_booking_details.payment_option not in ('full', 'deposit') then
    perform private.invalid('payment_option must be full or deposit');
  end if;
  clean_billing := private.clean_billing(save_booking_details.billing);
  if clean_billing ->> 'country' !~ '^[A-Z]{2}$' then
    perform private.invalid('billing.country must be an ISO 3166 country code');
  end if;
  clean_travellers := private.clean_travellers(save_booking_details.travellers, found_booking.places);
  -- A code's limit per customer counts e-mail addresses too, known only now (20261204500000_promotions.sql).
  perform private.check_promotion_customer(found_booking, clean_billing ->> 'email');

  select * into dep from public.departures d where d.id = found_booking.departure_id;
  select * into trip from public.trips t where t.id = dep.trip_id;
  if save_booking_details.payment_option = 'deposit' then
    if not (trip.deposit_percent between 1 and 99 and dep.start_date - current_date >= trip.deposit_min_days) then
      perform private.booking_error('deposit_unavailable', 'This departure is paid in full: it is too near for a deposit');
    end if;
    deposit := (round(found_booking.total_cents * trip.deposit_percent / 10000.0) * 100)::int;
  else
    deposit := found_booking.total_cents;
  end if;

  update public.bookings b
     set billing = clean_billing,
         travellers = clean_travellers,
         payment_option = save_booking_details.payment_option,
         deposit_cents = deposit,
         balance_due_on = case when save_booking_details.payment_option = 'deposit'
                               then dep.start_date - trip.balance_due_days end,
         details_saved_at = now(),
         terms_accepted_at = now()
   where b.id = found_booking.id
  returning * into found_booking;
  return private.booking_json(found_booking);
end
$$;

grant execute on function public.save_booking_details(text,text,jsonb,jsonb,text,boolean) to anon, authenticated;

-- The traveller changes their mind before paying: the places go back at once, to the departure's waitlist first
-- (20261205100000_waitlists.sql), under the departure's row lock like every change of places.
create function public.release_hold(reference text, key text) returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  found_booking public.bookings := private.authorized_booking(release_hold.reference, release_hold.key);
begin
  if found_booking.status = 'held' then
    perform 1 from public.departures d where d.id = found_booking.departure_id for update;
    -- Read again under the lock: a payment may have confirmed it meanwhile.
    select * into found_booking from public.bookings b where b.id = found_booking.id;
    if found_booking.status = 'held' then
      update public.bookings b set status = 'expired', hold_expires_at = least(b.hold_expires_at, now())
       where b.id = found_booking.id
      returning * into found_booking;
      perform private.offer_waitlist_places(found_booking.departure_id);
    end if;
  end if;
  return private.booking_json(found_booking);
end
$$;

grant execute on function public.release_hold(text,text) to anon, authenticated;

-- Executable by PUBLIC, as every function made before the least-privilege defaults was in the history this fold
-- replaces (docs/database.md): private has no USAGE for the API roles, so no API caller reaches them.
grant execute on function
  private.clean_travellers(jsonb,integer)
to public;
