-- The public forms' tables (contact, trip inquiry, private adventure request), their rate limits and e-mails, and
-- each form's response time.
create table public.inquiries (
  id uuid primary key default gen_random_uuid(),
  trip_id int references public.trips (id) on delete set null,
  departure_id int references public.departures (id) on delete set null,
  user_id uuid references auth.users (id) on delete cascade,
  name text not null,
  email text not null,
  phone text,
  message text not null,
  lang text not null default 'en' check (lang in ('en', 'es')),
  created_at timestamptz not null default now()
);

alter table public.inquiries enable row level security;

create index inquiries_trip_idx on public.inquiries (trip_id);

create index inquiries_departure_idx on public.inquiries (departure_id);

create index inquiries_user_idx on public.inquiries (user_id);

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete cascade,
  name text not null,
  email text not null,
  phone text,
  subject text,
  message text not null,
  accepts_terms boolean not null default false,
  wants_news boolean not null default false,
  lang text not null default 'en' check (lang in ('en', 'es')),
  created_at timestamptz not null default now(),
  wants_giveaway boolean not null default false
);

alter table public.contact_messages enable row level security;

create index contact_messages_user_idx on public.contact_messages (user_id);

create table public.private_adventure_requests (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete cascade,
  name text not null,
  email text not null,
  phone text,
  destination text,
  activity_id int references public.activities (id) on delete set null,
  start_month date,
  group_size int check (group_size > 0),
  budget_cents int check (budget_cents >= 0),
  message text,
  lang text not null default 'en' check (lang in ('en', 'es')),
  created_at timestamptz not null default now(),
  trip_id int references public.trips (id) on delete set null,
  surprise_me boolean not null default false,
  date_from date,
  date_to date,
  flexibility text check (flexibility in ('exact', 'few_days', 'flexible')),
  adults int check (adults between 1 and 50),
  children int not null default 0 check (children between 0 and 50),
  level text check (level in ('beginner', 'intermediate', 'advanced')),
  budget_band text check (budget_band in ('0-500', '500-1000', '1000-2000', '2000+')),
  accepts_terms boolean not null default false,
  wants_news boolean not null default false,
  wants_giveaway boolean not null default false
);

alter table public.private_adventure_requests enable row level security;

create index private_adventure_requests_user_idx on public.private_adventure_requests (user_id);

create index private_adventure_requests_activity_idx on public.private_adventure_requests (activity_id);

