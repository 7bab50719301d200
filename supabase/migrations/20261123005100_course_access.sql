-- Who may watch what in the video course library (issue 12).
--
-- Entitlements decide: a course bought once (kind 'course'), a lifetime pass, or a monthly / annual subscription
-- that gives access until its current period ends. They are written only by the payment functions below, which
-- only the shop's server (service role) calls from the payment provider's signed webhook. A learner reads their own.
-- A lesson's video: free previews of published courses are public files; every other lesson lives in the private
-- `course-videos` bucket and is reached only through a short-lived signed URL the shop's server makes after
-- course_lesson_video() has said yes for the signed-in caller.

create table public.course_entitlements (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  kind text not null check (kind in ('course', 'monthly', 'annual', 'lifetime')),
  course_id int references public.courses (id) on delete cascade,
  -- Subscriptions: 'past_due' after a failed renewal, 'cancelled' once it will not renew. Access follows
  -- current_period_end whatever the status: a cancelled subscription keeps its paid period.
  status text not null default 'active' check (status in ('active', 'past_due', 'cancelled')),
  current_period_end timestamptz,
  cancel_at_period_end boolean not null default false,
  provider text not null,
  -- The provider's payment (course, lifetime) or subscription (monthly, annual).
  provider_reference text not null,
  -- When the status last changed by the provider's clock: an older event never overwrites a newer one.
  status_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((kind = 'course') = (course_id is not null)),
  check ((kind in ('monthly', 'annual')) = (current_period_end is not null)),
  unique (provider, provider_reference)
);
create index course_entitlements_user_idx on public.course_entitlements (user_id);
alter table public.course_entitlements enable row level security;
create policy "course_entitlements: own" on public.course_entitlements
  for select to authenticated using (user_id = (select auth.uid()));
grant select on public.course_entitlements to authenticated;

-- What a learner is paying for, before and after the provider confirms it. An order is a money record: it stays,
-- without its user, when the account is deleted.
create table public.course_orders (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete set null,
  plan_id int not null references public.subscription_plans (id),
  kind text not null check (kind in ('course', 'monthly', 'annual', 'lifetime')),
  course_id int references public.courses (id) on delete set null,
  amount_cents int not null check (amount_cents > 0),
  currency text not null default 'EUR',
  lang text not null default 'en' check (lang in ('en', 'es')),
  -- 'review': a payment arrived that could not fulfil the order (see course_payments); the operator settles it.
  status text not null default 'pending' check (status in ('pending', 'paid', 'review')),
  provider text,
  provider_reference text,
  created_at timestamptz not null default now(),
  paid_at timestamptz
);
create index course_orders_user_idx on public.course_orders (user_id, created_at desc);
alter table public.course_orders enable row level security;
create policy "course_orders: own" on public.course_orders
  for select to authenticated using (user_id = (select auth.uid()));
grant select on public.course_orders to authenticated;

-- Every payment the provider reports for an order, one row per provider payment: 'succeeded' when it fulfilled the
-- order, 'needs_review' when it was kept without giving access (another amount or currency, an order already paid,
-- a learner who already had what it buys, an account deleted since) and the operator was e-mailed to refund it.
-- Nothing paid is ever dropped. Read by the operator only.
create table public.course_payments (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references public.course_orders (id),
  provider text not null,
  provider_reference text not null,
  idempotency_key text not null unique,
  -- The provider's subscription this first payment started (monthly, annual): its later events find it here even
  -- when the payment gave no access.
  subscription_reference text,
  amount_cents int not null,
  currency text not null,
  status text not null check (status in ('succeeded', 'needs_review')),
  note text,
  created_at timestamptz not null default now(),
  unique (provider, provider_reference)
);
create index course_payments_order_idx on public.course_payments (order_id);
alter table public.course_payments enable row level security;

-- Subscription events already applied (provider, event id): a replayed event changes nothing.
create table public.course_subscription_events (
  provider text not null,
  event_id text not null,
  subscription_reference text not null,
  type text not null,
  occurred_at timestamptz not null,
  applied_at timestamptz not null default now(),
  primary key (provider, event_id)
);
alter table public.course_subscription_events enable row level security;

