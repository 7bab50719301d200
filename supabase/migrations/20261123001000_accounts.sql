-- Accounts: the traveller's profile, writing favorites, guest bookings attached once an address is confirmed, and
-- deleting an account (bookings stay for the operator's accounts, without the personal data).

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  full_name text check (full_name is null or char_length(full_name) between 1 and 120),
  phone text check (phone is null or phone ~ '^\+?[0-9][0-9 ()./-]{4,28}[0-9]$'),
  -- The language of every e-mail the shop sends the traveller; null until known (then the page's language is used).
  lang text check (lang in ('en', 'es')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create trigger profiles_set_updated_at before update on public.profiles
  for each row execute function public.set_updated_at();
alter table public.profiles enable row level security;
revoke all on public.profiles from anon, authenticated;
grant select on public.profiles to authenticated;
grant update (full_name, phone, lang) on public.profiles to authenticated;
create policy "profiles: owner reads" on public.profiles
  for select to authenticated using (id = (select auth.uid()));
create policy "profiles: owner updates" on public.profiles
  for update to authenticated using (id = (select auth.uid())) with check (id = (select auth.uid()));

-- Every new user gets a profile, seeded from what the sign-up form sent (user_metadata: lang, full_name).
create or replace function private.create_profile() returns trigger
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
-- Users who signed up before profiles existed.
insert into public.profiles (id, lang)
select u.id, case when u.raw_user_meta_data ->> 'lang' in ('en', 'es') then u.raw_user_meta_data ->> 'lang' end from auth.users u
on conflict (id) do nothing;

-- A booking of a signed-in traveller speaks their preferred language, whatever page it was made on.
create or replace function private.booking_follows_profile_lang() returns trigger
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
create trigger bookings_follow_profile_lang before insert or update of user_id on public.bookings
  for each row execute function private.booking_follows_profile_lang();

create or replace function private.profile_lang_to_bookings() returns trigger
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

create or replace function private.require_user() returns uuid
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
create or replace function public.set_favorite(trip_id int, saved boolean) returns boolean
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
revoke execute on function public.set_favorite(int, boolean) from public, anon;
grant execute on function public.set_favorite(int, boolean) to authenticated, service_role;

-- The favorites a visitor saved before signing in join the account; unknown or unpublished trips are skipped.
create or replace function public.merge_favorites(trip_ids int[]) returns int
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
revoke execute on function public.merge_favorites(int[]) from public, anon;
grant execute on function public.merge_favorites(int[]) to authenticated, service_role;

-- Bookings made as a guest with the address the signed-in traveller has confirmed become theirs. Called after every
-- confirmed sign-in; an unconfirmed address attaches nothing.
create or replace function public.claim_guest_bookings() returns int
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
revoke execute on function public.claim_guest_bookings() from public, anon;
grant execute on function public.claim_guest_bookings() to authenticated, service_role;

-- Held or confirmed bookings whose trip has not ended: the operator still needs the traveller's details for them.
create or replace function public.account_has_open_bookings() returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.bookings b join public.departures d on d.id = b.departure_id
     where b.user_id = private.require_user() and b.status in ('held', 'confirmed') and d.end_date >= current_date)
$$;
revoke execute on function public.account_has_open_bookings() from public, anon;
grant execute on function public.account_has_open_bookings() to authenticated, service_role;

-- Deletes the signed-in traveller's account: profile, favorites and sessions go with the user; their bookings stay
-- for the operator's accounts with the personal billing details removed (only the country is kept, for tax), and
-- the e-mails sent to them are deleted. Refused while a trip is still open.
create or replace function public.delete_my_account() returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := private.require_user();
  address text;
begin
  if public.account_has_open_bookings() then
    raise exception using errcode = 'P0001', message = 'This account has open bookings: they must end or be cancelled first';
  end if;
  select lower(u.email) into address from auth.users u where u.id = uid;
  perform public.claim_guest_bookings();
  update public.bookings b
     set user_id = null,
         billing = jsonb_strip_nulls(jsonb_build_object('country', b.billing ->> 'country', 'erased_at', now()))
   where b.user_id = uid;
  delete from public.email_outbox o where lower(o.to_address) = address;
  delete from auth.users u where u.id = uid;
end
$$;
revoke execute on function public.delete_my_account() from public, anon;
grant execute on function public.delete_my_account() to authenticated;
