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

create function private.payment_result(payment public.payments, replayed boolean) returns json
language sql stable
set search_path = ''
as $$
  select json_build_object(
    'payment_id', payment.id, 'booking_id', b.id, 'reference', b.reference, 'booking_status', b.status,
    'payment_status', payment.status, 'amount_cents', payment.amount_cents, 'replayed', replayed)
    from public.bookings b where b.id = payment.booking_id
$$;

-- A trip's title and slug in a language, or in the other one when that translation is missing.
create function private.trip_text(p_trip_id int, p_lang text) returns public.trip_translations
language sql stable
set search_path = ''
as $$
  select tt.* from public.trip_translations tt
   where tt.trip_id = p_trip_id
   order by (tt.lang = p_lang) desc, tt.lang
   limit 1
$$;

-- The facts of a booking, one per line, in its language.
create function private.booking_summary(b public.bookings) returns text
language plpgsql stable
set search_path = ''
as $$
declare
  es boolean := b.lang = 'es';
  dep public.departures;
  title text;
  names text;
begin
  select * into dep from public.departures d where d.id = b.departure_id;
  title := (private.trip_text(dep.trip_id, b.lang)).title;
  select string_agg(btrim((p ->> 'first_name') || ' ' || (p ->> 'last_name')), ', ') into names
    from jsonb_array_elements(b.travellers) p;
  return concat_ws(E'\n',
    case when es then 'Referencia de la reserva: ' else 'Booking reference: ' end || b.reference,
    case when es then 'Viaje: ' else 'Trip: ' end || coalesce(title, ''),
    case when es then 'Fechas: ' else 'Dates: ' end
      || private.format_date(dep.start_date, b.lang) || ' – ' || private.format_date(dep.end_date, b.lang),
    case when es then 'Categoría: ' else 'Category: ' end || case dep.category
      when 'budget' then case when es then 'Económica' else 'Budget' end
      when 'premium' then 'Premium'
      else case when es then 'Estándar' else 'Standard' end end,
    case when es then 'Viajeros' else 'Travellers' end || ' (' || b.places || '): ' || coalesce(names, ''),
    case when es then 'Precio por persona: ' else 'Price per person: ' end
      || private.format_eur(coalesce(b.unit_price_cents, 0), b.lang)
      || case when b.discount_percent > 0
           then ' (' || case when es then 'antes ' else 'before ' end
                || private.format_eur(coalesce(b.list_unit_price_cents, 0), b.lang) || ', −' || b.discount_percent || '%)'
           else '' end,
    'Total: ' || private.format_eur(b.total_cents, b.lang),
    case when es then 'Pagado: ' else 'Paid: ' end || private.format_eur(b.paid_cents, b.lang),
    case when b.paid_cents < b.total_cents then
      case when es then 'Pendiente: ' else 'Balance: ' end || private.format_eur(b.total_cents - b.paid_cents, b.lang)
      || coalesce(case when es then ', a pagar antes del ' else ', due by ' end
                  || private.format_date(b.balance_due_on, b.lang), '')
    end);
end
$$;

create function private.trip_link(b public.bookings, site_url text) returns text
language sql stable
set search_path = ''
as $$
  select site_url || '/' || b.lang || '/travel/' || d.trip_id || '/' || (private.trip_text(d.trip_id, b.lang)).slug
    from public.departures d
   where d.id = b.departure_id
$$;

create function private.queue_booking_confirmation(b public.bookings, site_url text) returns void
language plpgsql
set search_path = ''
as $$
declare
  es boolean := b.lang = 'es';
  secret text := private.issue_booking_key(b.id, 'email');
  title text;
