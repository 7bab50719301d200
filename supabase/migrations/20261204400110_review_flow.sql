-- The way a review comes in (docs/reviews.md): the daily job invites each confirmed booking of a departure that has
-- returned, once, by e-mail in the booking's language, with a secret link; the traveller writes the review on the
-- shop's page; it waits as pending and the operator publishes or rejects it from the links of a notice e-mail.
-- Secrets are stored hashed (private.key_hash), like the bookings' keys; nobody reads these tables through the API.

-- One invitation a booking, ever: the primary key is what makes "never twice" hold however many jobs run.
create table public.review_invitations (
  booking_id uuid primary key references public.bookings (id) on delete cascade,
  key_hash text not null unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);

alter table public.review_invitations enable row level security;

create table public.review_moderation_keys (
  review_id int primary key references public.reviews (id) on delete cascade,
  key_hash text not null unique,
  created_at timestamptz not null default now()
);

alter table public.review_moderation_keys enable row level security;

-- Departures that returned within this many days are invited; a link works this long after it was sent.
create function private.review_invite_window() returns interval
language sql immutable
set search_path = ''
as $$ select interval '30 days' $$;

create function private.review_link_lifetime() returns interval
language sql immutable
set search_path = ''
as $$ select interval '60 days' $$;

-- The review page's address in each language (lib/i18n/routing.ts pathnames '/review').
create function private.review_page(lang text) returns text
language sql immutable
set search_path = ''
as $$ select case when lang = 'es' then '/es/opinar' else '/en/review' end $$;

-- The daily job: one invitation per confirmed booking whose departure ended yesterday or up to the window before.
create function public.queue_review_invitations(site_url text) returns int
language plpgsql
security definer
set search_path = ''
as $$
declare
  clean_site text := private.clean_site_url(queue_review_invitations.site_url);
  b public.bookings;
  es boolean;
  secret text;
  trip_title text;
  sent int := 0;
begin
  for b in
    select x.* from public.bookings x
      join public.departures d on d.id = x.departure_id
     where x.status = 'confirmed' and nullif(x.billing ->> 'email', '') is not null
       and d.end_date < current_date and d.end_date >= current_date - private.review_invite_window()
       and not exists (select 1 from public.review_invitations i where i.booking_id = x.id)
       and not exists (select 1 from public.reviews r where r.booking_id = x.id)
     order by d.end_date, x.id
     for update of x skip locked
  loop
    secret := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
    insert into public.review_invitations (booking_id, key_hash, expires_at)
    values (b.id, private.key_hash(secret), now() + private.review_link_lifetime())
    on conflict do nothing;
    continue when not found;
    es := b.lang = 'es';
    select coalesce(tt.title, en.title) into trip_title
      from public.departures d
      left join public.trip_translations tt on tt.trip_id = d.trip_id and tt.lang = b.lang
      left join public.trip_translations en on en.trip_id = d.trip_id and en.lang = 'en'
     where d.id = b.departure_id;
    perform private.queue_email(
      b.billing ->> 'email',
      case when es then '¿Qué tal fue ' || trip_title || '? Cuéntaselo a otros viajeros'
           else 'How was ' || trip_title || '? Tell other travellers' end,
      concat_ws(E'\n\n',
        case when es then 'Hola ' else 'Hello ' end || coalesce(b.billing ->> 'first_name', '') || ',',
        case when es then 'Esperamos que hayas disfrutado de ' || trip_title || '. ¿Nos cuentas cómo fue? Tu opinión ayuda a otros viajeros a elegir.'
             else 'We hope you enjoyed ' || trip_title || '. Would you tell us how it went? Your review helps other travellers choose.' end,
        private.booking_summary(b),
        case when es then 'Escribe tu opinión aquí (el enlace es personal y sirve hasta el '
             else 'Write your review here (the link is yours alone and works until ' end
          || private.format_date((now() + private.review_link_lifetime())::date, b.lang) || '):'
          || E'\n' || clean_site || private.review_page(b.lang) || '?key=' || secret,
        private.shop_name()),
      'review_invitation', jsonb_build_object('booking_id', b.id, 'reference', b.reference, 'lang', b.lang));
    sent := sent + 1;
  end loop;
  return sent;