-- Whether a user may watch the paid lessons of a course now.
create or replace function private.has_course_access(p_user uuid, p_course_id int) returns boolean
language sql stable
set search_path = ''
as $$
  select p_user is not null
     and exists (select 1 from public.courses c where c.id = p_course_id and c.published and not c.coming_soon)
     and exists (
       select 1 from public.course_entitlements e
        where e.user_id = p_user
          and (e.kind = 'lifetime'
               or (e.kind = 'course' and e.course_id = p_course_id)
               or (e.kind in ('monthly', 'annual') and e.current_period_end > now()))
     )
$$;

-- Whether a user already has what a plan of this kind (and course) gives: lifetime, that course, or a subscription
-- that still runs and renews. Buying it again is refused (start_course_order) and paying it again is kept for review
-- (confirm_course_order).
create or replace function private.already_has(p_user uuid, p_kind text, p_course_id int) returns boolean
language sql stable
set search_path = ''
as $$
  select exists (
    select 1 from public.course_entitlements e
     where e.user_id = p_user
       and (e.kind = 'lifetime'
            or (p_kind = 'course' and e.kind = 'course' and e.course_id = p_course_id)
            or (p_kind in ('monthly', 'annual') and e.kind in ('monthly', 'annual')
                and e.current_period_end > now() and e.status <> 'cancelled')))
$$;

-- One learner's course money is settled one transaction at a time, and before any of their rows is locked:
-- confirm_course_order and delete_my_account both start here, so they queue instead of deadlocking.
create or replace function private.lock_learner(p_user uuid) returns void
language sql
set search_path = ''
as $$
  select pg_advisory_xact_lock(hashtextextended('course-access:' || p_user::text, 0))
$$;

-- For the caller (anon: always false): may they watch every lesson of the course?
create or replace function public.course_access(course_id int) returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select private.has_course_access((select auth.uid()), course_access.course_id)
$$;
grant execute on function public.course_access(int) to anon, authenticated, service_role;

-- The video of a lesson the caller may watch: {path, free, course_id}, or null. A paid lesson's path names an
-- object of the private bucket; only the shop's server can turn it into a (signed, short-lived) URL.
create or replace function public.course_lesson_video(lesson_id int) returns json
language sql stable
security definer
set search_path = ''
as $$
  select json_build_object('path', l.video_url, 'free', l.free_preview, 'course_id', l.course_id)
    from public.course_lessons l
    join public.courses c on c.id = l.course_id
   where l.id = course_lesson_video.lesson_id and c.published and l.video_url is not null
     and (l.free_preview or private.has_course_access((select auth.uid()), l.course_id))
$$;
grant execute on function public.course_lesson_video(int) to anon, authenticated, service_role;

-- The caller's orders start here: the price is the plan's, never a number from the browser. Refused when the
-- caller already has what the plan gives, or the course is not on sale.
create or replace function public.start_course_order(plan_id int, lang text default 'en') returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  plan public.subscription_plans;
  new_order public.course_orders;
begin
  if me is null then
    raise exception using errcode = '42501', message = 'sign in to buy a course';
  end if;
  if not private.take_rate_limit('course-order:user:' || me, 20, interval '10 minutes') then
    raise exception using errcode = 'PT429', message = 'too many orders; try again in a few minutes';
  end if;
  select * into plan from public.subscription_plans p where p.id = start_course_order.plan_id and p.active;
  if not found then
    perform private.invalid('plan_id does not name a plan on sale');
  end if;
  if plan.kind = 'course' and not exists (
    select 1 from public.courses c where c.id = plan.course_id and c.published and not c.coming_soon
  ) then
    raise exception using errcode = '22023', message = 'the course is not on sale yet', hint = 'not_on_sale';
  end if;
  if private.already_has(me, plan.kind, plan.course_id) then
    raise exception using errcode = '22023', message = 'you already have this', hint = 'already_owned';
  end if;
  insert into public.course_orders (user_id, plan_id, kind, course_id, amount_cents, lang)
  values (me, plan.id, plan.kind, plan.course_id, plan.price_cents, private.clean_lang(start_course_order.lang))
  returning * into new_order;
  return json_build_object('order_id', new_order.id, 'kind', new_order.kind, 'course_id', new_order.course_id,
    'amount_cents', new_order.amount_cents, 'currency', new_order.currency);
end
$$;
grant execute on function public.start_course_order(int, text) to authenticated, service_role;