begin
  select (private.trip_text(d.trip_id, b.lang)).title into title from public.departures d where d.id = b.departure_id;
  perform private.queue_email(
    b.billing ->> 'email',
    case when es then 'Reserva confirmada: ' else 'Booking confirmed: ' end || title || ' (' || b.reference || ')',
    concat_ws(E'\n\n',
      case when es then 'Hola ' else 'Hello ' end || coalesce(b.billing ->> 'first_name', '') || ',',
      case when es then 'Gracias por reservar con nosotros. Tus plazas están confirmadas.'
           else 'Thank you for booking with us. Your places are confirmed.' end,
      private.booking_summary(b),
      case when es then 'Consulta tu reserva o paga el resto cuando quieras:'
           else 'See your booking or pay the balance at any time:' end
        || E'\n' || private.booking_link(b, site_url, 'checkout/success', secret),
      case when es then 'Condiciones de cancelación de tu viaje: ' else 'The cancellation terms of your trip: ' end
        || private.trip_link(b, site_url) || '#terms',
      case when es then '¡Hasta pronto!' else 'See you soon,' end || E'\n' || private.shop_name()),
    'booking_confirmation',
    jsonb_build_object('booking_id', b.id, 'reference', b.reference, 'lang', b.lang));
  perform private.queue_email(
    private.operator_email(),
    'New booking ' || b.reference || ': ' || title,
    concat_ws(E'\n\n',
      private.booking_summary(b),
      'Billing: ' || concat_ws(', ', b.billing ->> 'first_name', b.billing ->> 'last_name', b.billing ->> 'company',
        b.billing ->> 'street_address', b.billing ->> 'apartment', b.billing ->> 'postal_code', b.billing ->> 'city',
        b.billing ->> 'province', b.billing ->> 'country', b.billing ->> 'phone', b.billing ->> 'email'),
      'Notes: ' || coalesce(b.billing ->> 'order_notes', '-')),
    'booking_notice',
    jsonb_build_object('booking_id', b.id, 'reference', b.reference));
end
$$;

create function private.queue_balance_receipt(b public.bookings, amount int, site_url text) returns void
language plpgsql
set search_path = ''
as $$
declare
  es boolean := b.lang = 'es';
  secret text := private.issue_booking_key(b.id, 'email');
begin
  perform private.queue_email(
    b.billing ->> 'email',
    case when es then 'Pago recibido: ' else 'Payment received: ' end || b.reference,
    concat_ws(E'\n\n',
      case when es then 'Hola ' else 'Hello ' end || coalesce(b.billing ->> 'first_name', '') || ',',
      case when es then 'Hemos recibido tu pago de ' else 'We have received your payment of ' end
        || private.format_eur(amount, b.lang) || '.',
      private.booking_summary(b),
      private.booking_link(b, site_url, 'checkout/success', secret),
      private.shop_name()),
    'balance_receipt',
    jsonb_build_object('booking_id', b.id, 'reference', b.reference, 'amount_cents', amount));
  perform private.queue_email(
    private.operator_email(), 'Balance paid ' || b.reference || ': ' || private.format_eur(amount, 'en'),
    private.booking_summary(b), 'balance_notice', jsonb_build_object('booking_id', b.id, 'reference', b.reference));
end
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

