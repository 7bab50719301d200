-- Personal data. Nothing here is readable by anon; a signed-in user reads only their own bookings and payments. Rows
-- are created by the SECURITY DEFINER functions (the booking, account and form files) or the service role, never by
-- direct inserts from anon or authenticated, so those roles hold no write grant.
--
-- The booking journey: a hold on places (one transaction), the traveller's details, payment confirmed only by the
-- payment provider's signed event, and the balance of a deposit paid later.
--
-- Access: a booking is reached by its reference plus a secret key (in the checkout, payment and e-mail links) or by its
-- signed-in owner. Keys are stored hashed. Lock order everywhere: a departure row first, then its bookings. Errors a
-- traveller can meet carry a stable `hint` (e.g. 'sold_out') that the shop turns into a localized message.
--
-- Capacity is enforced here, under a row lock on the departure, so that no interleaving of requests can sell more
-- places than a departure has.

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
  -- Cancellation and refunds (20261201000710_cancellations.sql).
  refunded_cents int not null default 0 check (refunded_cents >= 0),
  cancelled_at timestamptz,
  cancellation_fee_cents int check (cancellation_fee_cents >= 0),
  cancelled_by text check (cancelled_by in ('traveller', 'provider', 'operator')),
  constraint bookings_refunds_within_paid check (refunded_cents <= paid_cents),
  -- A promotion code taken off the price (20261204500000_promotions.sql): total_cents is already net of it.
  promotion_code text,
  promotion_discount_cents int not null default 0 check (promotion_discount_cents >= 0),
  -- The part of the price a gift voucher pays (20261204500100_gift_vouchers.sql): total_cents is net of it too.
  voucher_code text,
  voucher_cents int not null default 0 check (voucher_cents >= 0),
  -- Places a waitlist offered to the first in line (20261205100000_waitlists.sql): held for 24 hours, not 30 minutes.
  waitlist_offer boolean not null default false
);

alter table public.bookings enable row level security;

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

-- The scheduled job: holds whose time has passed end, a departure at a time under its row lock (the lock order of
-- hold_places), and the places they free go at once to the departure's waitlist (private.offer_waitlist_places,
-- 20261205100000_waitlists.sql), in the same transaction, so no booking in between can take a place promised to the
-- first in line. Departures with places free and people waiting are offered again too, whatever freed the places.
create function public.expire_booking_holds() returns int
language plpgsql
security definer
set search_path = ''
as $$
declare
  dep_id int;
  ended int;
  total int := 0;
begin
  for dep_id in
    select b.departure_id from public.bookings b where b.status = 'held' and b.hold_expires_at <= now()
    union
    select w.departure_id from public.waitlist_entries w join public.departures d on d.id = w.departure_id
     where w.status = 'waiting' and d.status = 'scheduled' and d.start_date > current_date
       and d.capacity - d.places_taken > (select coalesce(sum(x.places), 0) from public.bookings x
                                           where x.departure_id = d.id and x.status = 'held' and x.hold_expires_at > now())
    order by 1
  loop
    perform 1 from public.departures d where d.id = dep_id for update;
    with expired as (
      update public.bookings b set status = 'expired'
       where b.departure_id = dep_id and b.status = 'held' and b.hold_expires_at <= now()
      returning 1
    )
    select count(*)::int into ended from expired;
    total := total + ended;
    perform private.offer_waitlist_places(dep_id);
  end loop;
  return total;
end
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
  -- after the trip ends. Keys issued before expires_at existed (none since the fold) have no end.
  expires_at timestamptz
);

alter table public.booking_access_keys enable row level security;

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
       case when d.status <> 'scheduled' then 'cancelled'
            when s.places_left <= 0 then 'sold_out' when s.places_left = 1 then 'last_spot' else 'available' end
         as availability,
       d.status,
       public.trip_effective_price_cents(d.price_cents, t.discount_percent) as unit_price_cents,
       t.discount_percent,
       (d.status = 'scheduled' and d.start_date > current_date and s.places_left > 0) as bookable,
       (t.deposit_percent between 1 and 99 and d.start_date - current_date >= t.deposit_min_days) as deposit_available,
       t.deposit_percent,
       case when t.deposit_percent between 1 and 99 and d.start_date - current_date >= t.deposit_min_days
            then d.start_date - t.balance_due_days end as balance_due_on,
       -- Guaranteed departures (20261205200000_guaranteed_departures.sql): confirmed travellers (places_taken) count,
       -- unpaid holds do not; once guaranteed, a departure stays so unless the operator cancels it.
       g.min_group_size,
       (d.status = 'scheduled' and d.guaranteed_at is not null) as guaranteed,
       case when d.status = 'scheduled' and d.guaranteed_at is null
            then greatest(g.min_group_size - d.places_taken, 0) else 0 end as travellers_needed
  from public.departures d
  join public.trips t on t.id = d.trip_id and t.published
  cross join lateral (
    select greatest(d.capacity - d.places_taken - public.departure_held_places(d.id), 0)::int as places_left
  ) s
  cross join lateral (
    select public.departure_minimum(d.min_group_size, t.min_group_size, d.capacity) as min_group_size
  ) g;

grant select on public.departure_availability to anon, authenticated;

-- The booking as the checkout, payment and confirmation pages show it (never the keys, never the client key); its
-- departure's guarantee as departure_availability states it (after the view, which it reads).
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
    'promotion_code', b.promotion_code,
    'promotion_discount_cents', b.promotion_discount_cents,
    'voucher_code', b.voucher_code,
    'voucher_cents', b.voucher_cents,
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
    'waitlist_offer', b.waitlist_offer,
    'confirmed_at', b.confirmed_at,
    'created_at', b.created_at,
    'departure', json_build_object(
      'id', d.id, 'trip_id', d.trip_id, 'start_date', d.start_date, 'end_date', d.end_date,
      'category', d.category, 'group_type', d.group_type, 'status', d.status,
      'min_group_size', da.min_group_size, 'guaranteed', da.guaranteed, 'travellers_needed', da.travellers_needed),
    'deposit_available', (t.deposit_percent between 1 and 99 and d.start_date - current_date >= t.deposit_min_days),
    'deposit_percent', t.deposit_percent,
    'planned_balance_due_on', d.start_date - t.balance_due_days,
    'planned_deposit_cents', (round(b.total_cents * t.deposit_percent / 10000.0) * 100)::int)
    from public.departures d
    join public.trips t on t.id = d.trip_id
    left join public.departure_availability da on da.id = d.id
   where d.id = b.departure_id
$$;

-- Executable by PUBLIC, as every function made before the least-privilege defaults was in the history this fold
-- replaces (docs/database.md): private has no USAGE for the API roles, so no API caller reaches them.
grant execute on function
  private.booking_error(text,text),
  private.key_hash(text),
  private.amount_due(public.bookings),
  private.issue_booking_key(uuid,text),
  private.clean_billing(jsonb),
  private.booking_json(public.bookings),
  private.authorized_booking(text,text)
to public;
