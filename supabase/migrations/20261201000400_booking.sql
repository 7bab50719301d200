-- Personal data. Nothing here is readable by anon; a signed-in user reads only their own favorites, bookings and
-- payments. Rows are created by the SECURITY DEFINER functions (20261122000600/700) or the service role, never by
-- direct inserts from anon or authenticated, so those roles lose their write grants here.

-- 'BK-' + 6 characters without look-alikes (no 0/O, 1/I/L), for people reading it over the phone.
create function public.new_booking_reference() returns text
language sql volatile
set search_path = ''
as $$
  select 'BK-' || string_agg(substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', 1 + floor(random() * 31)::int, 1), '')
    from generate_series(1, 6)
$$;

create table public.bookings (
  id uuid primary key default gen_random_uuid(),
  reference text not null unique default public.new_booking_reference(),
  -- Money records outlive the account that made them (the operator's accounts keep them); only the link is removed.
  user_id uuid references auth.users (id) on delete set null,
  departure_id int not null references public.departures (id),
  places int not null check (places > 0),
  status text not null default 'held' check (status in ('held', 'confirmed', 'expired', 'cancelled')),
  hold_expires_at timestamptz,
  payment_option text not null default 'full' check (payment_option in ('full', 'deposit')),
  total_cents int not null check (total_cents >= 0),
  deposit_cents int not null check (deposit_cents >= 0),
  currency text not null default 'EUR',
  billing jsonb not null default '{}',
  lang text not null default 'en' check (lang in ('en', 'es')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (deposit_cents <= total_cents),
  client_key text,
  travellers jsonb not null default '[]',
  unit_price_cents int check (unit_price_cents >= 0),
  list_unit_price_cents int check (list_unit_price_cents >= 0),
  discount_percent smallint not null default 0 check (discount_percent between 0 and 90),
  paid_cents int not null default 0 check (paid_cents >= 0),
  balance_due_on date,
  details_saved_at timestamptz,
  terms_accepted_at timestamptz,
  confirmed_at timestamptz,
  balance_reminder_sent_at timestamptz,
  constraint bookings_paid_within_total check (paid_cents <= total_cents),
  travellers_reminder_sent_at timestamptz,
  -- After the sale (2/4): cancelling a booking at the fee of the trip's own table, and refunds, whether the shop asks
  -- the payment provider for them (a cancellation) or the operator makes them in the provider's dashboard.
  --
  -- Today's fee is computed here and only here (private.cancellation_quote): the booking page shows it, the confirm
  -- step checks the traveller saw the same refund, and the refund is planned from it. Every refund is a row per
  -- provider refund, idempotent on the provider's refund id and on the shop's own refund id (sent to the provider as
  -- its idempotency key); the refunds of a payment never exceed it, nor those of a booking what it paid. Lock order as
  -- everywhere: the departure, then its booking.
  refunded_cents int not null default 0 check (refunded_cents >= 0),
  cancelled_at timestamptz,
  cancellation_fee_cents int check (cancellation_fee_cents >= 0),
  cancelled_by text check (cancelled_by in ('traveller', 'provider')),
  constraint bookings_refunds_within_paid check (refunded_cents <= paid_cents)
);
alter table public.bookings enable row level security;
-- The booking journey: a hold on places (one transaction), the traveller's details, payment confirmed only by the
-- payment provider's signed event, and the balance of a deposit paid later.
--
-- Access: a booking is reached by its reference plus a secret key (in the checkout, payment and e-mail links) or by
-- its signed-in owner. Keys are stored hashed. Lock order everywhere: a departure row first, then its bookings.
-- Errors a traveller can meet carry a stable `hint` (e.g. 'sold_out') that the shop turns into a localized message.

grant select on public.bookings to authenticated;

create index bookings_user_idx on public.bookings (user_id, created_at desc);

create index bookings_departure_idx on public.bookings (departure_id);

create index bookings_held_idx on public.bookings (departure_id, hold_expires_at) where status = 'held';

create trigger bookings_set_updated_at before update on public.bookings
  for each row execute function public.set_updated_at();

create policy "bookings: owner reads" on public.bookings
  for select to authenticated using (user_id = (select auth.uid()));

-- The SPEC 5 checkout fields: required ones must be present and non-blank; e-mail must be valid.
create function private.clean_billing(billing jsonb) returns jsonb
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

create function public.expire_booking_holds() returns int
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

create index bookings_client_held_idx on public.bookings (client_key, hold_expires_at) where status = 'held';

create index bookings_balance_due_idx on public.bookings (balance_due_on)
  where status = 'confirmed' and balance_reminder_sent_at is null;

-- Hashes of the secret keys that open a booking (checkout links, e-mail links). Nobody reads them through the API.
create table public.booking_access_keys (
  key_hash text primary key,
  booking_id uuid not null references public.bookings (id) on delete cascade,
  purpose text not null check (purpose in ('checkout', 'email')),
  created_at timestamptz not null default now(),
  -- Keys end: a checkout key (the checkout, payment and thank-you pages' links) after 30 days, an e-mail key 180 days
  -- after the trip ends. Keys issued before this migration keep working.
  expires_at timestamptz
);
alter table public.booking_access_keys enable row level security;
-- After the sale (4/4): the booking's own page (/{lang}/account/bookings/{reference}), opened by its signed-in owner
-- or with a key from an e-mail, and the keys' lifetimes.


create index booking_access_keys_booking_idx on public.booking_access_keys (booking_id);

create function private.booking_error(hint text, message text) returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception using errcode = 'P0001', message = message, hint = hint;
end
$$;

create function private.key_hash(secret text) returns text
language sql immutable strict
set search_path = ''
as $$
  select encode(sha256(convert_to(secret, 'UTF8')), 'hex')
$$;

create function private.issue_booking_key(p_booking_id uuid, p_purpose text) returns text
language plpgsql
set search_path = ''
as $$
declare
  secret text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
  ends timestamptz;
begin
  if p_purpose = 'checkout' then
    ends := now() + interval '30 days';
  else
    select greatest(now(), d.end_date::timestamptz) + interval '180 days' into ends
      from public.bookings b join public.departures d on d.id = b.departure_id where b.id = p_booking_id;
  end if;
  insert into public.booking_access_keys (key_hash, booking_id, purpose, expires_at)
  values (private.key_hash(secret), p_booking_id, p_purpose, ends);
  return secret;
end
$$;

-- As before (a wrong key and an unknown reference get the same answer), and a key that has ended says so: only the
-- holder of a once valid key learns it, and is told how to get back in (signing in, or a newer e-mail).
create function private.authorized_booking(p_reference text, p_key text) returns public.bookings
language plpgsql
set search_path = ''
as $$
declare
  found_booking public.bookings;
  uid uuid := auth.uid();
  key_ends timestamptz;
begin
  select * into found_booking from public.bookings b where b.reference = upper(btrim(coalesce(p_reference, '')));
  if found_booking.id is null then
    perform private.booking_error('not_found', 'No booking matches this reference and key');
  end if;
  if uid is not null and found_booking.user_id = uid then
    return found_booking;
  end if;
  if p_key is not null and char_length(p_key) <= 200 then
    select coalesce(k.expires_at, 'infinity') into key_ends from public.booking_access_keys k
     where k.booking_id = found_booking.id and k.key_hash = private.key_hash(p_key);
    if key_ends > now() then
      return found_booking;
    elsif key_ends is not null then
      perform private.booking_error('key_expired', 'This link has expired');
    end if;
  end if;
  perform private.booking_error('not_found', 'No booking matches this reference and key');
  return null;
end
$$;

-- What is due now: the deposit or the total while held, the balance once confirmed, nothing otherwise.
create function private.amount_due(b public.bookings) returns int
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
create function private.booking_json(b public.bookings) returns json
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

-- The traveller changes their mind before paying: the places go back at once.
create function public.release_hold(reference text, key text) returns json
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
grant execute on function public.release_hold(text,text) to anon, authenticated;

create table public.booking_travellers (
  booking_id uuid not null references public.bookings (id) on delete cascade,
  position smallint not null check (position between 1 and 12),
  first_name text not null check (char_length(first_name) between 1 and 80),
  last_name text not null check (char_length(last_name) between 1 and 80),
  date_of_birth date check (date_of_birth > date '1900-01-01'),
  nationality text check (nationality ~ '^[A-Z]{2}$'),
  passport_number text check (passport_number ~ '^[A-Z0-9]{5,20}$'),
  passport_expiry date,
  dietary_needs text check (char_length(dietary_needs) <= 300),
  emergency_contact_name text check (char_length(emergency_contact_name) <= 120),
  emergency_contact_phone text check (emergency_contact_phone ~ '^\+?[0-9][0-9 ()./-]{4,28}[0-9]$'),
  updated_at timestamptz not null default now(),
  primary key (booking_id, position)
);
alter table public.booking_travellers enable row level security;
grant select on public.booking_travellers to authenticated;

create trigger booking_travellers_set_updated_at before update on public.booking_travellers
  for each row execute function public.set_updated_at();

create policy "booking travellers: owner reads" on public.booking_travellers
  for select to authenticated
  using (exists (select 1 from public.bookings b where b.id = booking_id and b.user_id = (select auth.uid())));

-- An account deleted (its bookings keep no user): the travellers' passports and contacts go with it.
create function private.erase_traveller_details() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.booking_travellers t where t.booking_id = new.id;
  return new;
end
$$;

create trigger bookings_erase_traveller_details after update of user_id on public.bookings
  for each row when (old.user_id is not null and new.user_id is null)
  execute function private.erase_traveller_details();

-- The operator's list in the dashboard: every traveller of every booking with the departure, complete or not.
create view public.operator_travellers with (security_invoker = true) as
  select b.reference, b.status, d.trip_id, d.start_date, b.places, t.position, t.first_name, t.last_name,
         t.date_of_birth, t.nationality, t.passport_number, t.passport_expiry, t.dietary_needs,
         t.emergency_contact_name, t.emergency_contact_phone, t.updated_at
    from public.bookings b
    join public.departures d on d.id = b.departure_id
    join public.booking_travellers t on t.booking_id = b.id;

-- The booking's own page, which every e-mail's "see your booking" link opens (with a key of its own).
create function private.booking_page_link(b public.bookings, site_url text, secret text) returns text
language sql stable
set search_path = ''
as $$
  select site_url || '/' || b.lang || '/account/bookings/' || b.reference || '?key=' || secret
$$;

-- Every e-mail's "see your booking" link (the confirmation's and the balance receipt's, written with the thank-you
-- page by 20261123000400) opens the booking's own page; the balance reminder keeps its payment link.
create function private.booking_link(b public.bookings, site_url text, page text, secret text) returns text
language sql stable
set search_path = ''
as $$
  select case when page = 'checkout/success' then private.booking_page_link(b, site_url, secret)
              else site_url || '/' || b.lang || '/' || page || '?booking=' || b.reference || '&key=' || secret end
$$;

-- The last day details can be changed.
create function private.details_cutoff(b public.bookings) returns date
language sql stable
set search_path = ''
as $$
  select d.start_date - t.traveller_details_days
    from public.departures d join public.trips t on t.id = d.trip_id
   where d.id = b.departure_id
$$;

-- A traveller is complete with every field but the dietary needs.
create function private.traveller_complete(t public.booking_travellers) returns boolean
language sql immutable
set search_path = ''
as $$
  select t.date_of_birth is not null and t.nationality is not null and t.passport_number is not null
     and t.passport_expiry is not null and t.emergency_contact_name is not null and t.emergency_contact_phone is not null
$$;

create function private.travellers_missing(b public.bookings) returns int
language sql stable
set search_path = ''
as $$
  select b.places - count(*)::int from public.booking_travellers t
   where t.booking_id = b.id and private.traveller_complete(t)
$$;

create function private.clean_date(value text, field text) returns date
language plpgsql
set search_path = ''
as $$
begin
  if value is null or btrim(value) = '' then
    return null;
  end if;
  if value !~ '^\d{4}-\d{2}-\d{2}$' then
    perform private.invalid(field || ' must be a date (YYYY-MM-DD)');
  end if;
  return value::date;
exception when datetime_field_overflow or invalid_datetime_format then
  perform private.invalid(field || ' must be a date (YYYY-MM-DD)');
  return null;
end
$$;

-- Saves every traveller of a confirmed booking (as many as places), until the cut-off. A passport number left out
-- (null) keeps the one on file, so a page that shows it masked never has to send it back.
create function public.save_traveller_details(reference text, key text, travellers jsonb) returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  found_booking public.bookings := private.authorized_booking(save_traveller_details.reference, save_traveller_details.key);
  dep public.departures;
  person jsonb;
  i int := 0;
  field text;
  names jsonb := '[]';
  birth date;
  expiry date;
  passport text;
  nationality text;
  phone text;
begin
  select * into dep from public.departures d where d.id = found_booking.departure_id;
  select * into found_booking from public.bookings b where b.id = found_booking.id for update;
  if found_booking.status <> 'confirmed' or current_date > private.details_cutoff(found_booking) then
    perform private.booking_error('details_closed', 'The travellers'' details of this booking can no longer be changed');
  end if;
  if travellers is null or jsonb_typeof(travellers) <> 'array' or jsonb_array_length(travellers) <> found_booking.places then
    perform private.invalid('travellers must list the ' || found_booking.places || ' travellers of the booking');
  end if;
  for person in select value from jsonb_array_elements(travellers) loop
    i := i + 1;
    field := 'travellers[' || i || ']';
    if jsonb_typeof(person) <> 'object' then
      perform private.invalid(field || ' must be an object');
    end if;
    birth := private.clean_date(person ->> 'date_of_birth', field || '.date_of_birth');
    if birth is not null and (birth >= current_date or birth <= date '1900-01-01') then
      perform private.invalid(field || '.date_of_birth must be a past date');
    end if;
    expiry := private.clean_date(person ->> 'passport_expiry', field || '.passport_expiry');
    if expiry is not null and expiry <= dep.end_date then
      perform private.invalid(field || '.passport_expiry must be after the trip ends');
    end if;
    nationality := upper(private.clean_line(person ->> 'nationality', field || '.nationality', 2, false));
    if nationality is not null and nationality !~ '^[A-Z]{2}$' then
      perform private.invalid(field || '.nationality must be an ISO 3166 country code');
    end if;
    passport := upper(regexp_replace(coalesce(person ->> 'passport_number', ''), '[\s-]', '', 'g'));
    if person ? 'passport_number' and person ->> 'passport_number' is not null and passport !~ '^[A-Z0-9]{5,20}$' then
      perform private.invalid(field || '.passport_number must be 5 to 20 letters and digits');
    end if;
    phone := private.clean_line(person ->> 'emergency_contact_phone', field || '.emergency_contact_phone', 30, false);
    if phone is not null and phone !~ '^\+?[0-9][0-9 ()./-]{4,28}[0-9]$' then
      perform private.invalid(field || '.emergency_contact_phone must be a phone number');
    end if;
    insert into public.booking_travellers as t
      (booking_id, position, first_name, last_name, date_of_birth, nationality, passport_number, passport_expiry,
       dietary_needs, emergency_contact_name, emergency_contact_phone)
    values (
      found_booking.id, i,
      private.clean_line(person ->> 'first_name', field || '.first_name', 80, true),
      private.clean_line(person ->> 'last_name', field || '.last_name', 80, true),
      birth, nationality, nullif(passport, ''), expiry,
      private.clean_text(person ->> 'dietary_needs', field || '.dietary_needs', 300, false),
      private.clean_line(person ->> 'emergency_contact_name', field || '.emergency_contact_name', 120, false),
      phone)
    on conflict (booking_id, position) do update
       set first_name = excluded.first_name, last_name = excluded.last_name, date_of_birth = excluded.date_of_birth,
           nationality = excluded.nationality,
           passport_number = coalesce(excluded.passport_number, t.passport_number),
           passport_expiry = excluded.passport_expiry, dietary_needs = excluded.dietary_needs,
           emergency_contact_name = excluded.emergency_contact_name,
           emergency_contact_phone = excluded.emergency_contact_phone;
    names := names || jsonb_build_array(jsonb_build_object(
      'first_name', private.clean_line(person ->> 'first_name', field || '.first_name', 80, true),
      'last_name', private.clean_line(person ->> 'last_name', field || '.last_name', 80, true)));
  end loop;
  -- The names every e-mail and document prints follow the corrected ones.
  update public.bookings b set travellers = names where b.id = found_booking.id;
  return json_build_object('reference', found_booking.reference, 'saved', i);
end
$$;
grant execute on function public.save_traveller_details(text,text,jsonb) to anon, authenticated;

-- Reminders: once, four weeks before the cut-off, to confirmed bookings whose details are still missing, with a link
-- to the booking page (while the details can still be given).
create function public.queue_traveller_reminders(site_url text) returns int
language plpgsql
security definer
set search_path = ''
as $$
declare
  clean_site text := private.clean_site_url(queue_traveller_reminders.site_url);
  b public.bookings;
  es boolean;
  cutoff date;
  missing int;
  sent int := 0;
begin
  for b in
    select x.* from public.bookings x
      join public.departures d on d.id = x.departure_id
      join public.trips t on t.id = d.trip_id
     where x.status = 'confirmed' and x.travellers_reminder_sent_at is null
       and current_date between d.start_date - t.traveller_details_days - 28 and d.start_date - t.traveller_details_days
     order by d.start_date
     for update of x skip locked
  loop
    missing := private.travellers_missing(b);
    if missing > 0 then
      es := b.lang = 'es';
      cutoff := private.details_cutoff(b);
      perform private.queue_email(
        b.billing ->> 'email',
        case when es then 'Faltan los datos de los viajeros: ' else 'Travellers'' details missing: ' end || b.reference,
        concat_ws(E'\n\n',
          case when es then 'Hola ' else 'Hello ' end || coalesce(b.billing ->> 'first_name', '') || ',',
          case when es then 'Aún nos faltan los datos de ' || missing || ' viajero(s) de tu reserva. Complétalos antes del '
               else 'We still need the details of ' || missing || ' traveller(s) on your booking. Please complete them by ' end
            || private.format_date(cutoff, b.lang) || '.',
          private.booking_summary(b),
          case when es then 'Completa los datos aquí:' else 'Complete the details here:' end
            || E'\n' || private.booking_page_link(b, clean_site, private.issue_booking_key(b.id, 'email')),
          private.shop_name()),
        'travellers_reminder', jsonb_build_object('booking_id', b.id, 'reference', b.reference, 'lang', b.lang));
      sent := sent + 1;
    end if;
    update public.bookings x set travellers_reminder_sent_at = now() where x.id = b.id;
  end loop;
  return sent;
end
$$;

-- Everything the booking page shows. A passport number is never sent whole: the page shows its last three characters.
create function public.get_booking_page(reference text, key text default null) returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  b public.bookings := private.authorized_booking(get_booking_page.reference, get_booking_page.key);
  cutoff date := private.details_cutoff(b);
begin
  return json_build_object(
    'booking', private.booking_json(b),
    'refunded_cents', b.refunded_cents,
    'cancelled_at', b.cancelled_at,
    'cancelled_by', b.cancelled_by,
    'cancellation_fee_cents', b.cancellation_fee_cents,
    'created_at', b.created_at,
    'payments', coalesce((
      select json_agg(json_build_object('id', p.id, 'amount_cents', p.amount_cents, 'currency', p.currency, 'kind', p.kind,
               'refunded_cents', p.refunded_cents, 'created_at', p.created_at) order by p.created_at, p.id)
        from public.payments p where p.booking_id = b.id and p.status = 'succeeded'), '[]'),
    'refunds', coalesce((
      select json_agg(json_build_object('id', r.id, 'amount_cents', r.amount_cents, 'status', r.status, 'source', r.source,
               'created_at', r.created_at) order by r.created_at, r.id)
        from public.refunds r where r.booking_id = b.id), '[]'),
    'invoice', (select json_build_object('number', i.number, 'issued_at', i.issued_at, 'total_cents', i.total_cents)
                  from public.invoices i where i.booking_id = b.id),
    'travellers', coalesce((
      select json_agg(json_build_object(
               'position', n.position,
               'first_name', coalesce(t.first_name, n.person ->> 'first_name', ''),
               'last_name', coalesce(t.last_name, n.person ->> 'last_name', ''),
               'date_of_birth', t.date_of_birth, 'nationality', t.nationality,
               'passport_end', case when t.passport_number is not null then right(t.passport_number, 3) end,
               'passport_expiry', t.passport_expiry, 'dietary_needs', t.dietary_needs,
               'emergency_contact_name', t.emergency_contact_name, 'emergency_contact_phone', t.emergency_contact_phone,
               'complete', coalesce(private.traveller_complete(t), false)) order by n.position)
        from (select g.position, b.travellers -> (g.position - 1) as person
                from generate_series(1, b.places) as g(position)) n
        left join public.booking_travellers t on t.booking_id = b.id and t.position = n.position), '[]'),
    'details_cutoff_on', cutoff,
    'details_open', b.status = 'confirmed' and current_date <= cutoff,
    'cancellation', private.cancellation_quote(b),
    'today', current_date);
end
$$;
grant execute on function public.get_booking_page(text,text) to anon, authenticated;

comment on column public.trips.traveller_details_days is
  'Travellers may complete or correct their details until this many days before departure.';

-- Places held by unpaid bookings, for departures of published trips only (nothing about unpublished trips leaks).
create function public.departure_held_places(p_departure_id int) returns int
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
grant execute on function public.departure_held_places(integer) to anon, authenticated;

-- Availability plus everything the booking pages show, decided here once: the price after discount, whether it can
-- be booked now, whether a deposit is offered, and when the balance would be due.
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
grant select on public.departure_availability to anon, authenticated;

-- Executable by PUBLIC, as every function made before the least-privilege defaults (20261123004000 in the history
-- this file folds) was: these are in private, where no API role has USAGE, so the grant reaches no API caller.
grant execute on function
  private.booking_error(text,text),
  private.key_hash(text),
  private.amount_due(public.bookings),
  private.issue_booking_key(uuid,text),
  private.clean_billing(jsonb),
  private.booking_json(public.bookings),
  private.clean_travellers(jsonb,integer),
  private.booking_link(public.bookings,text,text,text),
  private.authorized_booking(text,text)
to public;
