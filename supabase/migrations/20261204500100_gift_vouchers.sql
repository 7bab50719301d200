-- Gift vouchers (docs/promotions.md#gift-vouchers): bought for an amount, activated only by the payment provider's
-- signed event, then a code with a balance that pays part of one booking or of several. The part a voucher pays is
-- written on the booking (bookings.voucher_code, voucher_cents, and total_cents net of it, by private.reprice_booking),
-- so the provider is asked for the rest and every e-mail, receipt and refund reads the same figures.
--
-- A voucher's balance is not a counter: it is its amount less what bookings that hold their places or were paid take
-- of it, computed under the voucher's row lock. A hold that ends unpaid and a cancelled booking give their part back
-- at once, and concurrent bookings queue on the lock, so the balance is never below zero.

-- 'GV-' + three groups of four characters without look-alikes (as booking references), about 60 bits.
create function public.new_voucher_code() returns text
language sql volatile
set search_path = ''
as $$
  select 'GV-' || string_agg(substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', 1 + floor(random() * 31)::int, 1)
                             || case when g in (4, 8) then '-' else '' end, '' order by g)
    from generate_series(1, 12) g
$$;

-- The table's default runs as whoever inserts: the shop's server and the operator's service role may.
grant execute on function public.new_voucher_code() to service_role;

-- What the shop sells: whole euros from 25 € to 2,000 €, a recipient's name and a message of bounded length; and what
-- a voucher always leaves to the card at checkout (the floor of private.promotion_floor_cents: a booking is confirmed
-- only by a payment). The purchase form, its checks and its terms read these, never their own copy.
create function public.gift_voucher_limits() returns json
language sql immutable
security definer
set search_path = ''
as $$
  select json_build_object('min_cents', 2500, 'max_cents', 200000, 'step_cents', 100, 'name_max_length', 80,
                           'message_max_length', 300, 'card_min_cents', private.promotion_floor_cents())
$$;

grant execute on function public.gift_voucher_limits() to anon, authenticated;

create table public.gift_vouchers (
  id uuid primary key default gen_random_uuid(),
  code text not null unique default public.new_voucher_code(),
  amount_cents int not null check (amount_cents > 0),
  currency text not null default 'EUR',
  -- pending until the provider's signed event; needs_review when a payment came that the voucher cannot take.
  status text not null default 'pending' check (status in ('pending', 'active', 'needs_review')),
  buyer_email text not null,
  recipient_name text,
  message text,
  lang text not null check (lang in ('en', 'es')),
  provider text,
  provider_reference text,
  idempotency_key text unique,
  note text,
  paid_at timestamptz,
  -- What the provider gave back of the payment (refunds not failed, gift_voucher_refunds): off the balance.
  refunded_cents int not null default 0 check (refunded_cents between 0 and amount_cents),
  created_at timestamptz not null default now(),
  -- Hashes of the two secrets that open a voucher: the buyer's payment and result pages (the key create_gift_voucher
  -- returns) and the PDF voucher (the key in the link of the e-mail its payment sends). Only the PDF shows the code.
  purchase_key_hash text unique,
  document_key_hash text unique
);

-- Personal data and bearer codes: nobody reads them through the API.
alter table public.gift_vouchers enable row level security;

-- The secret of a voucher's link, made as a booking's keys are (two random UUIDs, 64 hex digits), stored only as its hash.
create function private.new_voucher_key() returns text
language sql volatile
set search_path = ''
as $$ select replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') $$;

-- The balance left on a voucher for `p_except` (the booking being priced, whose own part is not counted): what was
-- paid for it, less what the provider gave back, less what bookings hold or took.
create function private.gift_voucher_balance(v public.gift_vouchers, p_except uuid) returns int
language sql stable
set search_path = ''
as $$
  select v.amount_cents - v.refunded_cents - coalesce(sum(b.voucher_cents), 0)::int
    from public.bookings b
   where b.voucher_code = v.code and b.id is distinct from p_except
     and ((b.status = 'held' and b.hold_expires_at > now()) or b.status = 'confirmed')
$$;

-- A purchase, before payment: called by the shop's server (service role) with the buyer's form. The code is only
-- told (e-mailed) once the voucher is paid.
create function public.create_gift_voucher(
  amount_cents int, buyer_email text, recipient_name text, message text, lang text
) returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  limits json := public.gift_voucher_limits();
  secret text := private.new_voucher_key();
  saved public.gift_vouchers;
