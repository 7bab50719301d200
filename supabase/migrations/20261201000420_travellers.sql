-- After the sale: every traveller's details (names as in the passport, date of birth, nationality, passport, dietary
-- needs, emergency contact), completed or corrected by the traveller until a cut-off before departure
-- (trips.traveller_details_days), read by the operator in the dashboard, and a reminder when they are still missing.
--
-- Passport numbers are personal data: the table is readable through the API only by the booking's signed-in owner (RLS
-- below) and by the service role (the operator's dashboard and the shop's server). A booking opened with a key from an
-- e-mail sees them masked (get_booking_page, 20261201000430_booking_page.sql).
create table public.booking_travellers (
  booking_id uuid not null references public.bookings (id) on delete cascade,
  position smallint not null check (position between 1 and 12),
  first_name text not null check (char_length(first_name) between 1 and 80),
  last_name text not null check (char_length(last_name) between 1 and 80),
  date_of_birth date check (date_of_birth > date '1900-01-01'),
  nationality text check (nationality ~ '^[A-Z]{2}$'),
  passport_number text check (passport_number ~ '^[A-Z0-9]{5,20}$'),
  passport_expiry date,
  dietary_needs text check (char_length(dietary_needs) <= 300),
  emergency_contact_name text check (char_length(emergency_contact_name) <= 120),
  emergency_contact_phone text check (emergency_contact_phone ~ '^\+?[0-9][0-9 ()./-]{4,28}[0-9]$'),
  updated_at timestamptz not null default now(),
  primary key (booking_id, position)
);

alter table public.booking_travellers enable row level security;

grant select on public.booking_travellers to authenticated;

create trigger booking_travellers_set_updated_at before update on public.booking_travellers
  for each row execute function public.set_updated_at();

create policy "booking travellers: owner reads" on public.booking_travellers
  for select to authenticated
  using (exists (select 1 from public.bookings b where b.id = booking_id and b.user_id = (select auth.uid())));

-- An account deleted (its bookings keep no user): the travellers' passports and contacts go with it.
create function private.erase_traveller_details() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.booking_travellers t where t.booking_id = new.id;
  return new;
end
$$;

create trigger bookings_erase_traveller_details after update of user_id on public.bookings
  for each row when (old.user_id is not null and new.user_id is null)
  execute function private.erase_traveller_details();

-- The operator's list in the dashboard: every traveller of every booking with the departure, complete or not.
create view public.operator_travellers with (security_invoker = true) as
  select b.reference, b.status, d.trip_id, d.start_date, b.places, t.position, t.first_name, t.last_name,
         t.date_of_birth, t.nationality, t.passport_number, t.passport_expiry, t.dietary_needs,
         t.emergency_contact_name, t.emergency_contact_phone, t.updated_at
    from public.bookings b
    join public.departures d on d.id = b.departure_id
    join public.booking_travellers t on t.booking_id = b.id;

-- The booking's own page, which every e-mail's "see your booking" link opens (with a key of its own).
create function private.booking_page_link(b public.bookings, site_url text, secret text) returns text
language sql stable
set search_path = ''
as $$
  select site_url || '/' || b.lang || '/account/bookings/' || b.reference || '?key=' || secret
$$;

-- Every e-mail's "see your booking" link (the confirmation's and the balance receipt's, written with the thank-you
-- page) opens the booking's own page; the balance reminder keeps its payment link.
create function private.booking_link(b public.bookings, site_url text, page text, secret text) returns text
language sql stable
set search_path = ''
as $$
  select case when page = 'checkout/success' then private.booking_page_link(b, site_url, secret)
              else site_url || '/' || b.lang || '/' || page || '?booking=' || b.reference || '&key=' || secret end
$$;

-- The last day details can be changed.
create function private.details_cutoff(b public.bookings) returns date
language sql stable
set search_path = ''
as $$
  select d.start_date - t.traveller_details_days
    from public.departures d join public.trips t on t.id = d.trip_id
   where d.id = b.departure_id
$$;

