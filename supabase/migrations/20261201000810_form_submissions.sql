-- The public forms (contact, trip inquiry, private adventure request) as the shop's server submits them.
--
-- Before these rules anon could call the form functions straight through the REST API, without any limit, and each call
-- sent an acknowledgement quoting the sender's text to whatever address was typed: a relay for mail bombing. So:
-- - Only the service role may call them. The shop's server calls them after its own checks (schema, honeypot,
--   fill time), passing the visitor's client key (a hash of the address the hosting platform reports) and the
--   signed-in user, whom it has verified with the auth server.
-- - Per client and form: at most 5 submissions per 10 minutes; the next one is refused with SQLSTATE PT429 (HTTP
--   429) and nothing is stored. The limit is taken in the same transaction as the row and its e-mails.
-- - Per recipient address, across the three forms: at most 3 acknowledgements per hour. A further submission is
--   still stored and reaches the operator; only the acknowledgement is left out. Refusing it instead would let
--   anyone lock a stranger out of the forms by typing that stranger's address.
-- - An acknowledgement carries only fixed text in the sender's language, unless the address is the confirmed
--   address of the signed-in user who sent the form: then it greets them by name and includes a copy.
create function public.submit_contact_message(
  client_key text,
  name text,
  email text,
  message text,
  phone text default null,
  subject text default null,
  accepts_terms boolean default false,
  wants_news boolean default false,
  wants_giveaway boolean default false,
  lang text default 'en',
  user_id uuid default null
) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  saved public.contact_messages;
begin
  perform private.take_form_submission('contact', submit_contact_message.client_key);
  perform private.check_sender(submit_contact_message.user_id);
  perform private.check_accepts_terms(submit_contact_message.accepts_terms);
  insert into public.contact_messages
    (user_id, name, email, phone, subject, message, accepts_terms, wants_news, wants_giveaway, lang)
  values (
    submit_contact_message.user_id,
    private.clean_line(submit_contact_message.name, 'name', 120, true),
    private.clean_email(submit_contact_message.email),
    private.clean_line(submit_contact_message.phone, 'phone', 40, false),
    private.clean_line(submit_contact_message.subject, 'subject', 200, false),
    private.clean_text(submit_contact_message.message, 'message', 5000, true),
    true,
    coalesce(submit_contact_message.wants_news, false),
    coalesce(submit_contact_message.wants_giveaway, false),
    private.clean_lang(submit_contact_message.lang)
  )
  returning * into saved;
  perform private.queue_form_mail('contact message', saved.name, saved.email, saved.user_id, saved.lang,
    coalesce(saved.subject, '(no subject)') || E'\n\n' || saved.message || E'\n\n'
      || saved.name || ' <' || saved.email || '> ' || coalesce(saved.phone, '') || E'\n'
      || 'News: ' || saved.wants_news || ', giveaway: ' || saved.wants_giveaway || ', language: ' || saved.lang,
    coalesce(saved.subject || E'\n\n', '') || saved.message,
    jsonb_build_object('contact_message_id', saved.id));
  return saved.id;
end
$$;

create function public.submit_inquiry(
  client_key text,
  trip_id int,
  name text,
  email text,
  message text,
  departure_id int default null,
  phone text default null,
  lang text default 'en',
  user_id uuid default null
) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  saved public.inquiries;
  trip_title text;
begin
  perform private.take_form_submission('inquiry', submit_inquiry.client_key);
  perform private.check_sender(submit_inquiry.user_id);
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
    submit_inquiry.user_id,
    private.clean_line(submit_inquiry.name, 'name', 120, true),
    private.clean_email(submit_inquiry.email),
    private.clean_line(submit_inquiry.phone, 'phone', 40, false),
    private.clean_text(submit_inquiry.message, 'message', 5000, true),
    private.clean_lang(submit_inquiry.lang)
  )
  returning * into saved;
  select tt.title into trip_title
    from public.trip_translations tt where tt.trip_id = saved.trip_id order by (tt.lang = saved.lang) desc limit 1;
  perform private.queue_form_mail('trip inquiry', saved.name, saved.email, saved.user_id, saved.lang,
    'Trip ' || saved.trip_id || coalesce(' (' || trip_title || ')', '')
      || coalesce(', departure ' || saved.departure_id, '') || E'\n\n' || saved.message || E'\n\n'
      || saved.name || ' <' || saved.email || '> ' || coalesce(saved.phone, ''),
    coalesce(trip_title || E'\n\n', '') || saved.message,
    jsonb_build_object('inquiry_id', saved.id, 'trip_id', saved.trip_id, 'departure_id', saved.departure_id));
  return saved.id;
end
$$;

create function public.submit_private_adventure_request(
  client_key text,
  name text,
  email text,
  accepts_terms boolean default false,
  adults int default null,
  children int default 0,
  flexibility text default null,
  date_from date default null,
  date_to date default null,
  start_month date default null,
  surprise_me boolean default false,
  destination text default null,
  activity_id int default null,
  trip_id int default null,
  level text default null,
  budget_band text default null,
  message text default null,
  phone text default null,
  wants_news boolean default false,
  wants_giveaway boolean default false,
  lang text default 'en',
  user_id uuid default null
) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_variable
declare
  saved public.private_adventure_requests;
  trip_title text;
  activity_name text;
  month date;
  notice text;
  summary text;