create table public.refunds (
  id uuid primary key default gen_random_uuid(),
  booking_id uuid not null references public.bookings (id) on delete cascade,
  payment_id uuid not null references public.payments (id) on delete cascade,
  provider text not null,
  -- Null while the shop's request has not reached the provider yet.
  provider_refund_id text,
  amount_cents int not null check (amount_cents > 0),
  currency text not null,
  status text not null check (status in ('pending', 'succeeded', 'failed')),
  source text not null check (source in ('cancellation', 'provider')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (provider, provider_refund_id)
);
alter table public.refunds enable row level security;
grant select on public.refunds to authenticated;

create index refunds_booking_idx on public.refunds (booking_id);

create index refunds_unsent_idx on public.refunds (created_at) where status = 'pending' and provider_refund_id is null;

create trigger refunds_set_updated_at before update on public.refunds
  for each row execute function public.set_updated_at();

create policy "refunds: owner of the booking reads" on public.refunds
  for select to authenticated
  using (exists (select 1 from public.bookings b where b.id = booking_id and b.user_id = (select auth.uid())));

-- The fee of the tier that applies `days_before` departure (tiers furthest first, the last one from 0 days).
create function private.cancellation_fee_percent(fees jsonb, days_before int) returns int
language sql immutable
set search_path = ''
as $$
  select (tier ->> 'fee_percent')::numeric::int
    from jsonb_array_elements(fees) tier
   where (tier ->> 'from_days')::numeric::int <= greatest(days_before, 0)
   order by (tier ->> 'from_days')::numeric::int desc
   limit 1
$$;

-- What cancelling today costs and gives back: the fee is the tier's percent of the trip price; the refund is what was
-- paid (less refunds already made) beyond the fee, never below zero.
create function private.cancellation_quote(b public.bookings) returns json
language sql stable
set search_path = ''
as $$
  select json_build_object(
    'allowed', b.status = 'confirmed' and d.start_date > current_date,
    'reason', case when b.status = 'cancelled' then 'cancelled'
                   when b.status <> 'confirmed' then 'not_confirmed'
                   when d.start_date <= current_date then 'departed' end,
    'days_before', d.start_date - current_date,
    'fee_percent', q.fee_percent,
    'fee_cents', q.fee_cents,
    'refund_cents', greatest(0, b.paid_cents - b.refunded_cents - q.fee_cents))
    from public.departures d
    join public.trips t on t.id = d.trip_id
    cross join lateral (
      select p.pct as fee_percent, (round(b.total_cents * p.pct / 100.0))::int as fee_cents
        from (select coalesce(private.cancellation_fee_percent(t.cancellation_fees, d.start_date - current_date), 100) as pct) p
    ) q
   where d.id = b.departure_id
$$;

-- The refund of `amount` spread over the booking's payments, the newest first, each up to what is left of it.
create function private.plan_refunds(b public.bookings, amount int, p_source text) returns void
language plpgsql
set search_path = ''
as $$
declare
  remaining int := amount;
  pay record;
  take int;
begin
  for pay in
    select p.*, p.amount_cents - coalesce((select sum(r.amount_cents) from public.refunds r
                                            where r.payment_id = p.id and r.status <> 'failed'), 0)::int as left_cents
      from public.payments p
     where p.booking_id = b.id and p.status = 'succeeded'
     order by p.created_at desc, p.id
  loop
    exit when remaining <= 0;
    take := least(remaining, pay.left_cents);
    if take > 0 then
      insert into public.refunds (booking_id, payment_id, provider, amount_cents, currency, status, source)
      values (b.id, pay.id, pay.provider, take, pay.currency, 'pending', p_source);
      remaining := remaining - take;
    end if;
  end loop;
  if remaining > 0 then
    perform private.booking_error('refund_too_large', 'The refund is more than was paid');
  end if;
end
$$;

-- A refund as the shop's server sends it to the provider (what the payment's provider needs to refund it).
create function private.refund_request_json(r public.refunds) returns json
language sql stable
set search_path = ''
as $$
  select json_build_object(
    'refund_id', r.id, 'provider', r.provider, 'payment_reference', p.provider_reference,
    'amount_cents', r.amount_cents, 'currency', r.currency, 'booking_id', r.booking_id)
    from public.payments p where p.id = r.payment_id
$$;

-- The refunds of a booking the shop still has to send to the provider.
create function private.unsent_refunds_json(p_booking_id uuid) returns json
language sql stable
set search_path = ''
as $$
  select coalesce(json_agg(private.refund_request_json(r) order by r.created_at), '[]')
    from public.refunds r
   where r.booking_id = p_booking_id and r.status = 'pending' and r.provider_refund_id is null
$$;

-- The e-mails of a cancellation: to the traveller in their language, and to the operator.
create function private.queue_cancellation_emails(b public.bookings, refund int, site_url text) returns void
language plpgsql
set search_path = ''
as $$
declare
  es boolean := b.lang = 'es';
  title text;