-- The order a provider may charge: what the shop's server needs to start a payment (service role).
create or replace function public.course_order_request(order_id uuid) returns json
language sql stable
security definer
set search_path = ''
as $$
  select json_build_object('order_id', o.id, 'user_id', o.user_id, 'kind', o.kind, 'course_id', o.course_id,
           'plan_id', o.plan_id, 'amount_cents', o.amount_cents, 'currency', o.currency, 'lang', o.lang,
           'status', o.status, 'email', u.email)
    from public.course_orders o join auth.users u on u.id = o.user_id
   where o.id = course_order_request.order_id
$$;
revoke execute on function public.course_order_request(uuid) from public, anon, authenticated;
grant execute on function public.course_order_request(uuid) to service_role;

-- Fulfilment of a paid order, from the provider's signed event only (service role). Idempotent on the provider's
-- payment: the same event replayed changes nothing. A payment that cannot fulfil its order (another amount or
-- currency, an order already paid by another payment, a learner who already has what the order gives, an account
-- deleted since the order) is kept as 'needs_review' and the operator is e-mailed to refund it: the provider's
-- money is recorded either way, and the webhook answers 200. Subscriptions start with the provider's period end.
create or replace function public.confirm_course_order(
  order_id uuid,
  provider text,
  provider_reference text,
  idempotency_key text,
  amount_cents int,
  currency text,
  subscription_reference text default null,
  period_end timestamptz default null
) returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  o public.course_orders;
  previous public.course_payments;
  saved public.course_payments;
  clean_currency text := upper(trim(coalesce(confirm_course_order.currency, '')));
  review text;
  reference text;
  ends timestamptz;
