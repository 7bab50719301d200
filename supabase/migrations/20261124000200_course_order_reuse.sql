-- Issue 12: "Buy" pressed again (a second tab, a back button, a double click) continues the learner's open order for
-- the same plan instead of starting another one. Each order can be paid once, and the payment pages refuse to charge
-- an order that is no longer pending, so two tabs showing one order cannot take the money twice. An order is
-- continued for an hour (a hosted checkout started for it is still open then) and only at the plan's current price.

create or replace function public.start_course_order(plan_id int, lang text default 'en') returns json
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