begin
  perform private.take_form_submission('private', client_key);
  perform private.check_sender(user_id);
  perform private.check_accepts_terms(accepts_terms);

  -- Where and what: a destination, an activity, a trip to make private, or "surprise me".
  if coalesce(surprise_me, false) is false and nullif(btrim(destination), '') is null
     and activity_id is null and trip_id is null then
    perform private.invalid('destination, activity_id or trip_id is required unless surprise_me is true');
  end if;
  if activity_id is not null and not exists (
    select 1 from public.activities a where a.id = activity_id and a.published
  ) then
    perform private.invalid('activity_id does not name a published activity');
  end if;
  if trip_id is not null and not exists (
    select 1 from public.trips t
     where t.id = trip_id and t.published and t.group_type in ('private', 'both', 'ask')
  ) then
    perform private.invalid('trip_id does not name a published trip that takes private groups');
  end if;

  -- When: exact dates, or a month; and how flexible.
  if date_from is null and start_month is null then
    perform private.invalid('date_from or start_month is required');
  end if;
  if date_from is not null then
    if date_to is null or date_to < date_from then
      perform private.invalid('date_to must be on or after date_from');
    end if;
    if date_from < current_date or date_from > current_date + 1095 then
      perform private.invalid('date_from must be within the next three years');
    end if;
    if date_to > date_from + 365 then
      perform private.invalid('date_to must be within a year of date_from');
    end if;
  elsif date_to is not null then
    perform private.invalid('date_to needs a date_from');
  end if;
  month := date_trunc('month', start_month)::date;
  if month is not null and (month < date_trunc('month', current_date) or month > current_date + 1095) then
    perform private.invalid('start_month must be within the next three years');
  end if;
  if flexibility is null or flexibility not in ('exact', 'few_days', 'flexible') then
    perform private.invalid('flexibility must be exact, few_days or flexible');
  end if;

  -- Who and how much.
  if adults is null or adults not between 1 and 50 then
    perform private.invalid('adults must be between 1 and 50');
  end if;
  if coalesce(children, 0) not between 0 and 50 then
    perform private.invalid('children must be between 0 and 50');
  end if;
  if level is not null and level not in ('beginner', 'intermediate', 'advanced') then
    perform private.invalid('level must be beginner, intermediate or advanced');
  end if;
  if budget_band is not null and budget_band not in ('0-500', '500-1000', '1000-2000', '2000+') then
    perform private.invalid('budget_band must be 0-500, 500-1000, 1000-2000 or 2000+');
  end if;

  insert into public.private_adventure_requests (
    user_id, name, email, phone, destination, activity_id, trip_id, surprise_me, start_month, date_from, date_to,
    flexibility, adults, children, group_size, level, budget_band, message, accepts_terms, wants_news,
    wants_giveaway, lang)
  values (
    user_id,
    private.clean_line(name, 'name', 120, true),
    private.clean_email(email),
    private.clean_line(phone, 'phone', 40, false),
    private.clean_line(destination, 'destination', 200, false),
    activity_id,
    trip_id,
    coalesce(surprise_me, false),
    month,
    date_from,
    date_to,
    flexibility,
    adults,
    coalesce(children, 0),
    adults + coalesce(children, 0),
    level,
    budget_band,
    private.clean_text(message, 'message', 5000, false),
    true,
    coalesce(wants_news, false),
    coalesce(wants_giveaway, false),
    private.clean_lang(lang)
  )
  returning * into saved;

  select tt.title into trip_title
    from public.trip_translations tt where tt.trip_id = saved.trip_id order by (tt.lang = 'en') desc limit 1;
  select t.name into activity_name
    from public.activity_translations t where t.activity_id = saved.activity_id order by (t.lang = 'en') desc limit 1;
  summary := concat_ws(E'\n',
    'Where: ' || case when saved.surprise_me then 'surprise me' else coalesce(saved.destination, '-') end,
    'Activity: ' || coalesce(activity_name, '-'),
    'Private version of: ' || coalesce('trip ' || saved.trip_id || coalesce(' (' || trip_title || ')', ''), '-'),
    'When: ' || coalesce(saved.date_from::text || ' to ' || saved.date_to::text, to_char(saved.start_month, 'YYYY-MM'))
      || ' (' || saved.flexibility || ')',
    'Who: ' || saved.adults || ' adults, ' || saved.children || ' children, level ' || coalesce(saved.level, '-'),
    'Budget per person (EUR): ' || coalesce(saved.budget_band, 'not sure'));
  notice := summary || E'\n\n' || coalesce(saved.message, '') || E'\n\n'
    || saved.name || ' <' || saved.email || '> ' || coalesce(saved.phone, '') || E'\n'
    || 'News: ' || saved.wants_news || ', giveaway: ' || saved.wants_giveaway || ', language: ' || saved.lang;
  perform private.queue_form_mail('private adventure request', saved.name, saved.email, saved.user_id, saved.lang,
    notice, summary || coalesce(E'\n\n' || saved.message, ''),
    jsonb_build_object('private_adventure_request_id', saved.id, 'trip_id', saved.trip_id));
  return saved.id;
end
$$;