begin
  if nullif(trim(confirm_course_order.provider), '') is null or nullif(trim(confirm_course_order.provider_reference), '') is null
     or nullif(trim(confirm_course_order.idempotency_key), '') is null or confirm_course_order.amount_cents is null
     or confirm_course_order.amount_cents <= 0 or clean_currency !~ '^[A-Z]{3}$' then
    perform private.invalid('provider, provider_reference, idempotency_key, a positive amount_cents and a currency are required');
  end if;
  -- One learner's payments are settled one at a time, the learner's lock before the order's row: two orders for the
  -- same course paid at the same moment (two tabs, two webhooks) would otherwise both see no access yet and both
  -- grant it. The order is read again under the lock (the account may have been deleted meanwhile).
  select * into o from public.course_orders x where x.id = confirm_course_order.order_id;
  if not found then
    perform private.invalid('order_id does not name an order');
  end if;
  if o.user_id is not null then
    perform private.lock_learner(o.user_id);
  end if;
  select * into o from public.course_orders x where x.id = confirm_course_order.order_id for update;
  select * into previous from public.course_payments p
   where p.idempotency_key = confirm_course_order.idempotency_key
      or (p.provider = confirm_course_order.provider and p.provider_reference = confirm_course_order.provider_reference);
  if found then
    if previous.order_id <> o.id then
      perform private.invalid('this payment was already recorded for another order');
    end if;
    return json_build_object('order_id', o.id, 'status', o.status, 'payment_status', previous.status, 'replayed', true);
  end if;

  if clean_currency <> o.currency then
    review := 'paid in ' || clean_currency || ', the order is in ' || o.currency;
  elsif confirm_course_order.amount_cents <> o.amount_cents then
    review := 'paid ' || confirm_course_order.amount_cents || ' cents, the order is for ' || o.amount_cents;
  elsif o.status = 'paid' then
    review := 'the order was already paid by ' || coalesce(o.provider_reference, 'another payment');
  elsif o.status = 'review' then
    review := 'the order already has a payment under review';
  elsif o.user_id is null then
    review := 'the account was deleted after ordering';
  elsif private.already_has(o.user_id, o.kind, o.course_id) then
    review := 'the learner already has what this order gives (another order was paid first)';
  end if;

  if review is not null then
    insert into public.course_payments
      (order_id, provider, provider_reference, idempotency_key, subscription_reference, amount_cents, currency, status, note)
    values (o.id, confirm_course_order.provider, confirm_course_order.provider_reference, confirm_course_order.idempotency_key,
            confirm_course_order.subscription_reference, confirm_course_order.amount_cents, clean_currency, 'needs_review', review)
    returning * into saved;
    -- The learner's payment page then says the payment arrived and is being checked, instead of offering to pay again.
    update public.course_orders x set status = 'review' where x.id = o.id and x.status = 'pending'
    returning * into o;
    if not found then
      select * into o from public.course_orders x where x.id = confirm_course_order.order_id;
    end if;
    perform private.queue_email(
      private.operator_email(), 'Course payment needs review: order ' || o.id,
      'A payment of ' || confirm_course_order.amount_cents || ' ' || clean_currency || ' (' || confirm_course_order.provider
        || ' ' || confirm_course_order.provider_reference
        || coalesce(', subscription ' || confirm_course_order.subscription_reference, '') || ') was received for course order '
        || o.id || ' (' || o.kind || coalesce(', course ' || o.course_id, '') || ', ' || o.amount_cents || ' ' || o.currency
        || coalesce(', ' || (select u.email from auth.users u where u.id = o.user_id), ', account deleted')
        || ') but gave no access: ' || review || E'.\nRefund it (and cancel the subscription, if any) or grant access by hand.',
      'course_payment_review', jsonb_build_object('order_id', o.id, 'course_payment_id', saved.id));
    return json_build_object('order_id', o.id, 'status', o.status, 'payment_status', 'needs_review', 'replayed', false);
  end if;

  if o.kind in ('monthly', 'annual') then
    reference := coalesce(confirm_course_order.subscription_reference, confirm_course_order.provider_reference);
    ends := coalesce(confirm_course_order.period_end,
      now() + case o.kind when 'monthly' then interval '1 month' else interval '1 year' end);
  else
    reference := confirm_course_order.provider_reference;
  end if;
  update public.course_orders x
     set status = 'paid', paid_at = now(), provider = confirm_course_order.provider,
         provider_reference = confirm_course_order.provider_reference
   where x.id = o.id;
  insert into public.course_payments
    (order_id, provider, provider_reference, idempotency_key, subscription_reference, amount_cents, currency, status)
  values (o.id, confirm_course_order.provider, confirm_course_order.provider_reference, confirm_course_order.idempotency_key,
          confirm_course_order.subscription_reference, confirm_course_order.amount_cents, clean_currency, 'succeeded');
  insert into public.course_entitlements (user_id, kind, course_id, current_period_end, provider, provider_reference)
  values (o.user_id, o.kind, o.course_id, ends, confirm_course_order.provider, reference)
  on conflict on constraint course_entitlements_provider_provider_reference_key do update
     set current_period_end = greatest(public.course_entitlements.current_period_end, excluded.current_period_end),
         updated_at = now();
  perform private.queue_email(
    (select u.email from auth.users u where u.id = o.user_id),
    case o.lang when 'es' then 'Tu acceso a los cursos está listo' else 'Your course access is ready' end,
    case o.lang
      when 'es' then 'Gracias por tu compra (' || private.format_eur(o.amount_cents, 'es') || '). Ya puedes ver las lecciones desde Mi cuenta.'
      else 'Thank you for your purchase (' || private.format_eur(o.amount_cents, 'en') || '). Your lessons are waiting in My Account.'
    end,
    'course_purchase', json_build_object('order_id', o.id, 'kind', o.kind, 'course_id', o.course_id)::jsonb);
  return json_build_object('order_id', o.id, 'status', 'paid', 'payment_status', 'succeeded', 'replayed', false);
end
$$;
revoke execute on function public.confirm_course_order(uuid, text, text, text, int, text, text, timestamptz) from public, anon, authenticated;
grant execute on function public.confirm_course_order(uuid, text, text, text, int, text, text, timestamptz) to service_role;

-- A subscription's later life, from the provider's signed events (service role): 'renewed' (a period paid; its end
-- only ever moves forward), 'payment_failed' (past due; access ends with the paid period), 'cancelled' (will not
-- renew; access until the period end). Replays change nothing; an event older than the status already recorded
-- does not change the status (out of order delivery). An event for a subscription the shop does not know yet is
-- refused with SQLSTATE PT503, so the provider sends it again later.
create or replace function public.apply_subscription_event(
  provider text,
  event_id text,
  subscription_reference text,
  type text,
  occurred_at timestamptz,
  period_end timestamptz default null
) returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  e public.course_entitlements;
  p alias for provider;
  newer boolean;
