-- The booking e-mails (confirmation, balance receipt) and the text and links they share, in the traveller's language.

-- A trip's title and slug in a language, or in the other one when that translation is missing.
create function private.trip_text(p_trip_id int, p_lang text) returns public.trip_translations
language sql stable
set search_path = ''
as $$
  select tt.* from public.trip_translations tt
   where tt.trip_id = p_trip_id
   order by (tt.lang = p_lang) desc, tt.lang
   limit 1
$$;

-- The facts of a booking, one per line, in its language.
create function private.booking_summary(b public.bookings) returns text
language plpgsql stable
set search_path = ''
as $$
declare
  es boolean := b.lang = 'es';
  dep public.departures;
  title text;
  names text;
begin
  select * into dep from public.departures d where d.id = b.departure_id;
  title := (private.trip_text(dep.trip_id, b.lang)).title;
  select string_agg(btrim((p ->> 'first_name') || ' ' || (p ->> 'last_name')), ', ') into names
    from jsonb_array_elements(b.travellers) p;
  return concat_ws(E'\n',
    case when es then 'Referencia de la reserva: ' else 'Booking reference: ' end || b.reference,
    case when es then 'Viaje: ' else 'Trip: ' end || coalesce(title, ''),
    case when es then 'Fechas: ' else 'Dates: ' end
      || private.format_date(dep.start_date, b.lang) || ' – ' || private.format_date(dep.end_date, b.lang),
    case when es then 'Categoría: ' else 'Category: ' end || case dep.category
      when 'budget' then case when es then 'Económica' else 'Budget' end
      when 'premium' then 'Premium'
      else case when es then 'Estándar' else 'Standard' end end,
    case when es then 'Viajeros' else 'Travellers' end || ' (' || b.places || '): ' || coalesce(names, ''),
    case when es then 'Precio por persona: ' else 'Price per person: ' end
      || private.format_eur(coalesce(b.unit_price_cents, 0), b.lang)
      || case when b.discount_percent > 0
           then ' (' || case when es then 'antes ' else 'before ' end
                || private.format_eur(coalesce(b.list_unit_price_cents, 0), b.lang) || ', −' || b.discount_percent || '%)'
           else '' end,
    case when b.promotion_code is not null then
      case when es then 'Código promocional ' else 'Promotion code ' end || b.promotion_code || ': −'
      || private.format_eur(b.promotion_discount_cents, b.lang) end,
    case when b.voucher_code is not null then
      case when es then 'Tarjeta regalo ' else 'Gift voucher ' end || b.voucher_code || ': −'
      || private.format_eur(b.voucher_cents, b.lang) end,
    'Total: ' || private.format_eur(b.total_cents, b.lang),
    case when es then 'Pagado: ' else 'Paid: ' end || private.format_eur(b.paid_cents, b.lang),
    case when b.paid_cents < b.total_cents then
      case when es then 'Pendiente: ' else 'Balance: ' end || private.format_eur(b.total_cents - b.paid_cents, b.lang)
      || coalesce(case when es then ', a pagar antes del ' else ', due by ' end
                  || private.format_date(b.balance_due_on, b.lang), '')
    end);
end
$$;

-- A trip's page in a language, and a booking's trip page in the booking's language.
create function private.trip_page_link(p_trip_id int, p_lang text, site_url text) returns text
language sql stable
set search_path = ''
as $$
  select site_url || '/' || p_lang || '/travel/' || p_trip_id || '/' || (private.trip_text(p_trip_id, p_lang)).slug
$$;

create function private.trip_link(b public.bookings, site_url text) returns text
language sql stable
set search_path = ''
as $$
  select private.trip_page_link(d.trip_id, b.lang, site_url)
    from public.departures d
   where d.id = b.departure_id
$$;

create function private.queue_booking_confirmation(b public.bookings, site_url text) returns void
language plpgsql
set search_path = ''
as $$
declare
  es boolean := b.lang = 'es';
  secret text := private.issue_booking_key(b.id, 'email');
  title text;
