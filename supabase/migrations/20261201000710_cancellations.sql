-- After the sale: cancelling a booking at the fee of the trip's own table, and refunds, whether the shop asks
-- the payment provider for them (a cancellation) or the operator makes them in the provider's dashboard.
--
-- Today's fee is computed here and only here (private.cancellation_quote): the booking page shows it, the confirm
-- step checks the traveller saw the same refund, and the refund is planned from it. Every refund is a row per
-- provider refund, idempotent on the provider's refund id and on the shop's own refund id (sent to the provider as
-- its idempotency key); the refunds of a payment never exceed it, nor those of a booking what it paid. Lock order as
-- everywhere: the departure, then its booking.
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
