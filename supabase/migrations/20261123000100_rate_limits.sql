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
create or replace function private.take_rate_limit(p_bucket text, p_max_hits int, p_per interval) returns boolean
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
create or replace function public.take_rate_limit(bucket text, max_hits int, per_seconds int) returns boolean
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
revoke execute on function public.take_rate_limit(text, int, int) from public, anon, authenticated;
grant execute on function public.take_rate_limit(text, int, int) to service_role;

-- Windows older than a day are over for every limit in use; the outbox delivery run sweeps them.
create or replace function public.sweep_rate_limits() returns int
language sql
security definer
set search_path = ''
as $$
  with gone as (delete from private.rate_limits r where r.window_start < now() - interval '1 day' returning 1)
  select count(*)::int from gone
$$;
revoke execute on function public.sweep_rate_limits() from public, anon, authenticated;
grant execute on function public.sweep_rate_limits() to service_role;
