-- Destinations, activities and sponsors: the catalogue that SPEC section 7 reads (through the views of
-- 20261122000500_views.sql). Only the service role writes it; anon and authenticated read what is published.

-- Shared helpers ------------------------------------------------------------------------------------------------

create or replace function public.set_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;

-- unaccent() is only stable (its dictionary could change), so generated columns need this immutable wrapper.
create or replace function extensions.immutable_unaccent(value text) returns text
language sql immutable parallel safe strict
set search_path = ''
as $$
  select extensions.unaccent('extensions.unaccent'::regdictionary, value)
$$;

-- Countries -------------------------------------------------------------------------------------------------------

create table public.countries (
  id int primary key,
  iso_code text,
  photo_path text,
  banner_path text,
  published boolean not null default true
);
alter table public.countries enable row level security;
revoke insert, update, delete, truncate on public.countries from anon, authenticated;
create policy "countries: published are public" on public.countries
  for select to anon, authenticated using (published);

create table public.country_translations (
  country_id int not null references public.countries (id) on delete cascade,
  lang text not null check (lang in ('en', 'es')),
  name text not null,
  titulo_60 text check (char_length(titulo_60) <= 60),
  desc_150 text check (char_length(desc_150) <= 150),
  description text,
  primary key (country_id, lang)
);
alter table public.country_translations enable row level security;
revoke insert, update, delete, truncate on public.country_translations from anon, authenticated;
create policy "country_translations: of published countries" on public.country_translations
  for select to anon, authenticated
  using (exists (select 1 from public.countries c where c.id = country_id and c.published));

-- Activities (ids 15 hiking, 16 mountaineering, 17 ski, 19 sailing, 20 tourism, 21 trail are fixed by the contract) -

create table public.activities (
  id int primary key,
  photo_path text,
  banner_path text,
  published boolean not null default true
);
alter table public.activities enable row level security;
revoke insert, update, delete, truncate on public.activities from anon, authenticated;
create policy "activities: published are public" on public.activities
  for select to anon, authenticated using (published);

create table public.activity_translations (
  activity_id int not null references public.activities (id) on delete cascade,
  lang text not null check (lang in ('en', 'es')),
  name text not null,
  titulo_60 text check (char_length(titulo_60) <= 60),
  desc_150 text check (char_length(desc_150) <= 150),
  description text,
  primary key (activity_id, lang)
);
alter table public.activity_translations enable row level security;
revoke insert, update, delete, truncate on public.activity_translations from anon, authenticated;
create policy "activity_translations: of published activities" on public.activity_translations
  for select to anon, authenticated
  using (exists (select 1 from public.activities a where a.id = activity_id and a.published));

-- Sponsors (SPEC 7: id, name, url = logo storage path) -----------------------------------------------------------

create table public.sponsors (
  id int primary key,
  name text not null,
  url text,
  website text
);
alter table public.sponsors enable row level security;
revoke insert, update, delete, truncate on public.sponsors from anon, authenticated;
create policy "sponsors: public" on public.sponsors for select to anon, authenticated using (true);

create table public.carousel_sponsors (
  id int primary key,
  name text not null,
  url text,
  website text
);
alter table public.carousel_sponsors enable row level security;
revoke insert, update, delete, truncate on public.carousel_sponsors from anon, authenticated;
create policy "carousel_sponsors: public" on public.carousel_sponsors for select to anon, authenticated using (true);