begin
  select (private.trip_text(d.trip_id, b.lang)).title into title from public.departures d where d.id = b.departure_id;
  perform private.queue_email(
    b.billing ->> 'email',
    case when es then 'Reserva cancelada: ' else 'Booking cancelled: ' end || title || ' (' || b.reference || ')',
    concat_ws(E'\n\n',
      case when es then 'Hola ' else 'Hello ' end || coalesce(b.billing ->> 'first_name', '') || ',',
      case when b.cancelled_by = 'provider'
        then case when es then 'Hemos reembolsado tu reserva, que queda cancelada.' else 'Your booking has been refunded and is now cancelled.' end
        else case when es then 'Tu reserva ha sido cancelada.' else 'Your booking has been cancelled.' end end,
      case when es then 'Gastos de cancelación: ' else 'Cancellation fee: ' end
        || private.format_eur(coalesce(b.cancellation_fee_cents, 0), b.lang) || E'\n'
        || case when es then 'Reembolso: ' else 'Refund: ' end || private.format_eur(refund, b.lang)
        || case when refund > 0 and b.cancelled_by = 'traveller'
             then case when es then ' (lo verás en tu medio de pago en unos días)' else ' (back on your card within a few days)' end
             else '' end,
      private.booking_summary(b),
      case when es then 'Tu reserva:' else 'Your booking:' end
        || E'\n' || private.booking_page_link(b, site_url, private.issue_booking_key(b.id, 'email')),
      private.shop_name()),
    'booking_cancelled', jsonb_build_object('booking_id', b.id, 'reference', b.reference, 'lang', b.lang));
  perform private.queue_email(
    private.operator_email(),
    'Booking cancelled ' || b.reference || ': ' || coalesce(title, ''),
    concat_ws(E'\n\n',
      'Cancelled by ' || case when b.cancelled_by = 'provider' then 'a refund made at the payment provider' else 'the traveller' end
        || '. Places released: ' || b.places || '.',
      'Fee kept: ' || private.format_eur(coalesce(b.cancellation_fee_cents, 0), 'en') || E'\nRefund: ' || private.format_eur(refund, 'en'),
      private.booking_summary(b)),
    'booking_cancelled_notice', jsonb_build_object('booking_id', b.id, 'reference', b.reference));
end
$$;

-- A refund that did not go through: the booking stays as it is (cancelled, if it was), and the operator refunds by hand.
create function private.queue_refund_failure_notice(b public.bookings, r public.refunds, reason text) returns void
language sql
set search_path = ''
as $$
  select private.queue_email(private.operator_email(),
    'Refund failed ' || b.reference || ': ' || private.format_eur(r.amount_cents, 'en'),
    'The refund ' || r.id || ' of ' || private.format_eur(r.amount_cents, 'en') || ' (' || r.provider || ') did not go through: '
      || reason || E'.\nRefund it by hand in the provider''s dashboard; the shop records it from the provider''s event.\n\n'
      || private.booking_summary(b),
    'refund_failed', jsonb_build_object('booking_id', b.id, 'reference', b.reference, 'refund_id', r.id))
$$;

-- Cancels a confirmed booking at today's fee: the places go back at once, the refund is planned per payment (the
-- shop's server then sends it to the provider), both e-mails are queued. Called by the shop's server (service role)
-- after the visitor's key or session opened the booking. `expected_refund_cents` is the refund the traveller was
-- shown; a different one today (the fee changed at midnight) refuses, so nobody confirms a number they did not see.
-- Idempotent: a cancelled booking answers its cancellation again (replayed) and changes nothing.
create function public.cancel_booking(reference text, expected_refund_cents int, site_url text) returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  clean_site text := private.clean_site_url(cancel_booking.site_url);
  dep_id int;
  dep public.departures;
  b public.bookings;
  quote json;
  refund int;
begin
  select x.departure_id into dep_id from public.bookings x where x.reference = upper(btrim(coalesce(cancel_booking.reference, '')));
  if not found then
    perform private.booking_error('not_found', 'No booking matches this reference');
  end if;
  select * into dep from public.departures d where d.id = dep_id for update;
  select * into b from public.bookings x where x.reference = upper(btrim(cancel_booking.reference)) for update;
  if b.status = 'cancelled' then
    return json_build_object('reference', b.reference, 'booking_id', b.id, 'status', b.status, 'replayed', true,
      'refunds', private.unsent_refunds_json(b.id));
  end if;
  quote := private.cancellation_quote(b);
  if not (quote ->> 'allowed')::boolean then
    perform private.booking_error(case when quote ->> 'reason' = 'departed' then 'departed' else 'not_cancellable' end,
      case when quote ->> 'reason' = 'departed' then 'The trip has already started: it can no longer be cancelled here'
           else 'This booking cannot be cancelled' end);
  end if;
  refund := (quote ->> 'refund_cents')::int;
  if cancel_booking.expected_refund_cents is distinct from refund then
    perform private.booking_error('quote_changed', 'The refund has changed since it was shown: check it again');
  end if;
  update public.departures d set places_taken = greatest(0, d.places_taken - b.places) where d.id = dep.id;
  update public.bookings x
     set status = 'cancelled', cancelled_at = now(), cancelled_by = 'traveller',
         cancellation_fee_cents = least(x.paid_cents - x.refunded_cents, (quote ->> 'fee_cents')::int)
   where x.id = b.id
  returning * into b;
  if refund > 0 then
    perform private.plan_refunds(b, refund, 'cancellation');
  end if;
  perform private.queue_cancellation_emails(b, refund, clean_site);
  return json_build_object('reference', b.reference, 'booking_id', b.id, 'status', b.status, 'replayed', false,
    'refund_cents', refund, 'fee_cents', b.cancellation_fee_cents, 'refunds', private.unsent_refunds_json(b.id));
