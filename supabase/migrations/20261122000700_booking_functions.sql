-- Favorites, bookings and payments. Capacity is enforced here, under a row lock on the departure, so that no
-- interleaving of requests can sell more places than a departure has.

create or replace function public.toggle_favorite(trip_id int) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
begin
  if uid is null then
    raise exception using errcode = '42501', message = 'Sign in to save favorites';
  end if;
  if not exists (select 1 from public.trips t where t.id = toggle_favorite.trip_id and t.published) then
    perform private.invalid('trip_id does not name a published trip');
  end if;
  delete from public.favorites f where f.user_id = uid and f.trip_id = toggle_favorite.trip_id;
  if found then
    return false;
  end if;
  insert into public.favorites (user_id, trip_id) values (uid, toggle_favorite.trip_id) on conflict do nothing;
  return true;
end
$$;
revoke execute on function public.toggle_favorite(int) from public, anon;
grant execute on function public.toggle_favorite(int) to authenticated, service_role;

-- The SPEC 5 checkout fields: required ones must be present and non-blank; e-mail must be valid.
create or replace function private.clean_billing(billing jsonb) returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  field text;
  cleaned jsonb := '{}';
begin
  if billing is null or jsonb_typeof(billing) <> 'object' then
    perform private.invalid('billing must be an object with the checkout fields');
  end if;
  foreach field in array array['first_name', 'last_name', 'country', 'street_address', 'city', 'province', 'phone']
  loop
    cleaned := cleaned || jsonb_build_object(field,
      private.clean_text(billing ->> field, 'billing.' || field, case when field = 'street_address' then 200 else 120 end, true));
  end loop;
  cleaned := cleaned || jsonb_build_object('email', private.clean_email(billing ->> 'email', 'billing.email'));
  foreach field in array array['company', 'apartment', 'postal_code', 'order_notes'] loop
    cleaned := cleaned || jsonb_build_object(field,
      private.clean_text(billing ->> field, 'billing.' || field, case when field = 'order_notes' then 2000 else 120 end, false));
  end loop;
  return jsonb_strip_nulls(cleaned);
end
$$;

create or replace function public.create_booking(
  departure_id int,
  places int,
  payment_option text,
  billing jsonb,
  lang text default 'en'
) returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  dep public.departures;
  trip public.trips;
  places_left int;
  total int;
  saved public.bookings;
  clean_billing jsonb := private.clean_billing(create_booking.billing);
  clean_lang text := private.clean_lang(create_booking.lang);
begin
  if create_booking.places is null or create_booking.places not between 1 and 20 then
    perform private.invalid('places must be between 1 and 20');
  end if;
  if create_booking.payment_option is null or create_booking.payment_option not in ('full', 'deposit') then
    perform private.invalid('payment_option must be full or deposit');
  end if;

  -- Serialises every booking of this departure until commit: the count below cannot go stale.
  select * into dep from public.departures d where d.id = create_booking.departure_id for update;
  if not found then
    perform private.invalid('departure_id does not name a departure');
  end if;
  select * into trip from public.trips t where t.id = dep.trip_id;
  if not trip.published or dep.status <> 'scheduled' or dep.start_date <= current_date then
    raise exception using errcode = 'P0001', message = 'This departure is not open for booking';
  end if;
  if create_booking.payment_option = 'deposit' and trip.deposit_percent not between 1 and 99 then
    perform private.invalid('This trip does not offer a deposit: payment_option must be full');
  end if;

  update public.bookings b set status = 'expired'
   where b.departure_id = dep.id and b.status = 'held' and b.hold_expires_at <= now();
  places_left := dep.capacity - dep.places_taken - public.departure_held_places(dep.id);
  if create_booking.places > places_left then
    raise exception using errcode = 'P0001', message = case
      when places_left <= 0 then 'This departure is sold out'
      when places_left = 1 then 'Only 1 place is left on this departure'
      else 'Only ' || places_left || ' places are left on this departure' end;
  end if;

  total := round(dep.price_cents::numeric * create_booking.places * (100 - trip.discount_percent) / 100);
  insert into public.bookings
    (user_id, departure_id, places, status, hold_expires_at, payment_option, total_cents, deposit_cents, billing, lang)
  values (
    auth.uid(), dep.id, create_booking.places, 'held', now() + interval '30 minutes', create_booking.payment_option,
    total,
    case when create_booking.payment_option = 'deposit'
      then round(total::numeric * trip.deposit_percent / 100)::int else total end,
    clean_billing, clean_lang
  )
  returning * into saved;
  return to_json(saved);