begin
  if create_gift_voucher.amount_cents is null
     or create_gift_voucher.amount_cents not between (limits ->> 'min_cents')::int and (limits ->> 'max_cents')::int
     or create_gift_voucher.amount_cents % (limits ->> 'step_cents')::int <> 0 then
    perform private.booking_error('voucher_amount', 'The amount must be whole euros within the limits');
  end if;
  insert into public.gift_vouchers (amount_cents, buyer_email, recipient_name, message, lang, purchase_key_hash)
  values (create_gift_voucher.amount_cents,
          private.clean_email(create_gift_voucher.buyer_email, 'buyer_email'),
          private.clean_text(create_gift_voucher.recipient_name, 'recipient_name', (limits ->> 'name_max_length')::int, false),
          private.clean_text(create_gift_voucher.message, 'message', (limits ->> 'message_max_length')::int, false),
          private.clean_lang(create_gift_voucher.lang),
          private.key_hash(secret))
  returning * into saved;
  return json_build_object('id', saved.id, 'key', secret, 'amount_cents', saved.amount_cents, 'currency', saved.currency, 'lang', saved.lang);
end
$$;

-- The buyer's purchase as its payment and result pages show it (the purchase key opens it): where it stands, never
-- the code, which only the e-mail and its PDF carry. Null for an unknown voucher or a wrong key alike.
create function public.gift_voucher_purchase(voucher_id uuid, key text) returns json
language sql stable
security definer
set search_path = ''
as $$
  select json_build_object('id', g.id, 'status', g.status, 'amount_cents', g.amount_cents, 'currency', g.currency,
                           'lang', g.lang, 'buyer_email', g.buyer_email, 'recipient_name', g.recipient_name,
                           'message', g.message, 'paid_at', g.paid_at)
    from public.gift_vouchers g
   where g.id = gift_voucher_purchase.voucher_id and char_length(gift_voucher_purchase.key) <= 200
     and g.purchase_key_hash = private.key_hash(gift_voucher_purchase.key)
$$;

-- What the PDF voucher prints, for the holder of the e-mail's key, once the voucher is paid (active).
create function public.gift_voucher_document(voucher_id uuid, key text) returns json
language sql stable
security definer
set search_path = ''
as $$
  select json_build_object('code', g.code, 'amount_cents', g.amount_cents, 'currency', g.currency, 'lang', g.lang,
                           'recipient_name', g.recipient_name, 'message', g.message, 'paid_at', g.paid_at)
    from public.gift_vouchers g
   where g.id = gift_voucher_document.voucher_id and g.status = 'active' and char_length(gift_voucher_document.key) <= 200
     and g.document_key_hash = private.key_hash(gift_voucher_document.key)
$$;

-- The shop's server reads them for the buyer (service role); nobody else.
grant execute on function public.gift_voucher_purchase(uuid, text), public.gift_voucher_document(uuid, text) to service_role;

-- What is left on a voucher, for whoever holds its code (the shop's server asks, within a per-client limit, so nobody
-- guesses codes through it): null for no such code or one not paid yet, the same answer as checkout's voucher_unknown.
create function public.gift_voucher_balance_of(code text) returns json
language sql stable
security definer
set search_path = ''
as $$
  select json_build_object('amount_cents', g.amount_cents, 'balance_cents', greatest(private.gift_voucher_balance(g, null), 0),
         'currency', g.currency)
    from public.gift_vouchers g
   where g.code = upper(btrim(coalesce(gift_voucher_balance_of.code, ''))) and g.status = 'active'
     and char_length(gift_voucher_balance_of.code) <= 40
$$;

grant execute on function public.gift_voucher_balance_of(text) to service_role;

-- The PDF's address in the voucher's language, with its key, when the shop passed its addresses (document_links:
-- {"en": "https://shop/en/gift-vouchers/voucher.pdf", "es": "https://shop/es/tarjetas-regalo/voucher.pdf"}, built
-- from its one table of page paths).
create function private.voucher_document_link(links jsonb, v public.gift_vouchers, secret text) returns text
language sql immutable
set search_path = ''
as $$
  select base || '?voucher=' || v.id || '&key=' || secret
    from (select links ->> v.lang as base) l
   where base ~ '^https?://[A-Za-z0-9.:\[\]-]+/[A-Za-z0-9/._-]+$'
$$;