end
$$;

-- The invitation a secret opens, or a hinted error the page turns into a localized message.
create function private.open_invitation(p_key text) returns public.review_invitations
language plpgsql stable
set search_path = ''
as $$
declare
  inv public.review_invitations;
begin
  select i.* into inv from public.review_invitations i
   where i.key_hash = private.key_hash(coalesce(p_key, ''));
  if not found then
    perform private.booking_error('not_found', 'No review invitation matches this link');
  end if;
  if inv.expires_at <= now() then
    perform private.booking_error('key_expired', 'This review link has expired');
  end if;
  return inv;
end
$$;

-- The trip's title in each language it has, for the review and moderation pages (its trip may be unpublished by now).
create function private.trip_titles(p_trip_id int) returns jsonb
language sql stable
set search_path = ''
as $$
  select coalesce(jsonb_object_agg(tt.lang, tt.title), '{}') from public.trip_translations tt where tt.trip_id = p_trip_id
$$;

-- A booking's photos as the pages list them, oldest first: its drafts (review null) or the photos of its review.
create function private.review_photo_list(p_booking_id uuid, p_drafts boolean) returns jsonb
language sql stable
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('id', p.id, 'width', p.width, 'height', p.height, 'rejected', p.rejected)
                            order by p.created_at, p.id), '[]')
    from public.review_photos p
   where p.booking_id = p_booking_id and (p.review_id is null) = p_drafts
$$;

-- What the review page shows: the trip and dates, the name the review will carry, whether it is written already, and
-- the photos added to it so far (drafts until the review is sent).
create function public.get_review_invitation(key text) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  inv public.review_invitations := private.open_invitation(get_review_invitation.key);
  result jsonb;
begin
  select jsonb_build_object(
           'trip_id', d.trip_id, 'trip_titles', private.trip_titles(d.trip_id), 'start_date', d.start_date, 'end_date', d.end_date, 'lang', b.lang,
           'author_name', trim(coalesce(b.billing ->> 'first_name', '') || ' '
                               || left(coalesce(b.billing ->> 'last_name', ''), 1) || case when coalesce(b.billing ->> 'last_name', '') <> '' then '.' else '' end),
           'review_status', r.status,
           'photos', case when r.id is null then private.review_photo_list(b.id, true) else '[]'::jsonb end)
    into result
    from public.bookings b
    join public.departures d on d.id = b.departure_id
    left join public.reviews r on r.booking_id = b.id
   where b.id = inv.booking_id;
  return result;
end
$$;

grant execute on function public.get_review_invitation(text) to anon, authenticated;

-- The traveller's review, pending until moderated, and the operator's notice with its publish and reject links.
-- Service role only: the shop's server passes its own address for the links.
create function public.submit_review(
  key text, rating int, title text, body text, author_name text, lang text, site_url text
) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
<<fn>>
declare
  clean_site text := private.clean_site_url(submit_review.site_url);
  inv public.review_invitations := private.open_invitation(submit_review.key);
  review_id int;
  photo_count int;
  secret text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
  clean_title text := private.clean_text(submit_review.title, 'title', 120, true);
  clean_body text := private.clean_text(submit_review.body, 'body', 4000, true);