end
$$;

-- A refund as the provider states it: the answer to the shop's own request, or an event (a refund made in the
-- provider's dashboard, a refund that later failed, a dispute lost). Idempotent on the provider's refund id: the same
-- state again changes nothing. A refund of a payment the shop does not know is ignored (not a booking's: a course's).
-- A refund that would take more than the payment or the booking holds is refused and changes nothing. Once a
-- confirmed booking has been refunded in full, it is cancelled and its places go back, as a cancellation would.
create function public.record_refund(
  provider text,
  provider_refund_id text,
  payment_reference text,
  amount_cents int,
  currency text,
  status text,
  site_url text,
  refund_id uuid default null
) returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  clean_provider text := private.clean_text(record_refund.provider, 'provider', 40, true);
  clean_refund text := private.clean_text(record_refund.provider_refund_id, 'provider_refund_id', 200, true);
  clean_site text := private.clean_site_url(record_refund.site_url);
  pay public.payments;
  dep public.departures;
  b public.bookings;
  existing public.refunds;
  saved public.refunds;
  delta int;
  others int;
begin
  if record_refund.status is null or record_refund.status not in ('pending', 'succeeded', 'failed') then
    perform private.invalid('status must be pending, succeeded or failed');
  end if;
  if record_refund.amount_cents is null or record_refund.amount_cents <= 0 then
    perform private.invalid('amount_cents must be a positive number of cents');
  end if;
  select * into pay from public.payments p
   where p.provider = clean_provider and p.provider_reference = record_refund.payment_reference and p.status = 'succeeded'
   order by p.created_at limit 1;
  if not found then
    return json_build_object('ignored', 'not a booking payment');
  end if;
  select * into dep from public.departures d
   where d.id = (select x.departure_id from public.bookings x where x.id = pay.booking_id) for update;
  select * into b from public.bookings x where x.id = pay.booking_id for update;
  select * into pay from public.payments p where p.id = pay.id for update;

  select * into existing from public.refunds r
   where r.provider = clean_provider and r.provider_refund_id = clean_refund;
  if not found and record_refund.refund_id is not null then
    select * into existing from public.refunds r
     where r.id = record_refund.refund_id and r.payment_id = pay.id and r.provider_refund_id is null;
  end if;
  if existing.id is not null and existing.status = record_refund.status and existing.amount_cents = record_refund.amount_cents
     and existing.provider_refund_id is not distinct from clean_refund then
    return json_build_object('refund_id', existing.id, 'status', existing.status, 'booking_status', b.status,
      'reference', b.reference, 'refunded_cents', b.refunded_cents, 'replayed', true);
  end if;
  if record_refund.currency is null or upper(record_refund.currency) <> pay.currency then
    perform private.invalid('currency must be the payment''s, ' || pay.currency);
  end if;

  -- Never more than the payment: the other live refunds of this payment and this one together.
  select coalesce(sum(r.amount_cents), 0)::int into others from public.refunds r
   where r.payment_id = pay.id and r.status <> 'failed' and r.id is distinct from existing.id;
  if record_refund.status <> 'failed' and others + record_refund.amount_cents > pay.amount_cents then
    perform private.booking_error('refund_too_large',
      'A refund of ' || record_refund.amount_cents || ' cents is more than is left of the payment (' || (pay.amount_cents - others) || ')');
  end if;

  delta := case when record_refund.status = 'succeeded' then record_refund.amount_cents else 0 end
         - case when existing.status = 'succeeded' then existing.amount_cents else 0 end;
  if existing.id is null then
    insert into public.refunds (booking_id, payment_id, provider, provider_refund_id, amount_cents, currency, status, source)
    values (b.id, pay.id, clean_provider, clean_refund, record_refund.amount_cents, pay.currency, record_refund.status, 'provider')
    returning * into saved;
  else
    update public.refunds r
       set provider_refund_id = clean_refund, amount_cents = record_refund.amount_cents, status = record_refund.status
     where r.id = existing.id
    returning * into saved;
  end if;
  if delta <> 0 then
    update public.payments p set refunded_cents = p.refunded_cents + delta where p.id = pay.id;
    update public.bookings x set refunded_cents = x.refunded_cents + delta where x.id = b.id returning * into b;
  end if;

  if saved.status = 'failed' and existing.status is distinct from 'failed' then
    perform private.queue_refund_failure_notice(b, saved, 'the provider reports the refund ' || clean_refund || ' as failed');
  end if;
  if delta > 0 and b.status = 'confirmed' and b.refunded_cents >= b.paid_cents then
    -- Refunded in full outside the shop: the booking is cancelled and its places go back.
    update public.departures d set places_taken = greatest(0, d.places_taken - b.places) where d.id = dep.id;
    update public.bookings x
       set status = 'cancelled', cancelled_at = now(), cancelled_by = 'provider', cancellation_fee_cents = 0
     where x.id = b.id
    returning * into b;
    perform private.queue_cancellation_emails(b, b.refunded_cents, clean_site);
  elsif delta > 0 and saved.source = 'provider' then
    perform private.queue_email(
      b.billing ->> 'email',
      case when b.lang = 'es' then 'Reembolso de tu reserva ' else 'A refund on your booking ' end || b.reference,
      concat_ws(E'\n\n',
        case when b.lang = 'es' then 'Hola ' else 'Hello ' end || coalesce(b.billing ->> 'first_name', '') || ',',
        case when b.lang = 'es' then 'Te hemos reembolsado ' else 'We have refunded you ' end
          || private.format_eur(delta, b.lang) || '.',
        private.booking_summary(b),
        private.booking_page_link(b, clean_site, private.issue_booking_key(b.id, 'email')),
        private.shop_name()),
      'refund_notice', jsonb_build_object('booking_id', b.id, 'reference', b.reference, 'lang', b.lang));
    perform private.queue_email(private.operator_email(),
      'Partial refund ' || b.reference || ': ' || private.format_eur(delta, 'en'),
      private.booking_summary(b), 'refund_notice_operator', jsonb_build_object('booking_id', b.id, 'reference', b.reference));
  end if;
  return json_build_object('refund_id', saved.id, 'status', saved.status, 'booking_status', b.status,
    'reference', b.reference, 'refunded_cents', b.refunded_cents, 'replayed', false);