end
$$;
grant execute on function public.create_booking(int, int, text, jsonb, text) to anon, authenticated, service_role;

create or replace function private.payment_result(payment public.payments, replayed boolean) returns json
language sql stable
set search_path = ''
as $$
  select json_build_object(
    'payment_id', payment.id, 'booking_id', b.id, 'reference', b.reference, 'booking_status', b.status,
    'payment_status', payment.status, 'amount_cents', payment.amount_cents, 'replayed', replayed)
    from public.bookings b where b.id = payment.booking_id
$$;

-- Called by the payment webhook (service role). A repeated idempotency_key returns the first result, changes nothing.
create or replace function public.confirm_payment(
  booking_id uuid,
  provider text,
  provider_reference text,
  idempotency_key text,
  amount_cents int
) returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  booking public.bookings;
  dep public.departures;
  previous public.payments;
  saved public.payments;
  due int;
  places_left int;
begin
  perform private.clean_text(confirm_payment.idempotency_key, 'idempotency_key', 200, true);
  perform private.clean_text(confirm_payment.provider, 'provider', 40, true);
  select * into booking from public.bookings b where b.id = confirm_payment.booking_id for update;
  if not found then
    perform private.invalid('booking_id does not name a booking');
  end if;
  select * into previous from public.payments p where p.idempotency_key = confirm_payment.idempotency_key;
  if found then
    if previous.booking_id <> booking.id then
      perform private.invalid('idempotency_key was already used for another booking');
    end if;
    return private.payment_result(previous, true);
  end if;

  if booking.status = 'cancelled' then
    raise exception using errcode = 'P0001', message = 'Booking ' || booking.reference || ' is cancelled';
  end if;
  due := case when booking.status = 'confirmed' then 1
              when booking.payment_option = 'deposit' then booking.deposit_cents else booking.total_cents end;
  if confirm_payment.amount_cents is null or confirm_payment.amount_cents < due
     or confirm_payment.amount_cents > booking.total_cents then
    perform private.invalid('amount_cents must be between ' || due || ' and ' || booking.total_cents);
  end if;

  if booking.status <> 'confirmed' then
    select * into dep from public.departures d where d.id = booking.departure_id for update;
    -- A payment that arrives after its hold lapsed still confirms while places remain.
    places_left := dep.capacity - dep.places_taken - public.departure_held_places(dep.id)
      + case when booking.status = 'held' and booking.hold_expires_at > now() then booking.places else 0 end;
    if booking.places > places_left then
      raise exception using errcode = 'P0001',
        message = 'Booking ' || booking.reference || ' cannot be confirmed: its places were sold meanwhile';
    end if;
    update public.departures d set places_taken = d.places_taken + booking.places where d.id = dep.id;
    update public.bookings b set status = 'confirmed', hold_expires_at = null where b.id = booking.id;
    perform private.queue_email(
      booking.billing ->> 'email',
      case booking.lang when 'es' then 'Reserva confirmada ' else 'Booking confirmed ' end || booking.reference,
      case booking.lang
        when 'es' then 'Tu reserva ' || booking.reference || ' está confirmada. Importe pagado: '
        else 'Your booking ' || booking.reference || ' is confirmed. Amount paid: ' end
        || to_char(confirm_payment.amount_cents / 100.0, 'FM999999990.00') || ' EUR',
      'booking_confirmation',
      jsonb_build_object('booking_id', booking.id, 'reference', booking.reference,
        'amount_cents', confirm_payment.amount_cents, 'lang', booking.lang));
  end if;

  insert into public.payments (booking_id, provider, provider_reference, idempotency_key, amount_cents, status)
  values (booking.id, confirm_payment.provider, confirm_payment.provider_reference, confirm_payment.idempotency_key,
          confirm_payment.amount_cents, 'succeeded')
  returning * into saved;
  return private.payment_result(saved, false);
end
$$;
revoke execute on function public.confirm_payment(uuid, text, text, text, int) from public, anon, authenticated;
grant execute on function public.confirm_payment(uuid, text, text, text, int) to service_role;

create or replace function public.expire_booking_holds() returns int
language sql
security definer
set search_path = ''
as $$
  with expired as (
    update public.bookings b set status = 'expired'
     where b.status = 'held' and b.hold_expires_at <= now()
    returning 1
  )
  select count(*)::int from expired
$$;
revoke execute on function public.expire_booking_holds() from public, anon, authenticated;
grant execute on function public.expire_booking_holds() to service_role;
