-- Foundation: the private schema, the API roles' least privilege, and the helpers every domain uses (updated_at,
-- unaccent, input cleaning, rate limits, the search normaliser). Helpers live in schema private, which the API does
-- not expose and the API roles cannot use.
create schema if not exists private;

-- Least privilege for the API roles, as Supabase's security advisors recommend: row-level security decides which
-- rows a role sees, grants decide which statements it may run at all, and each role holds only the grants its use of
-- the API needs. service_role (server code only) keeps every grant.

-- Objects the migration role creates start with no grant for anon and authenticated, and functions are not
-- executable by PUBLIC by default (a Postgres default, so it is revoked globally, not per schema). Every file grants
-- what its API needs, next to the object it creates.
alter default privileges in schema public revoke all on tables from anon, authenticated;

alter default privileges in schema public revoke all on sequences from anon, authenticated;

alter default privileges in schema public revoke all on functions from anon, authenticated;

alter default privileges revoke execute on functions from public;

create function public.set_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;

-- unaccent() is only stable (its dictionary could change), so generated columns need this immutable wrapper.
create function extensions.immutable_unaccent(value text) returns text
language sql immutable parallel safe strict
set search_path = ''
as $$
  select extensions.unaccent('extensions.unaccent'::regdictionary, value)
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- Outbox delivery, shared by every sender (the shop's scheduled route on a hosted deployment, the local backend's
-- worker): a sender claims a batch with a lease, sends, and reports each row with its claim token. A row is sent
-- once; a sender that dies mid-batch loses its lease and the rows go out on a later run. Failed rows are retried
-- after 5 s, 10 s, 20 s... (at most an hour apart), ten attempts in all (about 85 minutes of outage).
create function private.invalid(message text) returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception using errcode = '22023', message = message;
end
$$;

-- Trimmed of every kind of white space, line breaks included (btrim's default trims spaces only, so a message of
-- blank lines passed as "given"); null when empty. Raises when required and missing, or longer than max_length.
create function private.clean_text(value text, field text, max_length int, required boolean)
returns text
language plpgsql
set search_path = ''
as $$
declare
  cleaned text := nullif(regexp_replace(value, '^[[:space:]]+|[[:space:]]+$', '', 'g'), '');
begin
  if cleaned is null and required then
    perform private.invalid(field || ' is required');
  end if;
  if char_length(cleaned) > max_length then
    perform private.invalid(field || ' must be at most ' || max_length || ' characters');
  end if;
  return cleaned;
end
$$;

create function private.clean_email(value text, field text default 'email') returns text
language plpgsql
set search_path = ''
as $$
declare
  cleaned text := lower(private.clean_text(value, field, 254, true));
begin
  if cleaned !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:].]+$' then
    perform private.invalid(field || ' must be a valid e-mail address');
  end if;
  return cleaned;
end
$$;

create function private.clean_lang(value text) returns text
language plpgsql
set search_path = ''
as $$
begin
  if value is null then
    return 'en';
  end if;
  if value not in ('en', 'es') then
    perform private.invalid('lang must be en or es');
  end if;
  return value;
end
$$;

-- Fixed-window rate limits kept in the database, so every server instance (and every serverless invocation) counts
-- against the same buckets. A bucket names what is limited and for whom, e.g. 'hold:client:<hash>' or
-- 'contact:to:<address>'. Only server code holding the service role may take from a bucket.
create table private.rate_limits (
  bucket text primary key,
  window_start timestamptz not null,
  hits int not null
);

create index rate_limits_window_idx on private.rate_limits (window_start);

-- Counts one hit in `bucket` and tells whether it is still within `max_hits` per `per`. A refused hit is counted
-- too, so hammering a closed bucket keeps it closed until its window ends.
create function private.take_rate_limit(p_bucket text, p_max_hits int, p_per interval) returns boolean
language plpgsql
set search_path = ''
as $$
declare
  hits_now int;
begin
  if p_bucket is null or p_max_hits is null or p_per is null then
    perform private.invalid('bucket, max_hits and per are required');
  end if;
  insert into private.rate_limits as r (bucket, window_start, hits)
  values (p_bucket, now(), 1)
  on conflict (bucket) do update
     set window_start = case when r.window_start <= now() - p_per then now() else r.window_start end,
         hits = case when r.window_start <= now() - p_per then 1 else r.hits + 1 end
  returning r.hits into hits_now;
  return hits_now <= p_max_hits;
end
$$;

-- The same for server code (service role): true while the caller is within the limit.
create function public.take_rate_limit(bucket text, max_hits int, per_seconds int) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  if take_rate_limit.per_seconds is null or take_rate_limit.per_seconds not between 1 and 86400 then
    perform private.invalid('per_seconds must be between 1 and 86400');
  end if;
  if take_rate_limit.max_hits is null or take_rate_limit.max_hits not between 1 and 1000000 then
    perform private.invalid('max_hits must be between 1 and 1000000');
  end if;
  perform private.clean_text(take_rate_limit.bucket, 'bucket', 200, true);
  return private.take_rate_limit(take_rate_limit.bucket, take_rate_limit.max_hits,
    make_interval(secs => take_rate_limit.per_seconds));
end
$$;

-- Windows older than a day are over for every limit in use; the outbox delivery run sweeps them.
create function public.sweep_rate_limits() returns int
language sql
security definer
set search_path = ''
as $$
  with gone as (delete from private.rate_limits r where r.window_start < now() - interval '1 day' returning 1)
  select count(*)::int from gone
$$;

-- Text as a query is read and as a search phrase is stored: lower case, no accents, single spaces, digit groups
-- joined. In the foundation because catalogue and trip columns are generated from it.
create function private.search_normalize(query text) returns text
language sql immutable parallel safe
set search_path = ''
as $$
  select btrim(regexp_replace(regexp_replace(regexp_replace(lower(extensions.immutable_unaccent(coalesce(query, ''))),
    '(\d)[.,](\d{3})(?!\d)', '\1\2', 'g'),  -- 1.000 / 1,000 -> 1000
    '€', ' eur ', 'g'),
    '[^a-z0-9]+', ' ', 'g'))
$$;

-- Executable by PUBLIC, as every function made before the least-privilege defaults was in the history this fold
-- replaces (docs/database.md): private has no USAGE for the API roles, so no API caller reaches them.
grant execute on function
  extensions.immutable_unaccent(text),
  private.invalid(text),
  private.clean_email(text,text),
  private.clean_lang(text),
  private.clean_text(text,text,integer,boolean),
  private.take_rate_limit(text,integer,interval),
  private.search_normalize(text)
to public;