-- The provider's signed event for a voucher's payment (service role, from the webhook route). Idempotent on the
-- provider's payment; a payment the voucher cannot take is kept (needs_review) and the operator told, never lost.
create function public.confirm_gift_voucher(
  voucher_id uuid, provider text, provider_reference text, idempotency_key text, amount_cents int, currency text,
  document_links jsonb default null
) returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v public.gift_vouchers;
  clean_key text := private.clean_text(confirm_gift_voucher.idempotency_key, 'idempotency_key', 200, true);
  review text;
  es boolean;
  secret text := private.new_voucher_key();
  pdf text;
begin
  select * into v from public.gift_vouchers g where g.id = confirm_gift_voucher.voucher_id for update;
  if not found then
    perform private.invalid('voucher_id does not name a gift voucher');
  end if;
  if v.idempotency_key = clean_key then
    return json_build_object('id', v.id, 'status', v.status, 'replayed', true);
  end if;
  if v.status <> 'pending' then
    review := 'the voucher was already paid';
  elsif upper(confirm_gift_voucher.currency) <> v.currency or confirm_gift_voucher.amount_cents <> v.amount_cents then
    review := 'paid ' || confirm_gift_voucher.amount_cents || ' ' || upper(confirm_gift_voucher.currency)
      || ', the voucher is ' || v.amount_cents || ' ' || v.currency;
  end if;
  if review is not null then
    perform private.queue_email(
      private.operator_email(), 'Gift voucher payment needs review',
      'A payment (' || confirm_gift_voucher.provider || ' ' || coalesce(confirm_gift_voucher.provider_reference, '')
        || ') for gift voucher ' || v.id || ' was not applied: ' || review || E'.\nRefund it or apply it by hand.',
      'gift_voucher_review', jsonb_build_object('voucher_id', v.id));
    if v.status = 'pending' then
      update public.gift_vouchers g set status = 'needs_review', note = review, idempotency_key = clean_key,
             provider = confirm_gift_voucher.provider, provider_reference = confirm_gift_voucher.provider_reference
       where g.id = v.id;
    end if;
    return json_build_object('id', v.id, 'status', 'needs_review', 'replayed', false);
  end if;

  update public.gift_vouchers g
     set status = 'active', paid_at = now(), idempotency_key = clean_key, document_key_hash = private.key_hash(secret),
         provider = confirm_gift_voucher.provider, provider_reference = confirm_gift_voucher.provider_reference
   where g.id = v.id
  returning * into v;
  es := v.lang = 'es';
  pdf := private.voucher_document_link(confirm_gift_voucher.document_links, v, secret);
  perform private.queue_email(
    v.buyer_email,
    case when es then 'Tu tarjeta regalo: ' else 'Your gift voucher: ' end || private.format_eur(v.amount_cents, v.lang),
    concat_ws(E'\n',
      case when es then 'Gracias por tu compra.' else 'Thank you for your purchase.' end,
      case when v.recipient_name is not null then (case when es then 'Para: ' else 'For: ' end) || v.recipient_name end,
      (case when es then 'Código: ' else 'Code: ' end) || v.code,
      (case when es then 'Importe: ' else 'Amount: ' end) || private.format_eur(v.amount_cents, v.lang),
      v.message,
      case when es then 'Escribe el código al pagar una reserva; lo que no se use queda para la siguiente. No caduca.'
           else 'Enter the code at checkout; whatever is not used stays on it for the next booking. It does not expire.' end,
      case when pdf is not null then
        (case when es then 'Tu tarjeta regalo en PDF, para imprimirla o regalarla: ' else 'Your gift voucher as a PDF, to print or give: ' end)
        || pdf end),
    'gift_voucher', jsonb_build_object('voucher_id', v.id, 'lang', v.lang));
  return json_build_object('id', v.id, 'status', v.status, 'replayed', false);
end
$$;

-- Checkout: a voucher pays what it can of a held booking (its balance, up to the price less the floor of
-- private.promotion_floor_cents). Refusals: voucher_unknown (no such code, or not paid), voucher_empty,
-- voucher_already_applied; each changes nothing.
create function public.apply_gift_voucher(reference text, key text, code text) returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  b public.bookings := private.authorized_booking(apply_gift_voucher.reference, apply_gift_voucher.key);
  v public.gift_vouchers;
  balance int;
