-- Trip search (issue 4), part 1: the indexes and helpers of the search_trips rpc (next migration).

-- The rpc always searches one language: with an index over both, the planner intersects it with a bitmap of every
-- row of that language (100,000 entries at 100,000 trips), which costs more than the text match itself.
create index trip_translations_search_en_idx on public.trip_translations using gin (search_vector) where lang = 'en';
create index trip_translations_search_es_idx on public.trip_translations using gin (search_vector) where lang = 'es';

-- Trigram indexes for typo-tolerant title matches (word_similarity through the <% operator), one per language too.
create index trip_translations_title_trgm_en_idx on public.trip_translations
  using gin (extensions.immutable_unaccent(lower(title)) extensions.gin_trgm_ops) where lang = 'en';
create index trip_translations_title_trgm_es_idx on public.trip_translations
  using gin (extensions.immutable_unaccent(lower(title)) extensions.gin_trgm_ops) where lang = 'es';

-- The month filter drives from departures when it is selective; this one serves "scheduled, in a date range".
create index departures_scheduled_start_trip_idx on public.departures (start_date, trip_id) where status = 'scheduled';

-- Price after discount, rounded to whole euro exactly like lib/format.ts discountedCents.
create or replace function public.trip_effective_price_cents(price_cents int, discount_percent int) returns int
language sql immutable parallel safe strict
set search_path = ''
as $$
  select (round(price_cents * (100 - discount_percent) / 10000.0) * 100)::int
$$;

-- Browsing without text reads trips in the order of the sort and stops after the page: one index per sort.
create index trips_effective_price_idx on public.trips
  (public.trip_effective_price_cents(price_from_cents, discount_percent), id) where published;
create index trips_featured_rating_idx on public.trips (featured desc, rating desc, review_count desc, id) where published;
create index trips_rating_idx on public.trips (rating desc, review_count desc, id) where published;
create index trips_duration_idx on public.trips (duration_days, id) where published;

-- The query terms that must each match something: lower-case, unaccented, no negated (-word) tokens, no
-- stop words (they match nothing in the tsvector), at most 8.
create or replace function private.search_terms(query text, cfg regconfig) returns text[]
language sql stable
set search_path = ''
set client_min_messages = warning
as $$
  select coalesce(array_agg(distinct w), '{}')
    from (
      select w
        from regexp_split_to_table(query, '\s+') as tok,
             regexp_split_to_table(tok, '[^[:alnum:]À-ɏþðæø]+') as w
       where tok !~ '^-' and w <> '' and numnode(plainto_tsquery(cfg, w)) > 0
       limit 8
    ) s
$$;

-- OR of the negated tokens ("-private"), or null when there are none.
create or replace function private.search_negation(query text, cfg regconfig) returns tsquery
language sql stable
set search_path = ''
set client_min_messages = warning
as $$
  select string_agg('(' || q::text || ')', ' | ')::tsquery
    from regexp_split_to_table(query, '\s+') as tok,
         lateral plainto_tsquery(cfg, substr(tok, 2)) as q
   where tok ~ '^-.' and numnode(q) > 0
$$;

create or replace function private.search_invalid_unless(ok boolean, message text) returns void
language plpgsql
set search_path = ''
as $$
begin
  if ok is distinct from true then
    raise exception using errcode = '22023', message = message;
  end if;
end
$$;

revoke execute on function private.search_terms(text, regconfig), private.search_negation(text, regconfig),
  private.search_invalid_unless(boolean, text) from public;