begin
  select (private.trip_text(d.trip_id, b.lang)).title into title from public.departures d where d.id = b.departure_id;
  perform private.queue_email(
    b.billing ->> 'email',
    case when es then 'Reserva confirmada: ' else 'Booking confirmed: ' end || title || ' (' || b.reference || ')',
    concat_ws(E'\n\n',
      case when es then 'Hola ' else 'Hello ' end || coalesce(b.billing ->> 'first_name', '') || ',',
      case when es then 'Gracias por reservar con nosotros. Tus plazas están confirmadas.'
           else 'Thank you for booking with us. Your places are confirmed.' end,
      private.booking_summary(b),
      -- Whether the departure is guaranteed to run, or how many more travellers it needs
      -- (20261205200000_guaranteed_departures.sql).
      private.departure_guarantee_text(b.departure_id, b.lang),
      case when es then 'Consulta tu reserva o paga el resto cuando quieras:'
           else 'See your booking or pay the balance at any time:' end
        || E'\n' || private.booking_link(b, site_url, 'checkout/success', secret),
      case when es then 'Condiciones de cancelación de tu viaje: ' else 'The cancellation terms of your trip: ' end
        || private.trip_link(b, site_url) || '#terms',
      case when es then '¡Hasta pronto!' else 'See you soon,' end || E'\n' || private.shop_name()),
    'booking_confirmation',
    jsonb_build_object('booking_id', b.id, 'reference', b.reference, 'lang', b.lang));
  perform private.queue_email(
    private.operator_email(),
    'New booking ' || b.reference || ': ' || title,
    concat_ws(E'\n\n',
      private.booking_summary(b),
      'Billing: ' || concat_ws(', ', b.billing ->> 'first_name', b.billing ->> 'last_name', b.billing ->> 'company',
        b.billing ->> 'street_address', b.billing ->> 'apartment', b.billing ->> 'postal_code', b.billing ->> 'city',
        b.billing ->> 'province', b.billing ->> 'country', b.billing ->> 'phone', b.billing ->> 'email'),
      'Notes: ' || coalesce(b.billing ->> 'order_notes', '-')),
    'booking_notice',
    jsonb_build_object('booking_id', b.id, 'reference', b.reference));
end
$$;

create function private.queue_balance_receipt(b public.bookings, amount int, site_url text) returns void
language plpgsql
set search_path = ''
as $$
declare
  es boolean := b.lang = 'es';
  secret text := private.issue_booking_key(b.id, 'email');
begin
  perform private.queue_email(
    b.billing ->> 'email',
    case when es then 'Pago recibido: ' else 'Payment received: ' end || b.reference,
    concat_ws(E'\n\n',
      case when es then 'Hola ' else 'Hello ' end || coalesce(b.billing ->> 'first_name', '') || ',',
      case when es then 'Hemos recibido tu pago de ' else 'We have received your payment of ' end
        || private.format_eur(amount, b.lang) || '.',
      private.booking_summary(b),
      private.booking_link(b, site_url, 'checkout/success', secret),
      private.shop_name()),
    'balance_receipt',
    jsonb_build_object('booking_id', b.id, 'reference', b.reference, 'amount_cents', amount));
  perform private.queue_email(
    private.operator_email(), 'Balance paid ' || b.reference || ': ' || private.format_eur(amount, 'en'),
    private.booking_summary(b), 'balance_notice', jsonb_build_object('booking_id', b.id, 'reference', b.reference));
end
$$;

-- Executable by PUBLIC, as every function made before the least-privilege defaults was in the history this fold
-- replaces (docs/database.md): private has no USAGE for the API roles, so no API caller reaches them.
grant execute on function
  private.trip_text(integer,text),
  private.booking_summary(public.bookings),
  private.trip_link(public.bookings,text),
  private.queue_booking_confirmation(public.bookings,text),
  private.queue_balance_receipt(public.bookings,integer,text)
to public;
