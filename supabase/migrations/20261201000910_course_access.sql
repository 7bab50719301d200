-- Who may watch what in the video course library (issue 12): orders, the entitlements that payments open, and the
-- checks every lesson's video goes through.

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

alter table public.course_orders enable row level security;

grant select on public.course_orders to authenticated;

create index course_orders_user_idx on public.course_orders (user_id, created_at desc);

create policy "course_orders: own" on public.course_orders
  for select to authenticated using (user_id = (select auth.uid()));

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
  unique (provider, provider_reference),
  -- A subscription's end as the provider says it (issue 12). 'cancelled' used to mean only "will not renew": access
  -- stayed to the paid period's end even when the provider ended the subscription at once (the operator cancelling it
  -- in Stripe's dashboard, say after a refund). A 'cancelled' event may now carry the moment the subscription ended
  -- (period_end; Stripe's customer.subscription.deleted gives ended_at): access stops there when that is earlier, and no
  -- renewal delivered late moves it past that end. Without it (the shop's own cancel at the period end) nothing changes.
  ended_at timestamptz,
  -- Cancel and resume follow the provider's clock on their own (20261201000930_course_payments.sql).
  cancel_changed_at timestamptz,
  -- The order that opened it: what the learner pays at each renewal, in which language, for which plan.
  order_id uuid references public.course_orders (id) on delete set null
);

alter table public.course_entitlements enable row level security;

grant select on public.course_entitlements to authenticated;

create index course_entitlements_user_idx on public.course_entitlements (user_id);

create policy "course_entitlements: own" on public.course_entitlements
  for select to authenticated using (user_id = (select auth.uid()));

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

alter table public.course_payments enable row level security;

create index course_payments_order_idx on public.course_payments (order_id);

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
create function private.has_course_access(p_user uuid, p_course_id int) returns boolean
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
create function private.already_has(p_user uuid, p_kind text, p_course_id int) returns boolean
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
create function private.lock_learner(p_user uuid) returns void
language sql
set search_path = ''
as $$
  select pg_advisory_xact_lock(hashtextextended('course-access:' || p_user::text, 0))
$$;

-- For the caller (anon: always false): may they watch every lesson of the course?
create function public.course_access(course_id int) returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select private.has_course_access((select auth.uid()), course_access.course_id)
$$;

grant execute on function public.course_access(integer) to anon, authenticated;

-- The video of a lesson the caller may watch: {path, free, course_id}, or null. A paid lesson's path names an
-- object of the private bucket; only the shop's server can turn it into a (signed, short-lived) URL.
create function public.course_lesson_video(lesson_id int) returns json
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

grant execute on function public.course_lesson_video(integer) to anon, authenticated;

-- Issue 12: "Buy" pressed again (a second tab, a back button, a double click) continues the learner's open order for
-- the same plan instead of starting another one. Each order can be paid once, and the payment pages refuse to charge
-- an order that is no longer pending, so two tabs showing one order cannot take the money twice. An order is
-- continued for an hour (a hosted checkout started for it is still open then) and only at the plan's current price.
create function public.start_course_order(plan_id int, lang text default 'en') returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  plan public.subscription_plans;
  the_order public.course_orders;
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
  -- One learner's orders are started one at a time (and after any payment being settled for them), so two tabs
  -- pressing "Buy" together get the same order.
  perform private.lock_learner(me);
  if private.already_has(me, plan.kind, plan.course_id) then
    raise exception using errcode = '22023', message = 'you already have this', hint = 'already_owned';
  end if;
  update public.course_orders o set lang = private.clean_lang(start_course_order.lang)
   where o.id = (select x.id from public.course_orders x
                  where x.user_id = me and x.plan_id = plan.id and x.status = 'pending'
                    and x.amount_cents = plan.price_cents and x.created_at > now() - interval '1 hour'
                  order by x.created_at desc limit 1)
  returning * into the_order;
  if not found then
    insert into public.course_orders (user_id, plan_id, kind, course_id, amount_cents, lang)
    values (me, plan.id, plan.kind, plan.course_id, plan.price_cents, private.clean_lang(start_course_order.lang))
    returning * into the_order;
  end if;
  return json_build_object('order_id', the_order.id, 'kind', the_order.kind, 'course_id', the_order.course_id,
    'amount_cents', the_order.amount_cents, 'currency', the_order.currency);
end
$$;

grant execute on function public.start_course_order(integer,text) to authenticated;

-- The order a provider may charge: what the shop's server needs to start a payment (service role).
create function public.course_order_request(order_id uuid) returns json
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

-- Whether the signed-in user has a course subscription the provider may still charge (not cancelled, whatever its
-- period: a past-due one is still being retried). Deleting the account waits for it to be cancelled, or the
-- learner would go on paying for an account that no longer exists.
create function public.account_has_renewing_subscription() returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.course_entitlements e
     where e.user_id = private.require_user() and e.kind in ('monthly', 'annual') and e.status <> 'cancelled')
$$;

grant execute on function public.account_has_renewing_subscription() to authenticated;