end
$$;

-- Refunds whose request to the provider has not been answered `older_than_seconds` after they were planned (the
-- server died in between): the scheduled job sends them again with the same idempotency key.
create function public.unsent_refunds(older_than_seconds int default 60) returns json
language sql stable
security definer
set search_path = ''
as $$
  select coalesce(json_agg(private.refund_request_json(r) order by r.created_at), '[]')
    from public.refunds r
   where r.status = 'pending' and r.provider_refund_id is null
     and r.created_at <= now() - make_interval(secs => greatest(coalesce(older_than_seconds, 60), 0))
$$;

-- The test provider's own books of refunds (what Stripe keeps): one per idempotency key, never more than the charge.
create table public.test_payment_refunds (
  id text primary key,
  charge_id text not null references public.test_payment_charges (id),
  amount_cents int not null check (amount_cents > 0),
  idempotency_key text not null unique,
  refund_id uuid,
  event_id text not null unique,
  delivered_at timestamptz,
  delivery_attempts int not null default 0,
  last_delivery_error text,
  created_at timestamptz not null default now()
);
alter table public.test_payment_refunds enable row level security;

create index test_payment_refunds_undelivered_idx on public.test_payment_refunds (created_at) where delivered_at is null;

-- A refund at the test provider: the same key gives the same refund back; more than is left of the charge is refused.
create function public.test_provider_refund(charge_id text, amount_cents int, idempotency_key text,
  refund_id uuid default null) returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  charge public.test_payment_charges;
  saved public.test_payment_refunds;
  taken int;