-- A traveller is complete with every field but the dietary needs.
create function private.traveller_complete(t public.booking_travellers) returns boolean
language sql immutable
set search_path = ''
as $$
  select t.date_of_birth is not null and t.nationality is not null and t.passport_number is not null
     and t.passport_expiry is not null and t.emergency_contact_name is not null and t.emergency_contact_phone is not null
$$;

create function private.travellers_missing(b public.bookings) returns int
language sql stable
set search_path = ''
as $$
  select b.places - count(*)::int from public.booking_travellers t
   where t.booking_id = b.id and private.traveller_complete(t)
$$;

create function private.clean_date(value text, field text) returns date
language plpgsql
set search_path = ''
as $$
begin
  if value is null or btrim(value) = '' then
    return null;
  end if;
  if value !~ '^\d{4}-\d{2}-\d{2}$' then
    perform private.invalid(field || ' must be a date (YYYY-MM-DD)');
  end if;
  return value::date;
exception when datetime_field_overflow or invalid_datetime_format then
  perform private.invalid(field || ' must be a date (YYYY-MM-DD)');
  return null;
end
$$;

-- Saves every traveller of a confirmed booking (as many as places), until the cut-off. A passport number left out
-- (null) keeps the one on file, so a page that shows it masked never has to send it back.
create function public.save_traveller_details(reference text, key text, travellers jsonb) returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  found_booking public.bookings := private.authorized_booking(save_traveller_details.reference, save_traveller_details.key);
  dep public.departures;
  person jsonb;
  i int := 0;
  field text;
  names jsonb := '[]';
  birth date;
  expiry date;
  passport text;
  nationality text;
  phone text;
begin
  select * into dep from public.departures d where d.id = found_booking.departure_id;
  select * into found_booking from public.bookings b where b.id = found_booking.id for update;
  if found_booking.status <> 'confirmed' or current_date > private.details_cutoff(found_booking) then
    perform private.booking_error('details_closed', 'The travellers'' details of this booking can no longer be changed');
  end if;
  if travellers is null or jsonb_typeof(travellers) <> 'array' or jsonb_array_length(travellers) <> found_booking.places then
    perform private.invalid('travellers must list the ' || found_booking.places || ' travellers of the booking');
  end if;
  for person in select value from jsonb_array_elements(travellers) loop
    i := i + 1;
    field := 'travellers[' || i || ']';
    if jsonb_typeof(person) <> 'object' then
      perform private.invalid(field || ' must be an object');
    end if;
    birth := private.clean_date(person ->> 'date_of_birth', field || '.date_of_birth');
    if birth is not null and (birth >= current_date or birth <= date '1900-01-01') then
      perform private.invalid(field || '.date_of_birth must be a past date');
    end if;
    expiry := private.clean_date(person ->> 'passport_expiry', field || '.passport_expiry');
    if expiry is not null and expiry <= dep.end_date then
      perform private.invalid(field || '.passport_expiry must be after the trip ends');
    end if;
    nationality := upper(private.clean_line(person ->> 'nationality', field || '.nationality', 2, false));
    if nationality is not null and nationality !~ '^[A-Z]{2}$' then
      perform private.invalid(field || '.nationality must be an ISO 3166 country code');
    end if;
    passport := upper(regexp_replace(coalesce(person ->> 'passport_number', ''), '[\s-]', '', 'g'));
    if person ? 'passport_number' and person ->> 'passport_number' is not null and passport !~ '^[A-Z0-9]{5,20}$' then
      perform private.invalid(field || '.passport_number must be 5 to 20 letters and digits');
    end if;
    phone := private.clean_line(person ->> 'emergency_contact_phone', field || '.emergency_contact_phone', 30, false);
    if phone is not null and phone !~ '^\+?[0-9][0-9 ()./-]{4,28}[0-9]$' then
      perform private.invalid(field || '.emergency_contact_phone must be a phone number');
    end if;
    insert into public.booking_travellers as t
      (booking_id, position, first_name, last_name, date_of_birth, nationality, passport_number, passport_expiry,
       dietary_needs, emergency_contact_name, emergency_contact_phone)
    values (
      found_booking.id, i,
      private.clean_line(person ->> 'first_name', field || '.first_name', 80, true),
      private.clean_line(person ->> 'last_name', field || '.last_name', 80, true),
      birth, nationality, nullif(passport, ''), expiry,
      private.clean_text(person ->> 'dietary_needs', field || '.dietary_needs', 300, false),
      private.clean_line(person ->> 'emergency_contact_name', field || '.emergency_contact_name', 120, false),
      phone)
    on conflict (booking_id, position) do update
       set first_name = excluded.first_name, last_name = excluded.last_name, date_of_birth = excluded.date_of_birth,
           nationality = excluded.nationality,
           passport_number = coalesce(excluded.passport_number, t.passport_number),
           passport_expiry = excluded.passport_expiry, dietary_needs = excluded.dietary_needs,
           emergency_contact_name = excluded.emergency_contact_name,
           emergency_contact_phone = excluded.emergency_contact_phone;
    names := names || jsonb_build_array(jsonb_build_object(
      'first_name', private.clean_line(person ->> 'first_name', field || '.first_name', 80, true),
      'last_name', private.clean_line(person ->> 'last_name', field || '.last_name', 80, true)));
  end loop;
  -- The names every e-mail and document prints follow the corrected ones.
  update public.bookings b set travellers = names where b.id = found_booking.id;
  return json_build_object('reference', found_booking.reference, 'saved', i);
