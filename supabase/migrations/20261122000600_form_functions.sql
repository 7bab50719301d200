-- Validated entry points for the public forms (contact, trip inquiry, private adventure). Each writes its row and
-- queues its e-mails in email_outbox in the same transaction. Helpers live in schema private, which the API does not
-- expose and the API roles cannot use.

create schema if not exists private;
revoke all on schema private from public, anon, authenticated;

create or replace function private.invalid(message text) returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception using errcode = '22023', message = message;
end
$$;

-- Trimmed text; null when empty. Raises when required and missing, or longer than max_length.
create or replace function private.clean_text(value text, field text, max_length int, required boolean)
returns text
language plpgsql
set search_path = ''
as $$
declare
  cleaned text := nullif(btrim(value), '');
begin
  if cleaned is null and required then
    perform private.invalid(field || ' is required');
  end if;
  if char_length(cleaned) > max_length then
    perform private.invalid(field || ' must be at most ' || max_length || ' characters');
  end if;
  return cleaned;
end
$$;

create or replace function private.clean_email(value text, field text default 'email') returns text
language plpgsql
set search_path = ''
as $$
declare
  cleaned text := lower(private.clean_text(value, field, 254, true));
begin
  if cleaned !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:].]+$' then
    perform private.invalid(field || ' must be a valid e-mail address');
  end if;
  return cleaned;
end
$$;

create or replace function private.clean_lang(value text) returns text
language plpgsql
set search_path = ''
as $$
begin
  if value is null then
    return 'en';
  end if;
  if value not in ('en', 'es') then
    perform private.invalid('lang must be en or es');
  end if;
  return value;
end
$$;

-- Where operator notices go: `alter database postgres set app.operator_email = '...'` on a hosted project.
create or replace function private.operator_email() returns text
language sql stable
set search_path = ''
as $$
  select coalesce(nullif(current_setting('app.operator_email', true), ''), 'bookings@adventure-travel-shop.example')
$$;

create or replace function private.queue_email(
  to_address text, subject text, text_body text, template text, payload jsonb
) returns void
language sql
set search_path = ''
as $$
  insert into public.email_outbox (to_address, subject, text_body, template, payload)
  values (to_address, subject, text_body, template, payload)
$$;

-- The operator's notice plus the sender's acknowledgement, in the sender's language.
create or replace function private.queue_form_emails(
  kind text, sender_name text, sender_email text, lang text, summary text, payload jsonb
) returns void
language plpgsql
set search_path = ''
as $$
begin
  perform private.queue_email(
    private.operator_email(), 'New ' || kind || ' from ' || sender_name, summary, kind || '_notice', payload);
  perform private.queue_email(
    sender_email,
    case lang when 'es' then 'Hemos recibido tu mensaje' else 'We have received your message' end,
    case lang
      when 'es' then 'Hola ' || sender_name || ', gracias por escribirnos. Te responderemos en menos de 48 horas.'
      else 'Hi ' || sender_name || ', thank you for writing to us. We will answer within 48 hours.'
    end,
    kind || '_acknowledgement', payload);
end
$$;

create or replace function public.submit_contact_message(
  name text,
  email text,
  phone text default null,
  subject text default null,
  message text default null,
  accepts_terms boolean default false,
  wants_news boolean default false,
  lang text default 'en'
) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  saved public.contact_messages;
begin
  if accepts_terms is not true then
    perform private.invalid('accepts_terms must be true: the terms and the cookie policy must be accepted');
  end if;
  insert into public.contact_messages
    (user_id, name, email, phone, subject, message, accepts_terms, wants_news, lang)
  values (
    auth.uid(),
    private.clean_text(submit_contact_message.name, 'name', 120, true),
    private.clean_email(submit_contact_message.email),
    private.clean_text(submit_contact_message.phone, 'phone', 40, false),
    private.clean_text(submit_contact_message.subject, 'subject', 200, false),
    private.clean_text(submit_contact_message.message, 'message', 5000, true),
    true,
    coalesce(submit_contact_message.wants_news, false),
    private.clean_lang(submit_contact_message.lang)
  )
  returning * into saved;
  perform private.queue_form_emails('contact message', saved.name, saved.email, saved.lang,
    coalesce(saved.subject, '(no subject)') || E'\n\n' || saved.message || E'\n\n' || saved.email || ' ' || coalesce(saved.phone, ''),
    jsonb_build_object('contact_message_id', saved.id));
  return saved.id;
