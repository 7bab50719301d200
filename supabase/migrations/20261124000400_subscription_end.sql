-- A subscription's end as the provider says it (issue 12). 'cancelled' used to mean only "will not renew": access
-- stayed to the paid period's end even when the provider ended the subscription at once (the operator cancelling it
-- in Stripe's dashboard, say after a refund). A 'cancelled' event may now carry the moment the subscription ended
-- (period_end; Stripe's customer.subscription.deleted gives ended_at): access stops there when that is earlier, and no
-- renewal delivered late moves it past that end. Without it (the shop's own cancel at the period end) nothing changes.

alter table public.course_entitlements add column ended_at timestamptz;

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
       -- Never past the subscription's end: a renewal delivered after the end it preceded adds nothing beyond it.
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
  else
    update public.course_entitlements x
       set status = 'cancelled', cancel_at_period_end = true,
           status_at = greatest(x.status_at, apply_subscription_event.occurred_at),
           -- The provider's end of the subscription (period_end): access stops there if that is before the paid
           -- period's end, as when the operator ends a subscription at once.
           ended_at = least(x.ended_at, apply_subscription_event.period_end),
           current_period_end = least(x.current_period_end, coalesce(apply_subscription_event.period_end, 'infinity')),
           updated_at = now()
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