end
$$;

grant execute on function public.save_traveller_details(text,text,jsonb) to anon, authenticated;

-- Reminders: once, four weeks before the cut-off, to confirmed bookings whose details are still missing, with a link
-- to the booking page (while the details can still be given).
create function public.queue_traveller_reminders(site_url text) returns int
language plpgsql
security definer
set search_path = ''
as $$
declare
  clean_site text := private.clean_site_url(queue_traveller_reminders.site_url);
  b public.bookings;
  es boolean;
  cutoff date;
  missing int;
  sent int := 0;
begin
  for b in
    select x.* from public.bookings x
      join public.departures d on d.id = x.departure_id
      join public.trips t on t.id = d.trip_id
     where x.status = 'confirmed' and x.travellers_reminder_sent_at is null
       and current_date between d.start_date - t.traveller_details_days - 28 and d.start_date - t.traveller_details_days
     order by d.start_date
     for update of x skip locked
  loop
    missing := private.travellers_missing(b);
    if missing > 0 then
      es := b.lang = 'es';
      cutoff := private.details_cutoff(b);
      perform private.queue_email(
        b.billing ->> 'email',
        case when es then 'Faltan los datos de los viajeros: ' else 'Travellers'' details missing: ' end || b.reference,
        concat_ws(E'\n\n',
          case when es then 'Hola ' else 'Hello ' end || coalesce(b.billing ->> 'first_name', '') || ',',
          case when es then 'Aún nos faltan los datos de ' || missing || ' viajero(s) de tu reserva. Complétalos antes del '
               else 'We still need the details of ' || missing || ' traveller(s) on your booking. Please complete them by ' end
            || private.format_date(cutoff, b.lang) || '.',
          private.booking_summary(b),
          case when es then 'Completa los datos aquí:' else 'Complete the details here:' end
            || E'\n' || private.booking_page_link(b, clean_site, private.issue_booking_key(b.id, 'email')),
          private.shop_name()),
        'travellers_reminder', jsonb_build_object('booking_id', b.id, 'reference', b.reference, 'lang', b.lang));
      sent := sent + 1;
    end if;
    update public.bookings x set travellers_reminder_sent_at = now() where x.id = b.id;
  end loop;
  return sent;
end
$$;

-- Executable by PUBLIC, as every function made before the least-privilege defaults was in the history this fold
-- replaces (docs/database.md): private has no USAGE for the API roles, so no API caller reaches them.
grant execute on function
  private.booking_link(public.bookings,text,text,text)
to public;