begin
  select * into b from public.bookings x where x.id = b.id for update;
  if b.status <> 'held' or b.hold_expires_at <= now() then
    perform private.booking_error('hold_expired', 'The hold on these places has ended');
  end if;
  if b.voucher_code is not null then
    perform private.booking_error('voucher_already_applied', 'This booking already has a gift voucher');
  end if;
  select * into v from public.gift_vouchers g
   where g.code = upper(btrim(coalesce(apply_gift_voucher.code, ''))) and g.status = 'active'
     for update;
  if not found then
    perform private.booking_error('voucher_unknown', 'No gift voucher matches');
  end if;
  balance := private.gift_voucher_balance(v, b.id);
  if balance <= 0 then
    perform private.booking_error('voucher_empty', 'This gift voucher has no balance left');
  end if;
  b.voucher_code := v.code;
  b.voucher_cents := balance;
  return private.booking_json(private.reprice_booking(b));
end
$$;

grant execute on function public.apply_gift_voucher(text,text,text) to anon, authenticated;

create function public.remove_gift_voucher(reference text, key text) returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  b public.bookings := private.authorized_booking(remove_gift_voucher.reference, remove_gift_voucher.key);
begin
  select * into b from public.bookings x where x.id = b.id for update;
  if b.status <> 'held' or b.hold_expires_at <= now() then
    perform private.booking_error('hold_expired', 'The hold on these places has ended');
  end if;
  b.voucher_code := null;
  b.voucher_cents := 0;
  return private.booking_json(private.reprice_booking(b));
end
$$;

grant execute on function public.remove_gift_voucher(text,text) to anon, authenticated;

-- For confirm_payment (after its departure and booking locks): a payment that comes after its hold ended finds the
-- code's uses or the voucher's balance perhaps taken by other bookings meanwhile; it is then kept for review rather
-- than applied, so no limit is passed and no balance goes below zero.
create function private.price_taken_meanwhile(b public.bookings) returns boolean
language plpgsql
set search_path = ''
as $$
declare
  p public.promotion_codes;
  v public.gift_vouchers;
begin
  if b.promotion_code is not null then
    select * into p from public.promotion_codes c where c.code = b.promotion_code for update;
    if p.max_uses is not null and private.promotion_uses(p.id, b.id, null, null) >= p.max_uses then
      return true;
    end if;
  end if;
  if b.voucher_code is not null then
    select * into v from public.gift_vouchers g where g.code = b.voucher_code for update;
    if private.gift_voucher_balance(v, b.id) < b.voucher_cents then
      return true;
    end if;
  end if;
  return false;
end
$$;

-- Refunds of a voucher's payment, as the provider reports them (a refund made in its dashboard, or one that later
-- failed): one row per provider refund, so the same event again changes nothing.
create table public.gift_voucher_refunds (
  id uuid primary key default gen_random_uuid(),
  voucher_id uuid not null references public.gift_vouchers (id),
  provider text not null,
  provider_refund_id text not null,
  amount_cents int not null check (amount_cents > 0),
  currency text not null,
  status text not null check (status in ('pending', 'succeeded', 'failed')),
  created_at timestamptz not null default now(),
  unique (provider, provider_refund_id)
);

-- The provider's books: nobody reads them through the API.
alter table public.gift_voucher_refunds enable row level security;

-- A refund of a gift voucher's payment (called by public.record_refund for a payment that is not a booking's). Money
-- on its way back (pending) or back (succeeded) comes off the voucher's balance at once, so a refunded voucher cannot
-- pay a booking; a refund that fails gives it back. Never more than was paid. The buyer is told in their language and
-- the operator is e-mailed, with a warning when bookings had already used more than is left (the refund took back
-- money that paid them). A payment that is no voucher's either is ignored, as before.
create function private.record_gift_voucher_refund(
  p_provider text, p_refund text, p_reference text, p_amount int, p_currency text, p_status text
) returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v public.gift_vouchers;
  existing public.gift_voucher_refunds;
  saved public.gift_voucher_refunds;
  others int;
  taken int;
  used int;
  es boolean;
