-- The booking journey: a hold on places (one transaction), the traveller's details, payment confirmed only by the
-- payment provider's signed event, and the balance of a deposit paid later.
--
-- Access: a booking is reached by its reference plus a secret key (in the checkout, payment and e-mail links) or by
-- its signed-in owner. Keys are stored hashed. Lock order everywhere: a departure row first, then its bookings.
-- Errors a traveller can meet carry a stable `hint` (e.g. 'sold_out') that the shop turns into a localized message.

-- Money records outlive the account that made them (the operator's accounts keep them); only the link is removed.
alter table public.bookings drop constraint bookings_user_id_fkey;
alter table public.bookings
  add constraint bookings_user_id_fkey foreign key (user_id) references auth.users (id) on delete set null;

alter table public.bookings
  alter column payment_option set default 'full',
  add column client_key text,
  add column travellers jsonb not null default '[]',
  add column unit_price_cents int check (unit_price_cents >= 0),
  add column list_unit_price_cents int check (list_unit_price_cents >= 0),
  add column discount_percent smallint not null default 0 check (discount_percent between 0 and 90),
  add column paid_cents int not null default 0 check (paid_cents >= 0),
  add column balance_due_on date,
  add column details_saved_at timestamptz,
  add column terms_accepted_at timestamptz,
  add column confirmed_at timestamptz,
  add column balance_reminder_sent_at timestamptz,
  add constraint bookings_paid_within_total check (paid_cents <= total_cents);
create index bookings_client_held_idx on public.bookings (client_key, hold_expires_at) where status = 'held';
create index bookings_balance_due_idx on public.bookings (balance_due_on)
  where status = 'confirmed' and balance_reminder_sent_at is null;

alter table public.payments drop constraint payments_status_check;
alter table public.payments
  add constraint payments_status_check check (status in ('pending', 'succeeded', 'failed', 'refunded', 'needs_review')),
  add column currency text not null default 'EUR',
  add column kind text not null default 'initial' check (kind in ('initial', 'balance')),
  add column note text;

-- Hashes of the secret keys that open a booking (checkout links, e-mail links). Nobody reads them through the API.
create table public.booking_access_keys (
  key_hash text primary key,
  booking_id uuid not null references public.bookings (id) on delete cascade,
  purpose text not null check (purpose in ('checkout', 'email')),
  created_at timestamptz not null default now()
);
create index booking_access_keys_booking_idx on public.booking_access_keys (booking_id);
alter table public.booking_access_keys enable row level security;
revoke all on public.booking_access_keys from anon, authenticated;

-- Nothing may hold places without the checks below, so the old entry point goes.
drop function public.create_booking(int, int, text, jsonb, text);
drop function public.confirm_payment(uuid, text, text, text, int);

create or replace function private.booking_error(hint text, message text) returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception using errcode = 'P0001', message = message, hint = hint;
end
$$;

create or replace function private.key_hash(secret text) returns text
language sql immutable strict
set search_path = ''
as $$
  select encode(sha256(convert_to(secret, 'UTF8')), 'hex')
$$;

-- 64 hex characters from two random UUIDs (244 random bits); only its hash is stored.
create or replace function private.issue_booking_key(p_booking_id uuid, p_purpose text) returns text
language plpgsql
set search_path = ''
as $$
declare
  secret text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
begin
  insert into public.booking_access_keys (key_hash, booking_id, purpose)
  values (private.key_hash(secret), p_booking_id, p_purpose);
  return secret;
end
$$;

-- The booking a reference names, if the caller may see it: with one of its keys, or as its signed-in owner. A wrong
-- key and an unknown reference get the same answer, so neither can be probed.
create or replace function private.authorized_booking(p_reference text, p_key text) returns public.bookings
language plpgsql
set search_path = ''
as $$
declare
  found_booking public.bookings;
  uid uuid := auth.uid();
begin
  select * into found_booking from public.bookings b where b.reference = upper(btrim(coalesce(p_reference, '')));
  if found_booking.id is not null and (
       (uid is not null and found_booking.user_id = uid)
       or (p_key is not null and char_length(p_key) <= 200 and exists (
             select 1 from public.booking_access_keys k
              where k.booking_id = found_booking.id and k.key_hash = private.key_hash(p_key)))) then
    return found_booking;
  end if;
  perform private.booking_error('not_found', 'No booking matches this reference and key');
  return null;
end
$$;

-- What is due now: the deposit or the total while held, the balance once confirmed, nothing otherwise.
create or replace function private.amount_due(b public.bookings) returns int
language sql stable
set search_path = ''
as $$
  select case
    when b.status = 'held' and b.hold_expires_at > now()
      then case when b.payment_option = 'deposit' then b.deposit_cents else b.total_cents end
    when b.status = 'confirmed' then b.total_cents - b.paid_cents
    else 0 end
$$;

-- The booking as the checkout, payment and confirmation pages show it (never the keys, never the client key).
create or replace function private.booking_json(b public.bookings) returns json
language sql stable
set search_path = ''
as $$
  select json_build_object(
    'reference', b.reference,
    'status', case when b.status = 'held' and b.hold_expires_at <= now() then 'expired' else b.status end,
    'hold_expires_at', b.hold_expires_at,
    'places', b.places,
    'lang', b.lang,
    'currency', b.currency,
    'unit_price_cents', b.unit_price_cents,
    'list_unit_price_cents', b.list_unit_price_cents,
    'discount_percent', b.discount_percent,
    'total_cents', b.total_cents,
    'payment_option', b.payment_option,
    'deposit_cents', b.deposit_cents,
    'paid_cents', b.paid_cents,
    'amount_due_cents', private.amount_due(b),
    'balance_cents', case when b.status = 'held'
       then b.total_cents - case when b.payment_option = 'deposit' then b.deposit_cents else b.total_cents end
       else b.total_cents - b.paid_cents end,
    'balance_due_on', b.balance_due_on,
    'billing', b.billing,
    'travellers', b.travellers,
    'details_saved', b.details_saved_at is not null,
    'confirmed_at', b.confirmed_at,
    'created_at', b.created_at,
    'departure', json_build_object(
      'id', d.id, 'trip_id', d.trip_id, 'start_date', d.start_date, 'end_date', d.end_date,
      'category', d.category, 'group_type', d.group_type),
    'deposit_available', (t.deposit_percent between 1 and 99 and d.start_date - current_date >= t.deposit_min_days),
    'deposit_percent', t.deposit_percent,
    'planned_balance_due_on', d.start_date - t.balance_due_days,
    'planned_deposit_cents', (round(b.total_cents * t.deposit_percent / 10000.0) * 100)::int)
    from public.departures d
    join public.trips t on t.id = d.trip_id
   where d.id = b.departure_id
$$;

-- Holds places for 30 minutes. Called by the shop's server (service role) with the visitor's client key and, when
-- signed in, the user id it verified; never by a browser, which could claim any client key.
create or replace function public.hold_places(
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
  unit int;
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

  unit := public.trip_effective_price_cents(dep.price_cents, trip.discount_percent);
  insert into public.bookings
    (user_id, departure_id, places, status, hold_expires_at, payment_option, total_cents, deposit_cents, billing, lang,
     client_key, unit_price_cents, list_unit_price_cents, discount_percent)
  values
    (hold_places.user_id, dep.id, hold_places.places, 'held', now() + interval '30 minutes', 'full',
     unit * hold_places.places, unit * hold_places.places, '{}', clean_lang,
     clean_client, unit, dep.price_cents, trip.discount_percent)
  returning * into saved;
  secret := private.issue_booking_key(saved.id, 'checkout');
  return json_build_object('reference', saved.reference, 'key', secret, 'hold_expires_at', saved.hold_expires_at);
end
$$;
revoke execute on function public.hold_places(int, int, text, text, uuid) from public, anon, authenticated;
grant execute on function public.hold_places(int, int, text, text, uuid) to service_role;

create or replace function public.get_booking(reference text, key text default null) returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return private.booking_json(private.authorized_booking(get_booking.reference, get_booking.key));
end
$$;
grant execute on function public.get_booking(text, text) to anon, authenticated, service_role;

-- Names of every traveller: as many as places, each with a first and a last name.
create or replace function private.clean_travellers(travellers jsonb, expected int) returns jsonb
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
create or replace function public.save_booking_details(
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
grant execute on function public.save_booking_details(text, text, jsonb, jsonb, text, boolean)
  to anon, authenticated, service_role;

-- The traveller changes their mind before paying: the places go back at once.
create or replace function public.release_hold(reference text, key text) returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  found_booking public.bookings := private.authorized_booking(release_hold.reference, release_hold.key);
begin
  if found_booking.status = 'held' then
    update public.bookings b set status = 'expired', hold_expires_at = least(b.hold_expires_at, now())
     where b.id = found_booking.id
    returning * into found_booking;
  end if;
  return private.booking_json(found_booking);
end
$$;
grant execute on function public.release_hold(text, text) to anon, authenticated, service_role;
