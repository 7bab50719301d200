-- The e-mails of course orders and subscriptions: receipts that state what was bought and, for a subscription, its
-- terms (see 20261201000940_course_payments.sql), and the notices of a cancellation or a resumption.

-- A plan's name in a language (the receipt names what was bought as the plans list does).
create function private.plan_name(p_plan_id int, p_lang text) returns text
language sql stable
set search_path = ''
as $$
  select coalesce(
    (select t.name from public.subscription_plan_translations t where t.plan_id = p_plan_id and t.lang = p_lang),
    (select t.name from public.subscription_plan_translations t where t.plan_id = p_plan_id order by t.lang limit 1),
    '')
$$;

-- " (https://…)" after "My Account", when the shop passed its addresses.
create function private.account_link(links jsonb, p_lang text) returns text
language sql immutable
set search_path = ''
as $$
  select coalesce(' (' || nullif(links ->> p_lang, '') || ')', '')
$$;

-- The period end as the pages show dates (UTC, as formatDate does).
create function private.format_moment(t timestamptz, p_lang text) returns text
language sql immutable
set search_path = ''
as $$
  select private.format_date((t at time zone 'UTC')::date, p_lang)
$$;

-- The receipt of a paid order, in the order's language.
create function private.queue_course_receipt(o public.course_orders, ends timestamptz, links jsonb) returns void
language plpgsql
set search_path = ''
as $$
declare
  plan text := private.plan_name(o.plan_id, o.lang);
  price text := private.format_eur(o.amount_cents, o.lang);
  account text := private.account_link(links, o.lang);
  monthly boolean := o.kind = 'monthly';
begin
  if o.kind in ('monthly', 'annual') then
    perform private.queue_email(
      (select u.email from auth.users u where u.id = o.user_id),
      case o.lang when 'es' then 'Tu suscripción está activa: ' || plan else 'Your subscription is active: ' || plan end,
      case o.lang
        when 'es' then 'Gracias por suscribirte. ' || plan || ': ' || price || case when monthly then ' al mes' else ' al año' end || E'.\n'
          || 'Pagado hoy: ' || price || E'.\n'
          || 'Se renueva automáticamente cada ' || case when monthly then 'mes' else 'año' end || ' hasta que la canceles. '
          || 'Próximo cobro: ' || price || ' el ' || private.format_moment(ends, 'es') || E'.\n'
          || 'Cancela cuando quieras en Mi cuenta' || account || ', en Cursos: no se te volverá a cobrar y mantienes el acceso '
          || E'hasta el final del periodo pagado. Hasta esa fecha puedes reanudarla.\n'
          || 'Tus lecciones te esperan en Mi cuenta.'
        else 'Thank you for subscribing. ' || plan || ': ' || price || case when monthly then ' per month' else ' per year' end || E'.\n'
          || 'Paid today: ' || price || E'.\n'
          || 'It renews automatically every ' || case when monthly then 'month' else 'year' end || ' until you cancel. '
          || 'Next charge: ' || price || ' on ' || private.format_moment(ends, 'en') || E'.\n'
          || 'Cancel anytime in My Account' || account || ', under Courses: you will not be charged again, and you keep access '
          || E'until the end of the period you paid for. Until then you can resume it.\n'
          || 'Your lessons are waiting in My Account.'
      end,
      'course_purchase', json_build_object('order_id', o.id, 'kind', o.kind, 'course_id', o.course_id, 'next_charge', ends)::jsonb);
  else
    perform private.queue_email(
      (select u.email from auth.users u where u.id = o.user_id),
      case o.lang when 'es' then 'Tu acceso a los cursos está listo' else 'Your course access is ready' end,
      case o.lang
        when 'es' then 'Gracias por tu compra. ' || plan || ': ' || price || E', un solo pago; no se renueva.\n'
          || 'Tus lecciones te esperan en Mi cuenta' || account || '.'
        else 'Thank you for your purchase. ' || plan || ': ' || price || E', one payment; it does not renew.\n'
          || 'Your lessons are waiting in My Account' || account || '.'
      end,
      'course_purchase', json_build_object('order_id', o.id, 'kind', o.kind, 'course_id', o.course_id)::jsonb);
  end if;
end
$$;

-- The learner hears that a cancellation or a resumption took effect, and until when access lasts.
create function private.queue_subscription_notice(e public.course_entitlements, resumed boolean, links jsonb) returns void
language plpgsql
set search_path = ''
as $$
declare
  o public.course_orders;
  lang text;
  plan text;
  account text;
begin
  -- The order that started this subscription: its language, plan and price.
  select x.* into o from public.course_orders x where x.id = e.order_id;
  lang := coalesce(o.lang, 'en');
  plan := case when o.id is null then '' else private.plan_name(o.plan_id, lang) end;
  account := private.account_link(links, lang);
  perform private.queue_email(
    (select u.email from auth.users u where u.id = e.user_id),
    case
      when resumed and lang = 'es' then 'Tu suscripción sigue activa: ' || plan
      when resumed then 'Your subscription continues: ' || plan
      when lang = 'es' then 'Suscripción cancelada: ' || plan
      else 'Subscription cancelled: ' || plan
    end,
    case
      when resumed and lang = 'es' then 'Has reanudado tu suscripción. Se renovará el ' || private.format_moment(e.current_period_end, 'es')
        || coalesce(' por ' || private.format_eur(o.amount_cents, 'es'), '') || ', como antes. Puedes cancelarla cuando quieras en Mi cuenta' || account || '.'
      when resumed then 'You have resumed your subscription. It renews on ' || private.format_moment(e.current_period_end, 'en')
        || coalesce(' for ' || private.format_eur(o.amount_cents, 'en'), '') || ', as before. You can cancel it anytime in My Account' || account || '.'
      when lang = 'es' then 'Tu suscripción no se renovará y no se te volverá a cobrar. Mantienes el acceso a todos los cursos hasta el '
        || private.format_moment(e.current_period_end, 'es') || '. ¿Has cambiado de idea? Reanúdala antes de esa fecha en Mi cuenta' || account || '.'
      else 'Your subscription will not renew and you will not be charged again. You keep access to every course until '
        || private.format_moment(e.current_period_end, 'en') || '. Changed your mind? Resume it before then in My Account' || account || '.'
    end,
    case when resumed then 'course_subscription_resumed' else 'course_subscription_cancelled' end,
    jsonb_build_object('entitlement_id', e.id, 'access_until', e.current_period_end));
end
$$;