-- The operator's notice plus the sender's acknowledgement, in the sender's language.
create function private.queue_form_emails(
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

create index private_adventure_requests_trip_idx on public.private_adventure_requests (trip_id);

-- A one-line field (name, phone, subject, destination): line breaks and other control characters would let a
-- sender shape the subject line or the layout of the operator's e-mail.
create function private.clean_line(value text, field text, max_length int, required boolean)
returns text
language plpgsql
set search_path = ''
as $$
declare
  cleaned text := private.clean_text(value, field, max_length, required);
begin
  if cleaned ~ '[[:cntrl:]]' then
    perform private.invalid(field || ' must be a single line of text');
  end if;
  return cleaned;
end
$$;

-- Counts one submission of `kind` for the client; over the limit the whole call is refused (HTTP 429).
create function private.take_form_submission(kind text, client_key text) returns void
language plpgsql
set search_path = ''
as $$
begin
  if client_key is null or client_key !~ '^[A-Za-z0-9_-]{8,64}$' then
    perform private.invalid('client_key must be the key the shop derives from the client address');
  end if;
  if not private.take_rate_limit(kind || ':client:' || client_key, 5, interval '10 minutes') then
    raise exception using errcode = 'PT429',
      message = 'too many ' || kind || ' submissions from this client; try again in a few minutes';
  end if;
end
$$;

create function private.check_sender(sender uuid) returns void
language plpgsql
set search_path = ''
as $$
begin
  if sender is not null and not exists (select 1 from auth.users u where u.id = sender) then
    perform private.invalid('user_id does not name a user');
  end if;
end
$$;

create function private.check_accepts_terms(accepts_terms boolean) returns void
language plpgsql
set search_path = ''
as $$
begin
  if accepts_terms is not true then
    perform private.invalid('accepts_terms must be true: the terms and the cookie policy must be accepted');
  end if;
end
$$;

-- The acknowledgement of a form (see 20261201000810_form_submissions.sql for who gets one), saying the form's own
-- response time (form_response_times), never a promise of its own.
create function private.queue_form_mail(
  kind text,
  sender_name text,
  sender_email text,
  sender_user uuid,
  lang text,
  notice text,
  copy text,
  payload jsonb
) returns boolean
language plpgsql
set search_path = ''
as $$
declare
  confirmed boolean;
  subject text;
  thanks text;
  body text;
begin
  perform private.queue_email(
    private.operator_email(), 'New ' || kind || ' from ' || sender_name, notice, kind || '_notice', payload);

  if not private.take_rate_limit('form-ack:to:' || sender_email, 3, interval '1 hour') then
    return false;
  end if;
  confirmed := sender_user is not null and exists (
    select 1 from auth.users u
     where u.id = sender_user and lower(u.email) = sender_email and u.email_confirmed_at is not null
  );
  subject := case lang
    when 'es' then case kind
      when 'private adventure request' then 'Hemos recibido tu solicitud de aventura privada'
      when 'trip inquiry' then 'Hemos recibido tu consulta'
      else 'Hemos recibido tu mensaje' end
    else case kind
      when 'private adventure request' then 'We have received your private adventure request'
      when 'trip inquiry' then 'We have received your question'
      else 'We have received your message' end
  end;
  thanks := case lang
    when 'es' then 'Gracias por escribirnos. Nuestro equipo de viajes te responderá '
      || private.response_time_text(kind, lang) || ' (de lunes a viernes).'
    else 'Thank you for writing to us. Our travel team will answer ' || private.response_time_text(kind, lang)
      || ' (Monday to Friday).'
  end;
  body := thanks || E'\n\n' || case lang
    when 'es' then 'Si no has escrito tú, ignora este correo: no se ha creado ninguna cuenta y no volveremos a escribirte.'
    else 'If you did not write to us, please ignore this e-mail: no account was created and we will not write again.'
  end;
  if confirmed then
    body := case lang when 'es' then 'Hola ' else 'Hi ' end || sender_name || E',\n\n' || thanks
      || E'\n\n' || case lang when 'es' then 'Tu mensaje:' else 'Your message:' end || E'\n\n' || copy;
  end if;
  perform private.queue_email(sender_email, subject, body, kind || '_acknowledgement',
    payload || jsonb_build_object('quotes_sender', confirmed));
  return true;
end
$$;

-- One truth (issue 46): each form's response time is one number, said by its page and its acknowledgement e-mail.

-- How soon the team answers each form, in working days: the one number the form's page (contact, trip inquiry,
-- private adventures: lib/data/response-times.ts) and its acknowledgement e-mail both say. The operator changes a
-- promise here, in the dashboard, and both follow.
create table public.form_response_times (
  form text primary key check (form in ('contact message', 'trip inquiry', 'private adventure request')),
  working_days smallint not null check (working_days between 1 and 30)
);

alter table public.form_response_times enable row level security;

grant select on public.form_response_times to anon, authenticated;

-- "within one working day" / "en un día laborable", as the pages' messages (ResponseTimes.within) say it.
create function private.response_time_text(p_form text, p_lang text) returns text
language sql stable
set search_path = ''
as $$
  select case
    when p_lang = 'es' then case when d = 1 then 'en un día laborable' else 'en ' || d || ' días laborables' end
    else case when d = 1 then 'within one working day' else 'within ' || d || ' working days' end
  end
    from (select coalesce((select r.working_days from public.form_response_times r where r.form = p_form), 2) as d) x
$$;

create policy form_response_times_public on public.form_response_times for select to anon, authenticated using (true);

-- A message to the team is read and answered the next working day; a trip question too (availability and details
-- are the team's own); a private adventure gets a first proposal, which a travel designer prepares: two days.
insert into public.form_response_times (form, working_days) values
  ('contact message', 1), ('trip inquiry', 1), ('private adventure request', 2);

-- Executable by PUBLIC, as every function made before the least-privilege defaults was in the history this fold
-- replaces (docs/database.md): private has no USAGE for the API roles, so no API caller reaches them.
grant execute on function
  private.queue_form_emails(text,text,text,text,text,jsonb),
  private.clean_line(text,text,integer,boolean),
  private.take_form_submission(text,text),
  private.check_sender(uuid),
  private.check_accepts_terms(boolean),
  private.queue_form_mail(text,text,text,uuid,text,text,text,jsonb)
to public;