end
$$;

create or replace function public.submit_inquiry(
  trip_id int,
  departure_id int default null,
  name text default null,
  email text default null,
  phone text default null,
  message text default null,
  lang text default 'en'
) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  saved public.inquiries;
begin
  if not exists (select 1 from public.trips t where t.id = submit_inquiry.trip_id and t.published) then
    perform private.invalid('trip_id does not name a published trip');
  end if;
  if submit_inquiry.departure_id is not null and not exists (
    select 1 from public.departures d where d.id = submit_inquiry.departure_id and d.trip_id = submit_inquiry.trip_id
  ) then
    perform private.invalid('departure_id does not name a departure of this trip');
  end if;
  insert into public.inquiries (trip_id, departure_id, user_id, name, email, phone, message, lang)
  values (
    submit_inquiry.trip_id,
    submit_inquiry.departure_id,
    auth.uid(),
    private.clean_text(submit_inquiry.name, 'name', 120, true),
    private.clean_email(submit_inquiry.email),
    private.clean_text(submit_inquiry.phone, 'phone', 40, false),
    private.clean_text(submit_inquiry.message, 'message', 5000, true),
    private.clean_lang(submit_inquiry.lang)
  )
  returning * into saved;
  perform private.queue_form_emails('trip inquiry', saved.name, saved.email, saved.lang,
    'Trip ' || saved.trip_id || coalesce(', departure ' || saved.departure_id, '') || E'\n\n' || saved.message
      || E'\n\n' || saved.email || ' ' || coalesce(saved.phone, ''),
    jsonb_build_object('inquiry_id', saved.id, 'trip_id', saved.trip_id, 'departure_id', saved.departure_id));
  return saved.id;
end
$$;

create or replace function public.submit_private_adventure_request(
  name text,
  email text,
  phone text default null,
  destination text default null,
  activity_id int default null,
  start_month date default null,
  group_size int default null,
  budget_cents int default null,
  message text default null,
  lang text default 'en'
) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  saved public.private_adventure_requests;
begin
  if group_size is null or group_size not between 1 and 100 then
    perform private.invalid('group_size must be between 1 and 100');
  end if;
  if budget_cents is not null and budget_cents < 0 then
    perform private.invalid('budget_cents must not be negative');
  end if;
  if submit_private_adventure_request.activity_id is not null and not exists (
    select 1 from public.activities a where a.id = submit_private_adventure_request.activity_id and a.published
  ) then
    perform private.invalid('activity_id does not name a published activity');
  end if;
  insert into public.private_adventure_requests
    (user_id, name, email, phone, destination, activity_id, start_month, group_size, budget_cents, message, lang)
  values (
    auth.uid(),
    private.clean_text(submit_private_adventure_request.name, 'name', 120, true),
    private.clean_email(submit_private_adventure_request.email),
    private.clean_text(submit_private_adventure_request.phone, 'phone', 40, false),
    private.clean_text(submit_private_adventure_request.destination, 'destination', 200, false),
    submit_private_adventure_request.activity_id,
    date_trunc('month', submit_private_adventure_request.start_month)::date,
    submit_private_adventure_request.group_size,
    submit_private_adventure_request.budget_cents,
    private.clean_text(submit_private_adventure_request.message, 'message', 5000, false),
    private.clean_lang(submit_private_adventure_request.lang)
  )
  returning * into saved;
  perform private.queue_form_emails('private adventure request', saved.name, saved.email, saved.lang,
    coalesce(saved.destination, '(any destination)') || ', ' || saved.group_size || ' people'
      || coalesce(', from ' || to_char(saved.start_month, 'YYYY-MM'), '') || E'\n\n' || coalesce(saved.message, '')
      || E'\n\n' || saved.email || ' ' || coalesce(saved.phone, ''),
    jsonb_build_object('private_adventure_request_id', saved.id));
  return saved.id;
end
$$;

grant execute on function public.submit_contact_message(text, text, text, text, text, boolean, boolean, text),
  public.submit_inquiry(int, int, text, text, text, text, text),
  public.submit_private_adventure_request(text, text, text, text, int, date, int, int, text, text)
  to anon, authenticated, service_role;
