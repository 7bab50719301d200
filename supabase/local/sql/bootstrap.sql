-- What a hosted Supabase project already has before any migration runs: its API roles, the extensions schema,
-- GoTrue's auth tables and the auth.* helper functions. Runs on every start, so every statement is idempotent.
-- Never applied to a hosted project (Supabase provides all of this there).

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;

create schema if not exists extensions;
create extension if not exists pg_trgm with schema extensions;
create extension if not exists unaccent with schema extensions;

create schema if not exists auth;

create table if not exists auth.users (
  id uuid primary key default gen_random_uuid(),
  aud text default 'authenticated',
  role text default 'authenticated',
  email text unique,
  encrypted_password text,
  email_confirmed_at timestamptz,
  confirmation_token text,
  confirmation_sent_at timestamptz,
  recovery_token text,
  recovery_sent_at timestamptz,
  raw_app_meta_data jsonb default '{"provider":"email","providers":["email"]}'::jsonb,
  raw_user_meta_data jsonb default '{}'::jsonb,
  last_sign_in_at timestamptz,
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);
-- GoTrue's columns for a pending change of address (the old and new addresses each confirm with their own token).
alter table auth.users add column if not exists email_change text default '';
alter table auth.users add column if not exists email_change_token_new text default '';
alter table auth.users add column if not exists email_change_token_current text default '';
alter table auth.users add column if not exists email_change_confirm_status smallint default 0;
alter table auth.users add column if not exists email_change_sent_at timestamptz;
-- The local stand-in's own: wrong codes typed against the user's current one-time tokens (reset when one is sent).
alter table auth.users add column if not exists otp_failed_attempts int not null default 0;
-- The local stand-in's own: its rate-limit windows (auth/rate-limit.ts), kept here so a restart does not clear them.
create table if not exists auth.rate_limits (
  bucket text primary key,
  started_ms bigint not null,
  hits integer not null
);

create table if not exists auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  not_after timestamptz
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

create table if not exists auth.refresh_tokens (
  id bigserial primary key,
  token text unique,
  user_id uuid,
  session_id uuid references auth.sessions (id) on delete cascade,
  parent text,
  revoked boolean default false,
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);
create index if not exists refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);

-- The four helpers exactly as Supabase defines them (the old per-claim settings first, then the claims object).
create or replace function auth.uid() returns uuid
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.email() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

-- Grants as on Supabase: the API roles use public and extensions.
grant usage on schema public to anon, authenticated, service_role;
grant usage on schema extensions to anon, authenticated, service_role;

-- A new hosted project grants every API role everything the migration role creates in public. Set once, on a new
-- database only: migrations narrow these defaults, and setting them again on every start would undo that here while
-- it holds on a hosted project, where nothing runs this file.
do $$
begin
  if to_regclass('supabase_migrations.schema_migrations') is null then
    alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
    alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
    alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
  end if;
end
$$;

-- Policies call auth.uid(), so the roles may use the schema's functions but read none of its tables.
grant usage on schema auth to anon, authenticated, service_role;
revoke all on all tables in schema auth from public, anon, authenticated, service_role;
revoke all on all sequences in schema auth from public, anon, authenticated, service_role;
grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt() to anon, authenticated, service_role;
