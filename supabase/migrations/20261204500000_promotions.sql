-- Promotion codes (docs/promotions.md). A code takes a percentage or a fixed amount off a held booking at checkout,
-- for one trip, one activity or the whole shop, inside a validity window, up to a number of uses in total and per
-- customer, above a minimum spend. The discount is written on the booking itself (bookings.promotion_code,
-- promotion_discount_cents, and total_cents net of it), so every later reader of the booking (the payment provider's
-- amount, e-mails, receipts, the invoice, cancellation fees and refunds) takes the same figure from one row.
--
-- A use is a redemption whose booking still holds its places or was paid: a hold that ends unpaid gives its use back.
-- Every check and the count run under the code's row lock, so concurrent checkouts never pass its limits together.
-- Lock order: the booking, then the code (confirm_payment locks a departure, then a booking, never a code).

create table public.promotion_codes (
  id int generated always as identity primary key,
  -- Stored as typed at checkout after upper(btrim()): letters, digits and dashes.
  code text not null unique check (code ~ '^[A-Z0-9][A-Z0-9-]{2,39}$'),
  percent_off int check (percent_off between 1 and 90),
  amount_off_cents int check (amount_off_cents > 0),
  -- No scope: the whole shop. At most one of a trip or an activity.
  trip_id int references public.trips (id),
  activity_id int references public.activities (id),
  starts_at timestamptz,
  ends_at timestamptz,
  max_uses int check (max_uses > 0),
  max_uses_per_customer int check (max_uses_per_customer > 0),
  -- Compared with the booking's price before the code (after the trip's own discount).
  min_spend_cents int not null default 0 check (min_spend_cents >= 0),
  created_at timestamptz not null default now(),
  constraint promotion_codes_one_kind check (num_nonnulls(percent_off, amount_off_cents) = 1),
  constraint promotion_codes_one_scope check (trip_id is null or activity_id is null),
  constraint promotion_codes_window check (ends_at is null or starts_at is null or ends_at > starts_at)
);

-- Codes are not listed to anyone through the API (nobody can enumerate them); checkout reaches them through
-- apply_promotion_code only.
alter table public.promotion_codes enable row level security;

-- One row per booking (its primary key): a booking carries at most one code, so a code never applies twice.
create table public.promotion_redemptions (
  booking_id uuid primary key references public.bookings (id) on delete cascade,
  code_id int not null references public.promotion_codes (id),
  created_at timestamptz not null default now()
);

alter table public.promotion_redemptions enable row level security;

create index promotion_redemptions_code_idx on public.promotion_redemptions (code_id);

-- The smallest amount a booking keeps after a code: the provider cannot take a payment of zero and a booking is
-- confirmed only by a payment's signed event, so a code stops one euro short of free (never below zero).
create function private.promotion_floor_cents() returns int
language sql immutable
set search_path = ''
as $$ select 100 $$;

-- THE discount of a code on a price: a percentage (half up, to the cent) or a fixed amount, never more than the price
-- less the floor above.
create function private.promotion_discount_cents(p public.promotion_codes, subtotal int) returns int
language sql immutable
set search_path = ''
as $$
  select greatest(0, least(
    coalesce((subtotal::bigint * p.percent_off + 50) / 100, p.amount_off_cents::bigint),
    subtotal - private.promotion_floor_cents()))::int
$$;

-- Bookings that hold a use of a code: held and not ended, or paid (a later cancellation keeps the use).
create function private.promotion_uses(p_code_id int, p_except uuid, p_user uuid, p_email text) returns int
language sql stable
set search_path = ''
as $$
  select count(*)::int
    from public.promotion_redemptions r
    join public.bookings b on b.id = r.booking_id
   where r.code_id = p_code_id and b.id is distinct from p_except
     and ((b.status = 'held' and b.hold_expires_at > now()) or b.status in ('confirmed', 'cancelled'))
     and (p_user is null and p_email is null
          or b.user_id = p_user
          or lower(b.billing ->> 'email') = lower(p_email))
$$;

