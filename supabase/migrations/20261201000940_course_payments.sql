-- Course orders paid and subscriptions kept, only from the payment provider's signed events.
--
-- * The receipt of a monthly or annual plan states the plan, its price and period, that it renews automatically until
--   cancelled, the next charge (amount and date: the paid period's end) and how to cancel; a one-time purchase says
--   that it does not renew. The texts link to My Account when the shop's server passes its addresses (account_links:
--   {"en": "https://shop/en/account#courses", "es": "https://shop/es/mi-cuenta#courses"}), which it builds from the
--   one table of page paths.
-- * A subscription cancelled at the period end ('cancelled' without an end) can be resumed before that end
--   ('resumed': Stripe's cancel_at_period_end unset, or the test provider's event): it renews again as before.
--   Cancel and resume follow the provider's clock on their own (cancel_changed_at), so an older one delivered late
--   never undoes a newer one; an end ('cancelled' with the moment it ended) is final. The learner is e-mailed when a
--   cancellation or a resumption takes effect, with until when access lasts.
create function public.confirm_course_order(
  order_id uuid,
  provider text,
  provider_reference text,
  idempotency_key text,
  amount_cents int,
  currency text,
  subscription_reference text default null,
  period_end timestamptz default null,
  account_links jsonb default null
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
  insert into public.course_entitlements (user_id, kind, course_id, current_period_end, provider, provider_reference, order_id)
  values (o.user_id, o.kind, o.course_id, ends, confirm_course_order.provider, reference, o.id)
  on conflict on constraint course_entitlements_provider_provider_reference_key do update
     set current_period_end = greatest(public.course_entitlements.current_period_end, excluded.current_period_end),
         updated_at = now();
  perform private.queue_course_receipt(o, ends, confirm_course_order.account_links);
  return json_build_object('order_id', o.id, 'status', 'paid', 'payment_status', 'succeeded', 'replayed', false);
end
$$;

create function public.apply_subscription_event(
  provider text,
  event_id text,
  subscription_reference text,
  type text,
  occurred_at timestamptz,
  period_end timestamptz default null,
  account_links jsonb default null
) returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  e public.course_entitlements;
  changed public.course_entitlements;
  p alias for provider;
  newer boolean;
  -- Cancel and resume are ordered among themselves: an older one delivered late changes nothing.
  newer_choice boolean;
begin
  if type not in ('renewed', 'payment_failed', 'cancelled', 'resumed') then
    perform private.invalid('type must be renewed, payment_failed, cancelled or resumed');
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
  newer_choice := e.cancel_changed_at is null or apply_subscription_event.occurred_at >= e.cancel_changed_at;
  if type = 'renewed' then
    update public.course_entitlements x
       set current_period_end = least(greatest(x.current_period_end, apply_subscription_event.period_end),
                                      coalesce(x.ended_at, 'infinity')),
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
  elsif type = 'cancelled' and apply_subscription_event.period_end is not null then
    -- Ended (Stripe's customer.subscription.deleted): final, whatever came before.
    update public.course_entitlements x
       set status = 'cancelled', cancel_at_period_end = true,
           status_at = greatest(x.status_at, apply_subscription_event.occurred_at),
           ended_at = least(x.ended_at, apply_subscription_event.period_end),
           current_period_end = least(x.current_period_end, apply_subscription_event.period_end),
           updated_at = now()
     where x.id = e.id;
  elsif type = 'cancelled' then
    -- Will not renew: access to the period end. Not after an end, nor when a later resumption was recorded.
    update public.course_entitlements x
       set status = 'cancelled', cancel_at_period_end = true,
           status_at = greatest(x.status_at, apply_subscription_event.occurred_at),
           cancel_changed_at = apply_subscription_event.occurred_at,
           updated_at = now()
     where x.id = e.id and newer_choice and x.ended_at is null
    returning * into changed;
    if changed.id is not null and e.status <> 'cancelled' and changed.current_period_end > now() then
      perform private.queue_subscription_notice(changed, false, apply_subscription_event.account_links);
    end if;
  else
    -- Resumed before the period ended: it renews again as before. Never after an end or once the period is over.
    update public.course_entitlements x
       set status = 'active', cancel_at_period_end = false,
           status_at = greatest(x.status_at, apply_subscription_event.occurred_at),
           cancel_changed_at = apply_subscription_event.occurred_at,
           updated_at = now()
     where x.id = e.id and newer_choice and x.ended_at is null and x.status = 'cancelled' and x.current_period_end > now()
    returning * into changed;
    if changed.id is not null then
      perform private.queue_subscription_notice(changed, true, apply_subscription_event.account_links);
    end if;
  end if;
  insert into public.course_subscription_events (provider, event_id, subscription_reference, type, occurred_at)
  values (p, apply_subscription_event.event_id, apply_subscription_event.subscription_reference, type,
          apply_subscription_event.occurred_at);
  select * into e from public.course_entitlements x where x.id = e.id;
  return json_build_object('replayed', false, 'status', e.status, 'current_period_end', e.current_period_end,
    'cancel_at_period_end', e.cancel_at_period_end);
end
$$;