begin
  if type not in ('renewed', 'payment_failed', 'cancelled') then
    perform private.invalid('type must be renewed, payment_failed or cancelled');
  end if;
  if occurred_at is null or event_id is null or subscription_reference is null then
    perform private.invalid('event_id, subscription_reference and occurred_at are required');
  end if;
  if type = 'renewed' and period_end is null then
    perform private.invalid('a renewal needs its period_end');
  end if;
  if exists (select 1 from public.course_subscription_events x where x.provider = p and x.event_id = apply_subscription_event.event_id) then
    return json_build_object('replayed', true);
  end if;
  select * into e from public.course_entitlements x
   where x.provider = p and x.provider_reference = apply_subscription_event.subscription_reference
     and x.kind in ('monthly', 'annual')
   for update;
  if not found then
    -- A subscription whose first payment was kept for review gave no access: its events are recorded and the
    -- operator hears of any further money it takes (the shop also asked the provider to stop its renewals).
    if exists (select 1 from public.course_payments x where x.provider = p and x.status = 'needs_review'
                  and x.subscription_reference = apply_subscription_event.subscription_reference) then
      insert into public.course_subscription_events (provider, event_id, subscription_reference, type, occurred_at)
      values (p, apply_subscription_event.event_id, apply_subscription_event.subscription_reference, type,
              apply_subscription_event.occurred_at);
      if type = 'renewed' then
        perform private.queue_email(
          private.operator_email(), 'Course subscription under review renewed: ' || apply_subscription_event.subscription_reference,
          'The subscription ' || apply_subscription_event.subscription_reference || ' (' || p || ') renewed, but its first'
            || E' payment was kept for review and it gives no access.\nRefund the renewal and end the subscription.',
          'course_payment_review', jsonb_build_object('subscription_reference', apply_subscription_event.subscription_reference));
      end if;
      return json_build_object('replayed', false, 'status', 'under_review');
    end if;
    raise exception using errcode = 'PT503', message = 'unknown subscription; send the event again later';
  end if;
  newer := apply_subscription_event.occurred_at >= e.status_at;
  if type = 'renewed' then
    update public.course_entitlements x
       set current_period_end = greatest(x.current_period_end, apply_subscription_event.period_end),
           status = case when newer and x.status <> 'cancelled' then 'active' else x.status end,
           status_at = case when newer and x.status <> 'cancelled' then apply_subscription_event.occurred_at else x.status_at end,
           updated_at = now()
     where x.id = e.id;
  elsif type = 'payment_failed' then
    update public.course_entitlements x
       set status = case when newer and x.status = 'active' then 'past_due' else x.status end,
           status_at = case when newer and x.status = 'active' then apply_subscription_event.occurred_at else x.status_at end,
           updated_at = now()
     where x.id = e.id;
  else
    update public.course_entitlements x
       set status = 'cancelled', cancel_at_period_end = true,
           status_at = greatest(x.status_at, apply_subscription_event.occurred_at), updated_at = now()
     where x.id = e.id;
  end if;
  insert into public.course_subscription_events (provider, event_id, subscription_reference, type, occurred_at)
  values (p, apply_subscription_event.event_id, apply_subscription_event.subscription_reference, type,
          apply_subscription_event.occurred_at);
  select * into e from public.course_entitlements x where x.id = e.id;
  return json_build_object('replayed', false, 'status', e.status, 'current_period_end', e.current_period_end);
end
$$;
revoke execute on function public.apply_subscription_event(text, text, text, text, timestamptz, timestamptz) from public, anon, authenticated;
grant execute on function public.apply_subscription_event(text, text, text, text, timestamptz, timestamptz) to service_role;

-- Whether the signed-in user has a course subscription the provider may still charge (not cancelled, whatever its
-- period: a past-due one is still being retried). Deleting the account waits for it to be cancelled, or the
-- learner would go on paying for an account that no longer exists.
create or replace function public.account_has_renewing_subscription() returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.course_entitlements e
     where e.user_id = private.require_user() and e.kind in ('monthly', 'annual') and e.status <> 'cancelled')
$$;
revoke execute on function public.account_has_renewing_subscription() from public, anon;
grant execute on function public.account_has_renewing_subscription() to authenticated, service_role;