-- The customer's share of a code: refused once this user or e-mail already holds max_uses_per_customer uses.
create function private.check_promotion_customer_limit(p public.promotion_codes, b public.bookings, p_email text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  if p.max_uses_per_customer is not null and (b.user_id is not null or p_email is not null)
     and private.promotion_uses(p.id, b.id, b.user_id, p_email) >= p.max_uses_per_customer then
    perform private.booking_error('code_customer_used', 'You have already used this code');
  end if;
end
$$;

-- Called by save_booking_details once the e-mail is known: the same per-customer check, under the code's lock.
create function private.check_promotion_customer(b public.bookings, p_email text) returns void
language plpgsql
set search_path = ''
as $$
declare
  p public.promotion_codes;
begin
  select c.* into p from public.promotion_redemptions r join public.promotion_codes c on c.id = r.code_id
   where r.booking_id = b.id
     for update of c;
  if found then
    perform private.check_promotion_customer_limit(p, b, p_email);
  end if;
end
$$;

-- THE price of a booking from its parts, as the caller set them on `b`: the places at the unit price, less the
-- promotion code's discount, less the gift voucher's amount (20261204500100_gift_vouchers.sql; capped so that the
-- floor above is left). The deposit follows the trip's rule on that total, as save_booking_details computes it, so
-- deposit + balance = total still holds and a discount splits between them in proportion.
create function private.reprice_booking(b public.bookings) returns public.bookings
language plpgsql
set search_path = ''
as $$
declare
  pct int;
  before_voucher int := b.unit_price_cents * b.places - b.promotion_discount_cents;
  voucher int := greatest(0, least(b.voucher_cents, before_voucher - private.promotion_floor_cents()));
  total int := before_voucher - voucher;
  saved public.bookings;
begin
  select t.deposit_percent into pct
    from public.departures d join public.trips t on t.id = d.trip_id where d.id = b.departure_id;
  update public.bookings x
     set promotion_code = b.promotion_code,
         promotion_discount_cents = b.promotion_discount_cents,
         voucher_code = case when voucher > 0 then b.voucher_code end,
         voucher_cents = voucher,
         total_cents = total,
         deposit_cents = case when x.payment_option = 'deposit'
                              then (round(total * pct / 10000.0) * 100)::int else total end
   where x.id = b.id
  returning * into saved;
  return saved;
end
$$;

-- Checkout: applies a code to a held booking. Each refusal has its hint (code_unknown, code_not_started,
-- code_expired, code_not_applicable, code_below_minimum with the minimum in detail, code_used_up, code_customer_used,
-- code_already_applied) and changes nothing.
create function public.apply_promotion_code(reference text, key text, code text) returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  b public.bookings := private.authorized_booking(apply_promotion_code.reference, apply_promotion_code.key);
  p public.promotion_codes;
  trip public.trips;
  subtotal int;
  typed text := upper(btrim(coalesce(apply_promotion_code.code, '')));
begin
  select * into b from public.bookings x where x.id = b.id for update;
  if b.status <> 'held' or b.hold_expires_at <= now() then
    perform private.booking_error('hold_expired', 'The hold on these places has ended');
  end if;
  if b.promotion_code is not null then
    perform private.booking_error('code_already_applied', 'This booking already has a promotion code');
  end if;
  if char_length(typed) > 40 then
    perform private.booking_error('code_unknown', 'No promotion code matches');
  end if;
  select * into p from public.promotion_codes c where c.code = typed for update;
  if not found then
    perform private.booking_error('code_unknown', 'No promotion code matches');
  end if;
  if p.starts_at > now() then
    perform private.booking_error('code_not_started', 'This code is not valid yet');
  end if;
  if p.ends_at <= now() then
    perform private.booking_error('code_expired', 'This code has expired');
  end if;
  select t.* into trip from public.departures d join public.trips t on t.id = d.trip_id where d.id = b.departure_id;
  if p.trip_id <> trip.id or p.activity_id <> trip.activity_id then
    perform private.booking_error('code_not_applicable', 'This code does not apply to this trip');
  end if;
  subtotal := b.unit_price_cents * b.places;
  if subtotal < p.min_spend_cents then
    raise exception using errcode = 'P0001', hint = 'code_below_minimum', detail = p.min_spend_cents::text,
      message = 'This code needs a booking of at least ' || p.min_spend_cents || ' cents';
  end if;
  if p.max_uses is not null and private.promotion_uses(p.id, b.id, null, null) >= p.max_uses then
    perform private.booking_error('code_used_up', 'This code has been used up');
  end if;
  perform private.check_promotion_customer_limit(p, b, b.billing ->> 'email');

  insert into public.promotion_redemptions (booking_id, code_id) values (b.id, p.id);
  b.promotion_code := p.code;
  b.promotion_discount_cents := private.promotion_discount_cents(p, subtotal);
  return private.booking_json(private.reprice_booking(b));
end
$$;

grant execute on function public.apply_promotion_code(text,text,text) to anon, authenticated;

-- Checkout: takes the code off a held booking again (its use goes back at once).
create function public.remove_promotion_code(reference text, key text) returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  b public.bookings := private.authorized_booking(remove_promotion_code.reference, remove_promotion_code.key);
begin
  select * into b from public.bookings x where x.id = b.id for update;
  if b.status <> 'held' or b.hold_expires_at <= now() then
    perform private.booking_error('hold_expired', 'The hold on these places has ended');
  end if;
  if b.promotion_code is null then
    return private.booking_json(b);
  end if;
  delete from public.promotion_redemptions r where r.booking_id = b.id;
  b.promotion_code := null;
  b.promotion_discount_cents := 0;
  return private.booking_json(private.reprice_booking(b));
end
$$;

grant execute on function public.remove_promotion_code(text,text) to anon, authenticated;
