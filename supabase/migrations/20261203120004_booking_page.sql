-- After the sale (4/4): the booking's own page (/{lang}/account/bookings/{reference}), opened by its signed-in owner
-- or with a key from an e-mail, and the keys' lifetimes.

-- Keys end: a checkout key (the checkout, payment and thank-you pages' links) after 30 days, an e-mail key 180 days
-- after the trip ends. Keys issued before this migration keep working.
alter table public.booking_access_keys add column expires_at timestamptz;

create or replace function private.issue_booking_key(p_booking_id uuid, p_purpose text) returns text
language plpgsql
set search_path = ''
as $$
declare
  secret text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
  ends timestamptz;
begin
  if p_purpose = 'checkout' then
    ends := now() + interval '30 days';
  else
    select greatest(now(), d.end_date::timestamptz) + interval '180 days' into ends
      from public.bookings b join public.departures d on d.id = b.departure_id where b.id = p_booking_id;
  end if;
  insert into public.booking_access_keys (key_hash, booking_id, purpose, expires_at)
  values (private.key_hash(secret), p_booking_id, p_purpose, ends);
  return secret;
end
$$;

-- As before (a wrong key and an unknown reference get the same answer), and a key that has ended says so: only the
-- holder of a once valid key learns it, and is told how to get back in (signing in, or a newer e-mail).
create or replace function private.authorized_booking(p_reference text, p_key text) returns public.bookings
language plpgsql
set search_path = ''
as $$
declare
  found_booking public.bookings;
  uid uuid := auth.uid();
  key_ends timestamptz;
begin
  select * into found_booking from public.bookings b where b.reference = upper(btrim(coalesce(p_reference, '')));
  if found_booking.id is null then
    perform private.booking_error('not_found', 'No booking matches this reference and key');
  end if;
  if uid is not null and found_booking.user_id = uid then
    return found_booking;
  end if;
  if p_key is not null and char_length(p_key) <= 200 then
    select coalesce(k.expires_at, 'infinity') into key_ends from public.booking_access_keys k
     where k.booking_id = found_booking.id and k.key_hash = private.key_hash(p_key);
    if key_ends > now() then
      return found_booking;
    elsif key_ends is not null then
      perform private.booking_error('key_expired', 'This link has expired');
    end if;
  end if;
  perform private.booking_error('not_found', 'No booking matches this reference and key');
  return null;
end
$$;

-- Every e-mail's "see your booking" link (the confirmation's and the balance receipt's, written with the thank-you
-- page by 20261123000400) opens the booking's own page; the balance reminder keeps its payment link.
create or replace function private.booking_link(b public.bookings, site_url text, page text, secret text) returns text
language sql stable
set search_path = ''
as $$
  select case when page = 'checkout/success' then private.booking_page_link(b, site_url, secret)
              else site_url || '/' || b.lang || '/' || page || '?booking=' || b.reference || '&key=' || secret end
$$;

-- Everything the booking page shows. A passport number is never sent whole: the page shows its last three characters.
create or replace function public.get_booking_page(reference text, key text default null) returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  b public.bookings := private.authorized_booking(get_booking_page.reference, get_booking_page.key);
  cutoff date := private.details_cutoff(b);
begin
  return json_build_object(
    'booking', private.booking_json(b),
    'refunded_cents', b.refunded_cents,
    'cancelled_at', b.cancelled_at,
    'cancelled_by', b.cancelled_by,
    'cancellation_fee_cents', b.cancellation_fee_cents,
    'created_at', b.created_at,
    'payments', coalesce((
      select json_agg(json_build_object('id', p.id, 'amount_cents', p.amount_cents, 'currency', p.currency, 'kind', p.kind,
               'refunded_cents', p.refunded_cents, 'created_at', p.created_at) order by p.created_at, p.id)
        from public.payments p where p.booking_id = b.id and p.status = 'succeeded'), '[]'),
    'refunds', coalesce((
      select json_agg(json_build_object('id', r.id, 'amount_cents', r.amount_cents, 'status', r.status, 'source', r.source,
               'created_at', r.created_at) order by r.created_at, r.id)
        from public.refunds r where r.booking_id = b.id), '[]'),
    'invoice', (select json_build_object('number', i.number, 'issued_at', i.issued_at, 'total_cents', i.total_cents)
                  from public.invoices i where i.booking_id = b.id),
    'travellers', coalesce((
      select json_agg(json_build_object(
               'position', n.position,
               'first_name', coalesce(t.first_name, n.person ->> 'first_name', ''),
               'last_name', coalesce(t.last_name, n.person ->> 'last_name', ''),
               'date_of_birth', t.date_of_birth, 'nationality', t.nationality,
               'passport_end', case when t.passport_number is not null then right(t.passport_number, 3) end,
               'passport_expiry', t.passport_expiry, 'dietary_needs', t.dietary_needs,
               'emergency_contact_name', t.emergency_contact_name, 'emergency_contact_phone', t.emergency_contact_phone,
               'complete', coalesce(private.traveller_complete(t), false)) order by n.position)
        from (select g.position, b.travellers -> (g.position - 1) as person
                from generate_series(1, b.places) as g(position)) n
        left join public.booking_travellers t on t.booking_id = b.id and t.position = n.position), '[]'),
    'details_cutoff_on', cutoff,
    'details_open', b.status = 'confirmed' and current_date <= cutoff,
    'cancellation', private.cancellation_quote(b),
    'today', current_date);
end
$$;
revoke execute on function public.get_booking_page(text, text) from public;
grant execute on function public.get_booking_page(text, text) to anon, authenticated, service_role;
