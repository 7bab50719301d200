-- Payment confirmation (only from the payment provider's signed event, through the shop's webhook route), the
-- booking e-mails, balance reminders.
create table public.payments (
  id uuid primary key default gen_random_uuid(),
  booking_id uuid not null references public.bookings (id) on delete cascade,
  provider text not null,
  provider_reference text,
  idempotency_key text unique,
  amount_cents int not null check (amount_cents >= 0),
  status text not null default 'pending',
  created_at timestamptz not null default now(),
  constraint payments_status_check check (status in ('pending', 'succeeded', 'failed', 'refunded', 'needs_review')),
  currency text not null default 'EUR',
  kind text not null default 'initial' check (kind in ('initial', 'balance')),
  note text,
  refunded_cents int not null default 0 check (refunded_cents >= 0),
  constraint payments_refunds_within_amount check (refunded_cents <= amount_cents)
);

alter table public.payments enable row level security;

grant select on public.payments to authenticated;

create index payments_booking_idx on public.payments (booking_id);

create policy "payments: owner of the booking reads" on public.payments
  for select to authenticated
  using (exists (select 1 from public.bookings b where b.id = booking_id and b.user_id = (select auth.uid())));

-- `guaranteed_trip_id`: the trip whose departure this very payment made guaranteed to run (its guaranteed_at is this
-- transaction's time), so that the shop expires that trip's cached pages at once (20261205200000_guaranteed_departures.sql).
create function private.payment_result(payment public.payments, replayed boolean) returns json
language sql stable
set search_path = ''
as $$
  select json_build_object(
    'payment_id', payment.id, 'booking_id', b.id, 'reference', b.reference, 'booking_status', b.status,
    'payment_status', payment.status, 'amount_cents', payment.amount_cents, 'replayed', replayed,
    'guaranteed_trip_id', case when d.guaranteed_at = now() and not replayed then d.trip_id end)
    from public.bookings b join public.departures d on d.id = b.departure_id where b.id = payment.booking_id
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- Payment confirmation. Called only by the shop's webhook route (service role) with what the provider's signed event
-- says. Idempotent: the same idempotency key (the provider's payment) returns the first result and changes nothing.
-- A payment the booking cannot take (wrong currency, more than is owed, places gone meanwhile) is never lost: it is
-- stored as needs_review, the booking is left as it is, and the operator is told.
create function public.confirm_payment(
  booking_id uuid,
  provider text,
  provider_reference text,
  idempotency_key text,
  amount_cents int,
  currency text,
  site_url text
) returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  clean_key text := private.clean_text(confirm_payment.idempotency_key, 'idempotency_key', 200, true);
  clean_provider text := private.clean_text(confirm_payment.provider, 'provider', 40, true);
  clean_reference text := private.clean_text(confirm_payment.provider_reference, 'provider_reference', 200, false);
  clean_currency text := upper(private.clean_text(confirm_payment.currency, 'currency', 3, true));
  clean_site text := private.clean_site_url(confirm_payment.site_url);
  dep_id int;
  dep public.departures;
  b public.bookings;
  previous public.payments;
  saved public.payments;
  payment_kind text;
  review text;
  due int;
  places_left int;
begin
  if confirm_payment.amount_cents is null or confirm_payment.amount_cents <= 0 then
    perform private.invalid('amount_cents must be a positive number of cents');
  end if;
  select x.departure_id into dep_id from public.bookings x where x.id = confirm_payment.booking_id;
  if not found then
    perform private.invalid('booking_id does not name a booking');
  end if;
  -- The departure first, then the booking: the same order as hold_places, so the two never deadlock.
  select * into dep from public.departures d where d.id = dep_id for update;
  select * into b from public.bookings x where x.id = confirm_payment.booking_id for update;

  select * into previous from public.payments p where p.idempotency_key = clean_key;
  if found then
    if previous.booking_id <> b.id then
      perform private.invalid('idempotency_key was already used for another booking');
    end if;
    return private.payment_result(previous, true);
  end if;

  payment_kind := case when b.status = 'confirmed' then 'balance' else 'initial' end;
  if clean_currency <> b.currency then
    review := 'paid in ' || clean_currency || ', the booking is in ' || b.currency;
  elsif b.status = 'cancelled' then
    review := 'the booking is cancelled';
  elsif dep.status <> 'scheduled' then
    review := 'the departure was cancelled by the operator';
  elsif payment_kind = 'balance' then
    if confirm_payment.amount_cents > b.total_cents - b.paid_cents then
      review := 'more than the balance of ' || (b.total_cents - b.paid_cents) || ' cents';
    end if;
  else
    due := case when b.payment_option = 'deposit' then b.deposit_cents else b.total_cents end;
    if b.details_saved_at is null then
      review := 'the booking has no traveller details';
    elsif confirm_payment.amount_cents < due or confirm_payment.amount_cents > b.total_cents then
      review := 'amount must be between ' || due || ' and ' || b.total_cents || ' cents';
    else
      select dep.capacity - dep.places_taken - coalesce(sum(x.places), 0)::int into places_left
        from public.bookings x
       where x.departure_id = dep.id and x.id <> b.id and x.status = 'held' and x.hold_expires_at > now();
      if b.places > places_left then
        review := 'its places were sold after its hold ended';
      end if;
      -- The same for its promotion code's uses and its gift voucher's balance (20261204500100_gift_vouchers.sql).
      if review is null and private.price_taken_meanwhile(b) then
        review := 'its promotion code or gift voucher was used by other bookings after its hold ended';
      end if;
    end if;
  end if;

  if review is not null then
    insert into public.payments
      (booking_id, provider, provider_reference, idempotency_key, amount_cents, currency, status, kind, note)
    values (b.id, clean_provider, clean_reference, clean_key, confirm_payment.amount_cents, clean_currency,
            'needs_review', payment_kind, review)
    returning * into saved;
    perform private.queue_email(
      private.operator_email(), 'Payment needs review: ' || b.reference,
      'A payment of ' || confirm_payment.amount_cents || ' ' || clean_currency || ' (' || clean_provider || ' '
        || coalesce(clean_reference, '') || ') was received for booking ' || b.reference
        || ' but not applied: ' || review || E'.\nRefund it or apply it by hand.\n\n' || private.booking_summary(b),
      'payment_review', jsonb_build_object('booking_id', b.id, 'payment_id', saved.id));
    return private.payment_result(saved, false);
  end if;

  if payment_kind = 'initial' then
    update public.departures d set places_taken = d.places_taken + b.places where d.id = dep.id;
    update public.bookings x
       set status = 'confirmed', hold_expires_at = null, confirmed_at = now(), paid_cents = confirm_payment.amount_cents
     where x.id = b.id
    returning * into b;
    perform private.queue_booking_confirmation(b, clean_site);
  else
    update public.bookings x set paid_cents = x.paid_cents + confirm_payment.amount_cents
     where x.id = b.id
    returning * into b;
    perform private.queue_balance_receipt(b, confirm_payment.amount_cents, clean_site);
  end if;
  insert into public.payments
    (booking_id, provider, provider_reference, idempotency_key, amount_cents, currency, status, kind)
  values (b.id, clean_provider, clean_reference, clean_key, confirm_payment.amount_cents, clean_currency,
          'succeeded', payment_kind)
  returning * into saved;
  return private.payment_result(saved, false);
end
$$;

-- What a payment page needs to start a payment with the provider (service role: the shop's server, after it has
-- checked the visitor's key or session through get_booking). Null when nothing is due.
create function public.booking_payment_request(reference text) returns json
language sql
stable
security definer
set search_path = ''
as $$
  select case when private.amount_due(b) > 0 then json_build_object(
    'booking_id', b.id, 'reference', b.reference, 'amount_cents', private.amount_due(b), 'currency', b.currency,
    'kind', case when b.status = 'confirmed' then 'balance' else 'initial' end, 'email', b.billing ->> 'email',
    'lang', b.lang, 'hold_expires_at', b.hold_expires_at) end
    from public.bookings b
   where b.reference = upper(btrim(booking_payment_request.reference))
     and (b.status = 'confirmed' or b.details_saved_at is not null)
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- Balance reminders: once, two weeks before the balance is due (or at once when it is nearer), with a link to pay.
create function public.queue_balance_reminders(site_url text) returns int
language plpgsql
security definer
set search_path = ''
as $$
declare
  clean_site text := private.clean_site_url(queue_balance_reminders.site_url);
  b public.bookings;
  secret text;
  es boolean;
  sent int := 0;
begin
  for b in
    select * from public.bookings x
     where x.status = 'confirmed' and x.paid_cents < x.total_cents and x.balance_due_on is not null
       and x.balance_reminder_sent_at is null and x.balance_due_on <= current_date + 14
     order by x.balance_due_on
     for update skip locked
  loop
    es := b.lang = 'es';
    secret := private.issue_booking_key(b.id, 'email');
    perform private.queue_email(
      b.billing ->> 'email',
      case when es then 'Recordatorio: el resto de tu reserva ' else 'Reminder: the balance of your booking ' end
        || b.reference,
      concat_ws(E'\n\n',
        case when es then 'Hola ' else 'Hello ' end || coalesce(b.billing ->> 'first_name', '') || ',',
        case when es then 'Te recordamos que el resto de tu reserva, ' else 'A reminder that the balance of your booking, ' end
          || private.format_eur(b.total_cents - b.paid_cents, b.lang)
          || case when es then ', se paga antes del ' else ', is due by ' end
          || private.format_date(b.balance_due_on, b.lang) || '.',
        private.booking_summary(b),
        case when es then 'Paga el resto aquí:' else 'Pay the balance here:' end
          || E'\n' || private.booking_link(b, clean_site, 'payment', secret),
        private.shop_name()),
      'balance_reminder', jsonb_build_object('booking_id', b.id, 'reference', b.reference));
    update public.bookings x set balance_reminder_sent_at = now() where x.id = b.id;
    sent := sent + 1;
  end loop;
  return sent;
end
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- The built-in test payment provider's own books (what Stripe keeps on its side): each charge, and for a successful
-- one the signed event it owes the shop until the shop's webhook accepts it. Service role only.
create table public.test_payment_charges (
  id text primary key,
  booking_id uuid not null references public.bookings (id),
  amount_cents int not null check (amount_cents > 0),
  currency text not null,
  outcome text not null check (outcome in ('succeeded', 'declined', 'insufficient_funds')),
  card_last4 text not null check (card_last4 ~ '^[0-9]{4}$'),
  event_id text unique,
  delivered_at timestamptz,
  delivery_attempts int not null default 0,
  last_delivery_error text,
  created_at timestamptz not null default now(),
  check ((outcome = 'succeeded') = (event_id is not null))
);

alter table public.test_payment_charges enable row level security;

create index test_payment_charges_undelivered_idx on public.test_payment_charges (created_at)
  where event_id is not null and delivered_at is null;

create index test_payment_charges_booking_idx on public.test_payment_charges (booking_id);

create index payments_provider_reference_idx on public.payments (provider, provider_reference);

-- Executable by PUBLIC, as every function made before the least-privilege defaults was in the history this fold
-- replaces (docs/database.md): private has no USAGE for the API roles, so no API caller reaches them.
grant execute on function
  private.payment_result(public.payments,boolean)
to public;