begin
  select * into v from public.gift_vouchers g
   where g.provider = p_provider and g.provider_reference = p_reference
   order by g.created_at limit 1
     for update;
  if not found then
    return json_build_object('ignored', 'not a booking payment');
  end if;
  select * into existing from public.gift_voucher_refunds r where r.provider = p_provider and r.provider_refund_id = p_refund;
  if existing.id is not null and existing.status = p_status and existing.amount_cents = p_amount then
    return json_build_object('voucher_id', v.id, 'refund_id', existing.id, 'status', existing.status,
      'refunded_cents', v.refunded_cents, 'replayed', true);
  end if;
  if p_currency is null or upper(p_currency) <> v.currency then
    perform private.invalid('currency must be the payment''s, ' || v.currency);
  end if;
  select coalesce(sum(r.amount_cents), 0)::int into others from public.gift_voucher_refunds r
   where r.voucher_id = v.id and r.status <> 'failed' and r.id is distinct from existing.id;
  if p_status <> 'failed' and others + p_amount > v.amount_cents then
    perform private.booking_error('refund_too_large',
      'A refund of ' || p_amount || ' cents is more than is left of the payment (' || (v.amount_cents - others) || ')');
  end if;
  if existing.id is null then
    insert into public.gift_voucher_refunds (voucher_id, provider, provider_refund_id, amount_cents, currency, status)
    values (v.id, p_provider, p_refund, p_amount, v.currency, p_status)
    returning * into saved;
  else
    update public.gift_voucher_refunds r set amount_cents = p_amount, status = p_status where r.id = existing.id
    returning * into saved;
  end if;
  taken := others + case when saved.status <> 'failed' then saved.amount_cents else 0 end;
  update public.gift_vouchers g set refunded_cents = taken where g.id = v.id returning * into v;

  if v.status = 'active' and (existing.id is null or existing.status = 'failed' or saved.status = 'failed') then
    es := v.lang = 'es';
    used := v.amount_cents - v.refunded_cents - private.gift_voucher_balance(v, null);
    perform private.queue_email(
      v.buyer_email,
      case when es then 'Reembolso de tu tarjeta regalo' else 'A refund on your gift voucher' end,
      concat_ws(E'\n\n',
        case when saved.status = 'failed' and es then 'El reembolso de ' || private.format_eur(saved.amount_cents, v.lang) || ' de tu tarjeta regalo no se ha podido hacer: ese importe vuelve a la tarjeta.'
             when saved.status = 'failed' then 'The refund of ' || private.format_eur(saved.amount_cents, v.lang) || ' on your gift voucher could not be made: that amount is back on the voucher.'
             when es then 'Te hemos reembolsado ' || private.format_eur(saved.amount_cents, v.lang) || ' de tu tarjeta regalo.'
             else 'We have refunded you ' || private.format_eur(saved.amount_cents, v.lang) || ' of your gift voucher.' end,
        (case when es then 'Saldo de la tarjeta: ' else 'Balance left on the voucher: ' end)
          || private.format_eur(greatest(v.amount_cents - v.refunded_cents - used, 0), v.lang),
        private.shop_name()),
      'gift_voucher_refund', jsonb_build_object('voucher_id', v.id, 'lang', v.lang));
    perform private.queue_email(private.operator_email(),
      'Gift voucher refund ' || saved.status || ': ' || private.format_eur(saved.amount_cents, 'en'),
      concat_ws(E'\n',
        'Voucher ' || v.id || ' (' || private.format_eur(v.amount_cents, 'en') || ', bought by ' || v.buyer_email || ')',
        'Refunded so far: ' || private.format_eur(v.refunded_cents, 'en') || '; used by bookings: ' || private.format_eur(used, 'en'),
        case when used > v.amount_cents - v.refunded_cents then
          'Warning: bookings had already used ' || private.format_eur(used - (v.amount_cents - v.refunded_cents), 'en')
            || ' more than the refunds left on the voucher. Review those bookings.' end),
      'gift_voucher_refund_operator', jsonb_build_object('voucher_id', v.id));
  end if;
  return json_build_object('voucher_id', v.id, 'refund_id', saved.id, 'status', saved.status,
    'refunded_cents', v.refunded_cents, 'replayed', false);
end
$$;

-- The daily job: purchases never paid are forgotten, with the buyer's address and message, 30 days after they were
-- started. No payment can still come for one by then (a Stripe Checkout session ends within a day, the test provider
-- charges at once; the slowest bank debits settle within two weeks); one that was paid, or whose payment is kept for
-- review, is never touched.
create function public.sweep_gift_vouchers() returns int
language sql
security definer
set search_path = ''
as $$
  with gone as (
    delete from public.gift_vouchers g
     where g.status = 'pending' and g.paid_at is null and g.provider_reference is null
       and g.created_at < now() - interval '30 days'
    returning 1
  )
  select count(*)::int from gone
$$;