begin
  select * into charge from public.test_payment_charges c
   where c.id = test_provider_refund.charge_id and c.outcome = 'succeeded' for update;
  if not found then
    perform private.invalid('charge_id does not name a successful test charge');
  end if;
  select * into saved from public.test_payment_refunds r where r.idempotency_key = test_provider_refund.idempotency_key;
  if found then
    return row_to_json(saved);
  end if;
  select coalesce(sum(r.amount_cents), 0)::int into taken from public.test_payment_refunds r where r.charge_id = charge.id;
  if test_provider_refund.amount_cents is null or test_provider_refund.amount_cents <= 0
     or taken + test_provider_refund.amount_cents > charge.amount_cents then
    perform private.booking_error('refund_too_large', 'The refund is more than is left of the charge');
  end if;
  insert into public.test_payment_refunds (id, charge_id, amount_cents, idempotency_key, refund_id, event_id)
  values ('tre_' || substr(md5(gen_random_uuid()::text), 1, 24), charge.id, test_provider_refund.amount_cents,
          test_provider_refund.idempotency_key, test_provider_refund.refund_id,
          'tev_' || substr(md5(gen_random_uuid()::text), 1, 24))
  returning * into saved;
  return row_to_json(saved);
end
$$;

-- The provider refused the shop's refund request for good (not a passing fault): the refund is marked failed and the
-- operator is told, instead of being sent again every minute.
create function public.fail_refund(refund_id uuid, reason text) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  r public.refunds;
  b public.bookings;
begin
  update public.refunds x set status = 'failed'
   where x.id = fail_refund.refund_id and x.status = 'pending' and x.provider_refund_id is null
  returning * into r;
  if not found then
    return false;
  end if;
  select * into b from public.bookings x where x.id = r.booking_id;
  perform private.queue_refund_failure_notice(b, r, left(coalesce(fail_refund.reason, 'refused'), 500));
  return true;
end
$$;

-- After the sale (3/4): the final invoice of a booking, issued once it is paid in full, numbered in one series per
-- year with no number repeated or skipped: the counter row is taken in the same transaction as the payment that
-- completes the booking (concurrent payments wait for it in turn, and a payment rolled back gives its number back).
create table public.invoice_series (
  year int primary key check (year between 2000 and 2999),
  last_number int not null default 0 check (last_number >= 0)
);
alter table public.invoice_series enable row level security;

create table public.invoices (
  id uuid primary key default gen_random_uuid(),
  booking_id uuid not null unique references public.bookings (id) on delete cascade,
  number text not null unique,
  year int not null,
  sequence int not null check (sequence > 0),
  total_cents int not null check (total_cents >= 0),
  currency text not null,
  issued_at timestamptz not null default now(),
  unique (year, sequence)
);
alter table public.invoices enable row level security;
grant select on public.invoices to authenticated;

create policy "invoices: owner of the booking reads" on public.invoices
  for select to authenticated
  using (exists (select 1 from public.bookings b where b.id = booking_id and b.user_id = (select auth.uid())));

create function private.issue_final_invoice() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  invoice_year int := extract(year from now())::int;
  next_number int;
begin
  if exists (select 1 from public.invoices i where i.booking_id = new.id) then
    return new;
  end if;
  insert into public.invoice_series (year) values (invoice_year) on conflict (year) do nothing;
  update public.invoice_series s set last_number = s.last_number + 1
   where s.year = invoice_year
  returning s.last_number into next_number;
  insert into public.invoices (booking_id, number, year, sequence, total_cents, currency)
  values (new.id, invoice_year || '-' || lpad(next_number::text, 6, '0'), invoice_year, next_number, new.total_cents, new.currency);
  return new;
end
$$;

create trigger bookings_issue_final_invoice after update of paid_cents on public.bookings
  for each row when (new.status = 'confirmed' and new.paid_cents >= new.total_cents and old.paid_cents < new.total_cents)
  execute function private.issue_final_invoice();

-- Executable by PUBLIC, as every function made before the least-privilege defaults (20261123004000 in the history
-- this file folds) was: these are in private, where no API role has USAGE, so the grant reaches no API caller.
grant execute on function
  private.payment_result(public.payments,boolean),
  private.trip_text(integer,text),
  private.booking_summary(public.bookings),
  private.trip_link(public.bookings,text),
  private.queue_booking_confirmation(public.bookings,text),
  private.queue_balance_receipt(public.bookings,integer,text)
to public;
