-- One truth (issue 46): each form's response time is one number, said by its page and its acknowledgement e-mail.

-- How soon the team answers each form, in working days: the one number the form's page (contact, trip inquiry,
-- private adventures: lib/data/response-times.ts) and its acknowledgement e-mail both say. The operator changes a
-- promise here, in the dashboard, and both follow.
create table public.form_response_times (
  form text primary key check (form in ('contact message', 'trip inquiry', 'private adventure request')),
  working_days smallint not null check (working_days between 1 and 30)
);
alter table public.form_response_times enable row level security;
create policy form_response_times_public on public.form_response_times for select to anon, authenticated using (true);
grant select on public.form_response_times to anon, authenticated, service_role;

-- A message to the team is read and answered the next working day; a trip question too (availability and details
-- are the team's own); a private adventure gets a first proposal, which a travel designer prepares: two days.
insert into public.form_response_times (form, working_days) values
  ('contact message', 1), ('trip inquiry', 1), ('private adventure request', 2);

-- "within one working day" / "en un día laborable", as the pages' messages (ResponseTimes.within) say it.
create or replace function private.response_time_text(p_form text, p_lang text) returns text
language sql stable
set search_path = ''
as $$
  select case
    when p_lang = 'es' then case when d = 1 then 'en un día laborable' else 'en ' || d || ' días laborables' end
    else case when d = 1 then 'within one working day' else 'within ' || d || ' working days' end
  end
    from (select coalesce((select r.working_days from public.form_response_times r where r.form = p_form), 2) as d) x
$$;

-- The acknowledgement says the form's own response time (it said "within 48 hours" for every form, while the contact
-- page promised one working day). Otherwise as in 20261123002000_form_submissions.sql.
create or replace function private.queue_form_mail(
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
