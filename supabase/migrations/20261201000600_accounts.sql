-- Accounts: the traveller's profile, writing favorites, guest bookings attached once an address is confirmed, and
-- deleting an account (bookings stay for the operator's accounts, without the personal data).
create table public.favorites (
  user_id uuid not null references auth.users (id) on delete cascade,
  trip_id int not null references public.trips (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, trip_id)
);

alter table public.favorites enable row level security;

grant select, delete on public.favorites to authenticated;

create index favorites_trip_idx on public.favorites (trip_id);

create policy "favorites: owner reads" on public.favorites
  for select to authenticated using (user_id = (select auth.uid()));

create policy "favorites: owner deletes" on public.favorites
  for delete to authenticated using (user_id = (select auth.uid()));

create function public.toggle_favorite(trip_id int) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
begin
  if uid is null then
    raise exception using errcode = '42501', message = 'Sign in to save favorites';
  end if;
  if not exists (select 1 from public.trips t where t.id = toggle_favorite.trip_id and t.published) then
    perform private.invalid('trip_id does not name a published trip');
  end if;
  delete from public.favorites f where f.user_id = uid and f.trip_id = toggle_favorite.trip_id;
  if found then
    return false;
  end if;
  insert into public.favorites (user_id, trip_id) values (uid, toggle_favorite.trip_id) on conflict do nothing;
  return true;
end
$$;

grant execute on function public.toggle_favorite(integer) to authenticated;

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  full_name text check (full_name is null or char_length(full_name) between 1 and 120),
  phone text check (phone is null or phone ~ '^\+?[0-9][0-9 ()./-]{4,28}[0-9]$'),
  -- The language of every e-mail the shop sends the traveller; null until known (then the page's language is used).
  lang text check (lang in ('en', 'es')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.profiles enable row level security;

grant select, update (full_name, phone, lang) on public.profiles to authenticated;

create trigger profiles_set_updated_at before update on public.profiles
  for each row execute function public.set_updated_at();

create policy "profiles: owner reads" on public.profiles
  for select to authenticated using (id = (select auth.uid()));

create policy "profiles: owner updates" on public.profiles
  for update to authenticated using (id = (select auth.uid())) with check (id = (select auth.uid()));

-- Every new user gets a profile, seeded from what the sign-up form sent (user_metadata: lang, full_name).
create function private.create_profile() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (id, full_name, lang)
  values (
    new.id,
    nullif(left(btrim(coalesce(new.raw_user_meta_data ->> 'full_name', '')), 120), ''),
    case when new.raw_user_meta_data ->> 'lang' in ('en', 'es') then new.raw_user_meta_data ->> 'lang' end
  )
  on conflict (id) do nothing;
  return new;
end
$$;

create trigger on_auth_user_created after insert on auth.users
  for each row execute function private.create_profile();

-- A booking of a signed-in traveller speaks their preferred language, whatever page it was made on.
create function private.booking_follows_profile_lang() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.user_id is not null then
    new.lang := coalesce((select p.lang from public.profiles p where p.id = new.user_id), new.lang);
  end if;
  return new;
end
$$;

create function private.profile_lang_to_bookings() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.lang is not null then
    update public.bookings b set lang = new.lang where b.user_id = new.id and b.lang <> new.lang;
  end if;
  return new;
end
$$;

create trigger profiles_lang_to_bookings after update of lang on public.profiles
  for each row when (old.lang is distinct from new.lang) execute function private.profile_lang_to_bookings();

create function private.require_user() returns uuid
language plpgsql stable
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
begin
  if uid is null then
    raise exception using errcode = '42501', message = 'Sign in first';
  end if;
  return uid;
end
$$;

-- Saves or removes one favorite; idempotent, so a repeated click or a retried request changes nothing more.
create function public.set_favorite(trip_id int, saved boolean) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := private.require_user();
begin
  if set_favorite.trip_id is null or set_favorite.saved is null then
    perform private.invalid('trip_id and saved are required');
  end if;
  if not set_favorite.saved then
    delete from public.favorites f where f.user_id = uid and f.trip_id = set_favorite.trip_id;
    return false;
  end if;
  if not exists (select 1 from public.trips t where t.id = set_favorite.trip_id and t.published) then
    perform private.invalid('trip_id does not name a published trip');
  end if;
  insert into public.favorites (user_id, trip_id) values (uid, set_favorite.trip_id) on conflict do nothing;
  return true;
end
$$;

grant execute on function public.set_favorite(integer,boolean) to authenticated;

-- The favorites a visitor saved before signing in join the account; unknown or unpublished trips are skipped.
create function public.merge_favorites(trip_ids int[]) returns int
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := private.require_user();
  added int;
begin
  if merge_favorites.trip_ids is null or cardinality(merge_favorites.trip_ids) > 500 then
    perform private.invalid('trip_ids must be a list of at most 500 trips');
  end if;
  insert into public.favorites (user_id, trip_id)
  select uid, t.id from public.trips t where t.id = any (merge_favorites.trip_ids) and t.published
  on conflict do nothing;
  get diagnostics added = row_count;
  return added;
end
$$;

grant execute on function public.merge_favorites(integer[]) to authenticated;

-- Bookings made as a guest with the address the signed-in traveller has confirmed become theirs. Called after every
-- confirmed sign-in; an unconfirmed address attaches nothing.
create function public.claim_guest_bookings() returns int
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := private.require_user();
  address text;
  claimed int;
begin
  select lower(u.email) into address from auth.users u where u.id = uid and u.email_confirmed_at is not null;
  if address is null or address = '' then
    return 0;
  end if;
  update public.bookings b set user_id = uid
   where b.user_id is null and lower(b.billing ->> 'email') = address;
  get diagnostics claimed = row_count;
  return claimed;
end
$$;

grant execute on function public.claim_guest_bookings() to authenticated;

-- Held or confirmed bookings whose trip has not ended: the operator still needs the traveller's details for them.
create function public.account_has_open_bookings() returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.bookings b join public.departures d on d.id = b.departure_id
     where b.user_id = private.require_user() and b.status in ('held', 'confirmed') and d.end_date >= current_date)
$$;

grant execute on function public.account_has_open_bookings() to authenticated;

-- delete_my_account, also refused while a course subscription renews, and taking
-- the learner's lock first (confirm_course_order takes it too): a payment confirmed meanwhile either lands before the
-- check or finds the account gone and is kept for review. Course orders and payments stay without their user (money
-- records); entitlements and lesson progress go with the account, and so do its "notify me" requests.
create function public.delete_my_account() returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := private.require_user();
  address text;
begin
  perform private.lock_learner(uid);
  if public.account_has_open_bookings() then
    raise exception using errcode = 'P0001', message = 'This account has open bookings: they must end or be cancelled first';
  end if;
  if public.account_has_renewing_subscription() then
    raise exception using errcode = 'P0001', message = 'This account has a course subscription that renews: cancel it first';
  end if;
  select lower(u.email) into address from auth.users u where u.id = uid;
  perform public.claim_guest_bookings();
  update public.bookings b
     set user_id = null,
         billing = jsonb_strip_nulls(jsonb_build_object('country', b.billing ->> 'country', 'erased_at', now()))
   where b.user_id = uid;
  delete from public.email_outbox o where lower(o.to_address) = address;
  delete from public.course_notify_requests n where n.user_id = uid or lower(n.email) = address;
  delete from auth.users u where u.id = uid;
end
$$;

grant execute on function public.delete_my_account() to authenticated;

create trigger bookings_follow_profile_lang before insert or update of user_id on public.bookings
  for each row execute function private.booking_follows_profile_lang();

-- Executable by PUBLIC, as every function made before the least-privilege defaults was in the history this fold
-- replaces (docs/database.md): private has no USAGE for the API roles, so no API caller reaches them.
grant execute on function
  private.booking_follows_profile_lang(),
  private.create_profile(),
  private.profile_lang_to_bookings(),
  private.require_user()
to public;