begin
  if submit_review.rating is null or submit_review.rating not between 1 and 5 then
    perform private.invalid('rating must be between 1 and 5');
  end if;
  if submit_review.lang is null or submit_review.lang not in ('en', 'es') then
    perform private.invalid('lang must be en or es');
  end if;
  if char_length(clean_title) < 3 or char_length(clean_body) < 20 then
    perform private.invalid('title needs 3 characters and body 20');
  end if;
  perform 1 from public.bookings b where b.id = inv.booking_id for update;
  if exists (select 1 from public.reviews r where r.booking_id = inv.booking_id) then
    perform private.booking_error('already_reviewed', 'This trip has been reviewed from this booking already');
  end if;
  -- trip_id and travelled_on come from the booking (reviews_verify).
  insert into public.reviews (booking_id, author_name, lang, rating, title, body)
  values (inv.booking_id, private.clean_text(submit_review.author_name, 'author_name', 80, true), submit_review.lang,
          submit_review.rating, clean_title, clean_body)
  returning id into review_id;
  insert into public.review_moderation_keys (review_id, key_hash) values (review_id, private.key_hash(secret));
  -- The photos added from this invitation go with the review; none can be added or removed after this (the booking's
  -- lock, taken above, is the one add_review_photo and remove_review_photo take).
  update public.review_photos p set review_id = fn.review_id
   where p.booking_id = inv.booking_id and p.review_id is null;
  get diagnostics photo_count = row_count;
  perform private.queue_email(
    private.operator_email(),
    'Review to moderate: ' || repeat('★', submit_review.rating) || ' ' || clean_title,
    concat_ws(E'\n\n',
      'A traveller has reviewed a trip. It stays hidden until you publish it.',
      (select 'Trip: ' || coalesce(tt.title, '') || E'\nBooking: ' || b.reference || E'\nStars: ' || submit_review.rating
         from public.bookings b join public.departures d on d.id = b.departure_id
         left join public.trip_translations tt on tt.trip_id = d.trip_id and tt.lang = 'en'
        where b.id = inv.booking_id),
      clean_title || E'\n' || clean_body,
      case when photo_count > 0 then 'Photos: ' || photo_count || ' (each can be rejected on its own from the link below)' end,
      'Publish or reject it here:' || E'\n' || clean_site || '/en/review/moderate?review=' || review_id || '&key=' || secret,
      private.shop_name()),
    'review_moderation', jsonb_build_object('review_id', review_id));
  return jsonb_build_object('review_id', review_id, 'status', 'pending', 'photos', photo_count);
exception
  when unique_violation then
    perform private.booking_error('already_reviewed', 'This trip has been reviewed from this booking already');
end
$$;

-- The review a moderation link opens (the operator's page), any status.
create function private.moderated_review(p_review_id int, p_key text) returns public.reviews
language plpgsql stable
set search_path = ''
as $$
declare
  r public.reviews;
begin
  select x.* into r from public.reviews x
    join public.review_moderation_keys k on k.review_id = x.id
   where x.id = p_review_id and k.key_hash = private.key_hash(coalesce(p_key, ''));
  if not found then
    perform private.booking_error('not_found', 'No review matches this moderation link');
  end if;
  return r;
end
$$;

create function public.get_review_for_moderation(review_id int, key text) returns jsonb
language sql
security definer
set search_path = ''
as $$
  select jsonb_build_object('id', r.id, 'trip_id', r.trip_id, 'trip_titles', private.trip_titles(r.trip_id), 'travelled_on', r.travelled_on,
                            'author_name', r.author_name, 'author_country', r.author_country, 'lang', r.lang,
                            'rating', r.rating, 'title', r.title, 'body', r.body, 'status', r.status,
                            'photos', private.review_photo_list(r.booking_id, false))
    from private.moderated_review(get_review_for_moderation.review_id, get_review_for_moderation.key) r
$$;

-- Publishes or rejects (again, if the operator changes their mind); the rating trigger follows in the same transaction.
create function public.moderate_review(review_id int, key text, decision text) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  r public.reviews := private.moderated_review(moderate_review.review_id, moderate_review.key);
begin
  if moderate_review.decision is null or moderate_review.decision not in ('published', 'rejected') then
    perform private.invalid('decision must be published or rejected');
  end if;
  update public.reviews x set status = moderate_review.decision, moderated_at = now()
   where x.id = r.id and x.status is distinct from moderate_review.decision;
  -- The photos too: the shop's server puts the shown ones in the public bucket and takes the others out of it.
  return jsonb_build_object('id', r.id, 'trip_id', r.trip_id, 'status', moderate_review.decision,
                            'photos', private.review_photo_list(r.booking_id, false));
end
$$;

-- queue_review_invitations, submit_review, get_review_for_moderation and moderate_review are granted to no API role
-- (the foundation's defaults): only the service role (the shop's server: the job, the form's and the moderation
-- page's server actions) runs them.
