-- Refunds as the payment provider reports them (one row per provider refund), the refunds the shop still has to ask
-- for, and the test provider's side of both.

-- A refund as the provider states it: the answer to the shop's own request, or an event (a refund made in the
-- provider's dashboard, a refund that later failed, a dispute lost). Idempotent on the provider's refund id: the same
-- state again changes nothing. A refund of a gift voucher's payment comes off the voucher (record_gift_voucher_refund);
-- one of a payment the shop does not know otherwise is ignored (a course's).
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
    -- A gift voucher's payment (supabase/migrations/*_gift_vouchers.sql), or ignored.
    return private.record_gift_voucher_refund(clean_provider, clean_refund, record_refund.payment_reference,
      record_refund.amount_cents, record_refund.currency, record_refund.status);
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
