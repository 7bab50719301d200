-- Guaranteed departures, and departures cancelled by the operator (docs/guaranteed-departures.md).
--
-- A departure is guaranteed to run once its confirmed travellers reach its minimum group size
-- (public.departure_minimum: its own, else its trip's, never above its capacity), or when the operator ticks
-- departures.guaranteed_by_hand in the dashboard. Confirmed travellers are departures.places_taken: the places of paid
-- bookings, which confirm_payment, cancellations and refunds keep under the departure's row lock; unpaid holds do not
-- count (a hold may end unpaid within 30 minutes, and a promise to run rests on paid places). The rule is decided in
-- the departure's own row, by a trigger before every insert and update, so every path that changes the count or the
-- mark (a payment, a cancellation, a refund, the operator's edit) applies it, and concurrent payments queue on the
-- row lock. Once guaranteed, a departure stays so (its travellers were told it runs) unless the operator cancels it.
--
-- When it becomes guaranteed, every booking confirmed at that moment gets one e-mail in its language, and the operator
-- one notice. "Once" is the primary key of departure_guarantee_notices (one row per booking), whatever runs at the
-- same time. The e-mails are queued at commit (a deferred trigger), when the payment that crossed the minimum has
-- confirmed its own booking as well. A booking confirmed later reads it in its confirmation e-mail
-- (private.departure_guarantee_text).
--
-- Cancelling: the operator sets departures.status to 'cancelled'. In the same transaction, under the departure's row
-- lock (the lock order of every booking function: the departure, then its bookings), every confirmed booking is
-- cancelled without a fee and everything it paid is planned as refunds per payment (private.plan_refunds, the refund
-- path of a traveller's cancellation), which the shop's every-minute job sends to the provider with each refund's id as
-- idempotency key; unpaid holds end; each traveller is e-mailed in their language, and so is each person on the
-- departure's waitlist (who leaves it: a cancelled departure offers no places), and the operator once. The change
-- happens once: a second or concurrent update finds the departure cancelled already and does nothing, and a cancelled
-- departure cannot be scheduled again.

-- One row per booking told that its departure is guaranteed. Nobody reads it through the API.
create table public.departure_guarantee_notices (
  booking_id uuid primary key references public.bookings (id) on delete cascade,
  departure_id int not null references public.departures (id) on delete cascade,
  created_at timestamptz not null default now()
);

alter table public.departure_guarantee_notices enable row level security;

create index departure_guarantee_notices_departure_idx on public.departure_guarantee_notices (departure_id);

-- The shop's public origin for the links of e-mails the database writes on its own, from an operator's edit in the
-- dashboard (a departure guaranteed by hand or cancelled) or at a payment's commit: `alter database postgres set
-- app.site_url = 'https://your-shop.example'` on a hosted project, beside app.operator_email; locally the shop's
-- default origin.
create function private.site_url() returns text
language sql stable
set search_path = ''
as $$
  select rtrim(coalesce(nullif(current_setting('app.site_url', true), ''), 'http://localhost:3000'), '/')
$$;

-- The rule, in the row: when the departure becomes guaranteed (never before, never cleared), when it was cancelled
-- (once; its places go back to zero, its bookings follow in departures_cancelled).
create function private.departures_guarantee_rule() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  minimum int;
begin
  if tg_op = 'UPDATE' then
    if old.status = 'cancelled' and new.status <> 'cancelled' then
      raise exception using errcode = 'P0001', hint = 'departure_cancelled',
        message = 'A cancelled departure stays cancelled: its bookings were cancelled and refunded. Add a new departure instead.';
    end if;
    if old.status = 'scheduled' and new.status = 'cancelled' then
      if old.start_date <= current_date then
        raise exception using errcode = 'P0001', hint = 'departed',
          message = 'This departure has started and cannot be cancelled: refund its bookings one by one instead.';
      end if;
      new.cancelled_at := now();
      new.places_taken := 0;
    else
      new.cancelled_at := old.cancelled_at;
    end if;
    if old.guaranteed_at is not null and old.guaranteed_by_hand and not new.guaranteed_by_hand then
      raise exception using errcode = 'P0001', hint = 'guarantee_kept',
        message = 'A guaranteed departure stays guaranteed: its travellers were told it runs. To call it off, cancel the departure (status cancelled), which refunds every booking in full.';
    end if;
    new.guaranteed_at := old.guaranteed_at;
  else
    new.guaranteed_at := null;
    new.cancelled_at := case when new.status = 'cancelled' then now() end;
  end if;
  if new.status = 'scheduled' and new.guaranteed_at is null then
    select public.departure_minimum(new.min_group_size, t.min_group_size, new.capacity) into minimum
      from public.trips t where t.id = new.trip_id;
    if new.guaranteed_by_hand or new.places_taken >= minimum then
      new.guaranteed_at := now();
    end if;
  end if;
  return new;
end
$$;

create trigger departures_guarantee_rule before insert or update on public.departures
  for each row execute function private.departures_guarantee_rule();

-- A trip's minimum lowered: its departures that now reach it become guaranteed (the rule runs on each row again).
create function private.trips_minimum_lowered() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.departures d set min_group_size = d.min_group_size
   where d.trip_id = new.id and d.status = 'scheduled' and d.guaranteed_at is null and d.min_group_size is null;
  return null;
end
$$;

create trigger trips_minimum_lowered after update of min_group_size on public.trips
  for each row when (new.min_group_size < old.min_group_size) execute function private.trips_minimum_lowered();

-- "Dates" as the e-mails write them: 3 May 2027 – 14 May 2027.
create function private.departure_dates(d public.departures, lang text) returns text
language sql stable
set search_path = ''
as $$
  select private.format_date(d.start_date, lang) || ' – ' || private.format_date(d.end_date, lang)
$$;

-- The sentence of the confirmation e-mail: guaranteed, or how many more confirmed travellers the departure needs,
-- as departure_availability states it (null for a cancelled departure or a trip no longer published).
create function private.departure_guarantee_text(p_departure_id int, lang text) returns text
language sql stable
set search_path = ''
as $$
  select case
    when da.guaranteed then
      case when lang = 'es' then 'Salida garantizada: este viaje se realiza.' else 'This departure is guaranteed to run.' end
    when da.status = 'scheduled' then
      case when lang = 'es'
        then 'Esta salida queda garantizada con ' || da.min_group_size || ' viajeros confirmados: '
             || case when da.travellers_needed = 1 then 'falta 1' else 'faltan ' || da.travellers_needed end
             || '. Te avisaremos por e-mail en cuanto lo esté.'
        else 'This departure is guaranteed to run once it has ' || da.min_group_size || ' confirmed travellers: '
             || da.travellers_needed || ' more needed. We will e-mail you as soon as it is.'
      end
    end
    from public.departure_availability da
   where da.id = p_departure_id
$$;

-- "Your booking:" and the link to the booking's page (a new e-mail key), the last paragraph of the e-mails below.
create function private.your_booking_paragraph(b public.bookings, site_url text) returns text
language sql volatile
set search_path = ''
as $$
  select case when b.lang = 'es' then 'Tu reserva:' else 'Your booking:' end
    || E'\n' || private.booking_page_link(b, site_url, private.issue_booking_key(b.id, 'email'))
$$;

-- The traveller's e-mail: their departure is guaranteed to run.
create function private.queue_guarantee_email(b public.bookings, dep public.departures, reached int, site_url text)
returns void
language plpgsql
set search_path = ''
as $$
declare
  es boolean := b.lang = 'es';
  title text := (private.trip_text(dep.trip_id, b.lang)).title;
begin
  perform private.queue_email(
    b.billing ->> 'email',
    case when es then 'Salida garantizada: ' else 'Guaranteed to run: ' end
      || title || ', ' || private.format_date(dep.start_date, b.lang),
    concat_ws(E'\n\n',
      case when es then 'Hola ' else 'Hello ' end || coalesce(b.billing ->> 'first_name', '') || ',',
      case when es
        then '¡Buenas noticias! La salida de ' || title || ' (' || private.departure_dates(dep, b.lang) || ') ya está garantizada'
             || case when reached is not null then ': ha alcanzado su mínimo de ' || reached || ' viajeros' else '' end
             || '. Ya puedes reservar tus vuelos y preparar el viaje con tranquilidad.'
        else 'Good news: the departure of ' || title || ' (' || private.departure_dates(dep, b.lang) || ') is now guaranteed to run'
             || case when reached is not null then ': it has reached its minimum of ' || reached || ' travellers' else '' end
             || '. You can book your flights and plan your trip with confidence.'
      end,
      case when es then 'Referencia de la reserva: ' else 'Booking reference: ' end || b.reference,
      private.your_booking_paragraph(b, site_url),
      case when es then '¡Hasta pronto!' else 'See you soon,' end || E'\n' || private.shop_name()),
    'departure_guaranteed',
    jsonb_build_object('booking_id', b.id, 'reference', b.reference, 'departure_id', dep.id, 'lang', b.lang));
end
$$;

-- At commit of the change that made a departure guaranteed: each booking confirmed then is told once, in its
-- language, and the operator once. Reads the departure as it is at commit (cancelled in the same transaction: nothing).
create function private.departures_notify_guarantee() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  dep public.departures;
  minimum int;
  b public.bookings;
  site text := private.site_url();
  told int := 0;
begin
  select * into dep from public.departures d where d.id = new.id;
  if dep.status <> 'scheduled' or dep.guaranteed_at is null then
    return null;
  end if;
  select public.departure_minimum(dep.min_group_size, t.min_group_size, dep.capacity) into minimum
    from public.trips t where t.id = dep.trip_id;
  for b in
    select x.* from public.bookings x
     where x.departure_id = dep.id and x.status = 'confirmed'
       and not exists (select 1 from public.departure_guarantee_notices n where n.booking_id = x.id)
     order by x.confirmed_at, x.id
  loop
    insert into public.departure_guarantee_notices (booking_id, departure_id) values (b.id, dep.id)
    on conflict (booking_id) do nothing;
    if found then
      perform private.queue_guarantee_email(b, dep, case when dep.places_taken >= minimum then minimum end, site);
      told := told + 1;
    end if;
  end loop;
  perform private.queue_email(
    private.operator_email(),
    'Departure guaranteed: ' || coalesce((private.trip_text(dep.trip_id, 'en')).title, '') || ', '
      || private.format_date(dep.start_date, 'en'),
    'Departure ' || dep.id || ' (' || private.departure_dates(dep, 'en') || ') is guaranteed to run: '
      || case when dep.places_taken >= minimum then 'its ' || dep.places_taken || ' confirmed travellers reached the minimum of ' || minimum
              else 'marked by hand (' || dep.places_taken || ' confirmed travellers, minimum ' || minimum || ')' end
      || E'.\n' || told || ' booking(s) were e-mailed.',
    'departure_guaranteed_notice', jsonb_build_object('departure_id', dep.id, 'bookings_told', told));
  return null;
end
$$;

create constraint trigger departures_notify_guarantee after update on public.departures
  deferrable initially deferred
  for each row when (old.guaranteed_at is null and new.guaranteed_at is not null)
  execute function private.departures_notify_guarantee();

-- The traveller's e-mail when the operator cancels their departure: everything paid comes back.
create function private.queue_departure_cancelled_email(b public.bookings, dep public.departures, refund int, site_url text)
returns void
language plpgsql
set search_path = ''
as $$
declare
  es boolean := b.lang = 'es';
  title text := (private.trip_text(dep.trip_id, b.lang)).title;
begin
  perform private.queue_email(
    b.billing ->> 'email',
    case when es then 'Salida cancelada: ' else 'Departure cancelled: ' end || title || ' (' || b.reference || ')',
    concat_ws(E'\n\n',
      case when es then 'Hola ' else 'Hello ' end || coalesce(b.billing ->> 'first_name', '') || ',',
      case when es
        then 'Lo sentimos: hemos tenido que cancelar la salida de ' || title || ' (' || private.departure_dates(dep, b.lang)
             || '). Tu reserva ' || b.reference || ' queda cancelada y te devolvemos íntegramente lo que pagaste, '
             || private.format_eur(refund, b.lang) || ': lo verás en tu medio de pago en unos días.'
        else 'We are sorry: we have had to cancel the departure of ' || title || ' (' || private.departure_dates(dep, b.lang)
             || '). Your booking ' || b.reference || ' is cancelled and everything you paid, '
             || private.format_eur(refund, b.lang) || ', is refunded in full: you will see it on your card within a few days.'
      end,
      case when b.voucher_cents > 0 then
        case when es then 'Los ' || private.format_eur(b.voucher_cents, b.lang) || ' que pagaste con la tarjeta regalo '
                          || b.voucher_code || ' vuelven a ella, para otra reserva.'
             else 'The ' || private.format_eur(b.voucher_cents, b.lang) || ' paid with gift voucher ' || b.voucher_code
                  || ' are back on it, for another booking.' end
      end,
      case when es then 'Otras fechas de este viaje:' else 'Other dates of this trip:' end
        || E'\n' || private.trip_link(b, site_url) || '#departures',
      private.your_booking_paragraph(b, site_url),
      private.shop_name()),
    'departure_cancelled',
    jsonb_build_object('booking_id', b.id, 'reference', b.reference, 'departure_id', dep.id, 'lang', b.lang,
                       'refund_cents', refund));
end
$$;

-- The departure's waitlist (20261205100000_waitlists.sql) when the operator cancels it, called by
-- departures_cancelled below under the departure's row lock, before the departure's holds end: everyone in line,
-- and everyone holding an offer not yet paid, leaves the list and is told in their language, once, with the trip's
-- other dates. Requests never confirmed are not written to (nobody asked for those e-mails); they stay unconfirmable
-- and are forgotten by the daily job as ever. An offer already paid is a booking: the booking's own e-mail tells it.
-- Returns how many were told.
create function private.waitlist_departure_cancelled(dep public.departures) returns int
language plpgsql
set search_path = ''
as $$
declare
  e public.waitlist_entries;
  had_offer boolean;
  es boolean;
  title text;
  told int := 0;
begin
  for e in
    select w.* from public.waitlist_entries w
     where w.departure_id = dep.id
       and (w.status = 'waiting'
            or (w.status = 'offered' and exists (select 1 from public.bookings b where b.id = w.booking_id
                                                   and b.status = 'held' and b.hold_expires_at > now())))
     order by w.confirmed_at, w.id
       for update
  loop
    had_offer := e.status = 'offered';
    update public.waitlist_entries w set status = 'cancelled', left_at = now() where w.id = e.id returning * into e;
    es := e.lang = 'es';
    title := private.waitlist_title(e);
    perform private.queue_email(
      e.email,
      case when es then 'Salida cancelada: ' else 'Departure cancelled: ' end || title,
      concat_ws(E'\n\n',
        case when es then 'Hola:' else 'Hello,' end,
        case when es
          then 'Lo sentimos: hemos tenido que cancelar la salida de ' || title || ' (' || private.departure_dates(dep, e.lang)
               || '), en cuya lista de espera estabas, así que ya no estás en ella'
               || case when had_offer then ' y las plazas que te guardábamos quedan liberadas' else '' end
               || '. No has pagado nada: no hay nada que devolver.'
          else 'We are sorry: we have had to cancel the departure of ' || title || ' (' || private.departure_dates(dep, e.lang)
               || '), whose waitlist you were on, so you are no longer on it'
               || case when had_offer then ' and the places we were holding for you are released' else '' end
               || '. You have paid nothing, so there is nothing to refund.'
        end,
        private.waitlist_summary(e),
        case when es then 'Otras fechas de este viaje:' else 'Other dates of this trip:' end
          || E'\n' || private.trip_page_link(dep.trip_id, e.lang, e.site_url) || '#departures',
        private.shop_name()),
      'waitlist_departure_cancelled',
      jsonb_build_object('entry_id', e.id, 'departure_id', dep.id, 'lang', e.lang, 'had_offer', had_offer));
    told := told + 1;
  end loop;
  return told;
end
$$;

-- After the operator cancelled a departure: its waitlist told and closed, its confirmed bookings cancelled without a
-- fee and refunded in full, its unpaid holds ended (as an expiry: a promotion code's use and a voucher's part come
-- back; a waitlist's offer among them), the e-mails queued. The refund is what the booking paid less refunds already
-- made or on their way (planned or pending).
create function private.departures_cancelled() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  b public.bookings;
  refund int;
  site text := private.site_url();
  cancelled int := 0;
  refunded int := 0;
  holds int := 0;
  waitlist int;
begin
  -- Its waitlist first, while the offers made from it are still open holds.
  waitlist := private.waitlist_departure_cancelled(new);
  for b in
    select * from public.bookings x
     where x.departure_id = new.id and x.status in ('held', 'confirmed')
     order by x.created_at, x.id
       for update
  loop
    if b.status = 'held' then
      update public.bookings x set status = 'expired', hold_expires_at = least(x.hold_expires_at, now()) where x.id = b.id;
      holds := holds + 1;
      continue;
    end if;
    refund := b.paid_cents - coalesce((select sum(r.amount_cents) from public.refunds r
                                         where r.booking_id = b.id and r.status <> 'failed'), 0)::int;
    update public.bookings x
       set status = 'cancelled', cancelled_at = now(), cancelled_by = 'operator', cancellation_fee_cents = 0
     where x.id = b.id
    returning * into b;
    if refund > 0 then
      perform private.plan_refunds(b, refund, 'cancellation');
    end if;
    perform private.queue_departure_cancelled_email(b, new, greatest(refund, 0), site);
    cancelled := cancelled + 1;
    refunded := refunded + greatest(refund, 0);
  end loop;
  perform private.queue_email(
    private.operator_email(),
    'Departure cancelled: ' || coalesce((private.trip_text(new.trip_id, 'en')).title, '') || ', '
      || private.format_date(new.start_date, 'en'),
    'Departure ' || new.id || ' (' || private.departure_dates(new, 'en') || ') was cancelled. '
      || cancelled || ' booking(s) cancelled and refunded in full (' || private.format_eur(refunded, 'en') || ' in all), '
      || holds || ' unpaid hold(s) ended, ' || waitlist || E' person(s) on its waitlist told.\n'
      || 'The refunds go to the payment provider with the next run of the every-minute job (/api/cron/frequent); '
      || 'a refund the provider refuses is e-mailed to you to make by hand.',
    'departure_cancelled_notice',
    jsonb_build_object('departure_id', new.id, 'bookings', cancelled, 'refund_cents', refunded, 'holds', holds,
                       'waitlist', waitlist));
  return null;
end
$$;

create trigger departures_cancelled after update of status on public.departures
  for each row when (old.status = 'scheduled' and new.status = 'cancelled')
  execute function private.departures_cancelled();
