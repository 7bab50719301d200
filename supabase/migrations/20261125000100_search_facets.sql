-- Search at 100,000 trips (issue 16), part 5: every filter but the group is also a word of the search vector (a facet:
-- 'country 2', 'activity 15', 'level 3', 'days 8-14', 'price 1000-2000', 'month 2027-01'), so that the text and the
-- filters meet in one scan of the vector's index, which returns the matching rows and no others. Before, a filter
-- was checked on each row the text matched, 800 bytes each: "trek" between 1,000 and 2,000 euros and 8 to 14 days
-- read 18,900 rows (10,900 pages) to keep 1,600; "senderismo nepal" read 3,800 rows for 1,001, a word naming a
-- country or an activity matching through the row's ids; and a month joined its 34,000 departures.
--
-- A facet has a space in it, which no word that to_tsvector reads or a visitor types can have, and no position.
-- ts_rank counts it only in the document's length; the relevance therefore divides ts_rank without normalization by
-- the log of the text's own length (rank_norm), which is exactly ts_rank(text vector, query, 1).

alter table private.trip_search add column rank_norm double precision not null default 1;
-- A country or an activity is read from the vector's index now, with the words.
drop index private.trip_search_country_idx, private.trip_search_activity_idx;

-- The bands of the price and duration filters (the values p_price and p_duration take), with their bounds.
create or replace function private.search_bands(p_kind text)
returns table (band text, low int, high int)
language sql immutable parallel safe
set search_path = ''
as $$
  select b.band, b.low, b.high
    from (values ('price', '0-500', 0, 49999), ('price', '500-1000', 50000, 99999),
                 ('price', '1000-2000', 100000, 199999), ('price', '2000+', 200000, null),
                 ('days', '1-3', 1, 3), ('days', '4-7', 4, 7), ('days', '8-14', 8, 14), ('days', '15+', 15, null))
         b(kind, band, low, high)
   where b.kind = p_kind
$$;

-- The months in which these trips have a future scheduled departure with places left, holds aside, as facets, in
-- order (no row for a trip without any). One pass over their departures, however many trips.
create or replace function private.month_facets(p_ids int[]) returns table (trip_id int, facets text[])
language sql stable
set search_path = ''
as $$
  select x.trip_id, array_agg(x.facet order by x.facet)
    from (select distinct d.trip_id, 'month ' || to_char(d.start_date, 'YYYY-MM') as facet
            from (select distinct unnest(p_ids)) i(id)
            join public.departures d on d.trip_id = i.id
           where d.status = 'scheduled' and d.start_date > current_date and d.places_taken < d.capacity) x
   group by x.trip_id
$$;

-- A query for any of these facets (null for none).
create or replace function private.facet_query(p_facets text[]) returns tsquery
language sql immutable parallel safe
set search_path = ''
as $$
  select string_agg(pg_catalog.quote_literal(f), ' | ')::tsquery from unnest(p_facets) f where f is not null
$$;

-- The facets of a range of prices (cents) or days: every band it touches (the row's own value decides the rest).
create or replace function private.band_facets(p_kind text, p_min int, p_max int) returns text[]
language sql immutable parallel safe
set search_path = ''
as $$
  select array_agg(p_kind || ' ' || b.band)
    from private.search_bands(p_kind) b
   where (p_min is null or b.high is null or b.high >= p_min) and (p_max is null or b.low <= p_max)
$$;

-- The search rows of these trips, rebuilt from trips, trip_translations and departures (none for an unpublished
-- trip). Title words weigh A, the summary B, the introduction D (ts_rank's default weights: 1.0, 0.4 and 0.1); the
-- facets follow the text.
create or replace function private.sync_trip_search(p_ids int[]) returns void
language sql
set search_path = ''
as $$
  -- The ids as a relation joined to each table (a bulk sync of 100,000 trips plans as joins, not array scans).
  delete from private.trip_search s using (select distinct unnest(p_ids)) i(id) where s.id = i.id;
  insert into private.trip_search (id, lang, country_id, activity_id, duration_days, difficulty, group_type,
                                   price_from_cents, discount_percent, featured, rating, review_count, search_vector,
                                   rank_norm)
  select t.id, tt.lang, t.country_id, t.activity_id, t.duration_days, t.difficulty, t.group_type, t.price_from_cents,
         t.discount_percent, t.featured, t.rating, t.review_count,
         v.text_vector || array_to_tsvector(array[
           'country ' || t.country_id, 'activity ' || t.activity_id, 'level ' || t.difficulty,
           'days ' || (select b.band from private.search_bands('days') b
                        where t.duration_days >= b.low and (b.high is null or t.duration_days <= b.high)),
           'price ' || (select b.band from private.search_bands('price') b
                         where p.cents >= b.low and (b.high is null or p.cents <= b.high))]
           || coalesce(m.facets, '{}')),
         -- What ts_rank's normalization 1 divides by: log2(1 + the number of the text's word positions).
         case when n.positions = 0 then 1 else ln(n.positions + 1) / ln(2) end
    from (select distinct unnest(p_ids)) i(id)
    join public.trips t on t.id = i.id
    join public.trip_translations tt on tt.trip_id = t.id
    left join private.month_facets(p_ids) m on m.trip_id = t.id
    cross join lateral (select case tt.lang when 'es' then 'pg_catalog.spanish'
                                             else 'pg_catalog.english' end::regconfig as cfg) c
    cross join lateral (select public.trip_effective_price_cents(t.price_from_cents, t.discount_percent) as cents) p
    cross join lateral (select
         setweight(to_tsvector(c.cfg, extensions.immutable_unaccent(tt.title)), 'A')
           || setweight(to_tsvector(c.cfg, extensions.immutable_unaccent(coalesce(tt.summary, ''))), 'B')
           || to_tsvector(c.cfg, extensions.immutable_unaccent(coalesce(tt.intro, ''))) as text_vector) v
    cross join lateral (select coalesce(sum(coalesce(cardinality(u.positions), 1)), 0) as positions
                          from unnest(v.text_vector) u) n
   where t.published
  -- Another transaction syncing the same trip (a review publishing while its text is edited) may have inserted the
  -- row since this delete: the newer values win instead of a duplicate key error.
  on conflict (id, lang) do update
    set country_id = excluded.country_id, activity_id = excluded.activity_id,
        duration_days = excluded.duration_days, difficulty = excluded.difficulty, group_type = excluded.group_type,
        price_from_cents = excluded.price_from_cents, discount_percent = excluded.discount_percent,
        featured = excluded.featured, rating = excluded.rating, review_count = excluded.review_count,
        search_vector = excluded.search_vector, rank_norm = excluded.rank_norm;
  insert into private.search_words (lang, word)
  select distinct tt.lang, w.word
    from (select distinct unnest(p_ids)) i(id)
    join public.trip_translations tt on tt.trip_id = i.id,
         regexp_split_to_table(extensions.immutable_unaccent(lower(tt.title)), '[^[:alnum:]]+') w(word)
   where char_length(w.word) >= 2
  on conflict do nothing;
$$;

-- A departure added, filled, freed, moved or cancelled changes its trip's month facets: the trips whose months
-- changed are synced (a booking that leaves a departure with places changes nothing). The trips are locked first, so
-- that two bookings taking the last places of two departures of one month at once cannot each still see the
-- other's departure open.
create or replace function private.departures_search_changed() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_ids int[];
begin
  if tg_op = 'INSERT' then
    v_ids := array(select distinct n.trip_id from new_rows n);
  elsif tg_op = 'DELETE' then
    v_ids := array(select distinct o.trip_id from old_rows o);
  else
    v_ids := array(select n.trip_id from new_rows n union select o.trip_id from old_rows o);
  end if;
  perform 1 from public.trips t where t.id = any(v_ids) order by t.id for no key update;
  perform private.sync_trip_search(array(
    select s.id from private.trip_search s
      left join private.month_facets(v_ids) m on m.trip_id = s.id
     where s.id = any(v_ids)
       and array(select f from unnest(tsvector_to_array(s.search_vector)) f where f like 'month %' order by f)
           is distinct from coalesce(m.facets, '{}')
     group by s.id));
  return null;
end
$$;

create trigger departures_search_inserted after insert on public.departures
  referencing new table as new_rows for each statement execute function private.departures_search_changed();
create trigger departures_search_updated after update on public.departures
  referencing old table as old_rows new table as new_rows for each statement
  execute function private.departures_search_changed();
create trigger departures_search_deleted after delete on public.departures
  referencing old table as old_rows for each statement execute function private.departures_search_changed();

-- The places live holds keep on each departure, summed once for all (a view: the planner reads it inline).
create view private.live_holds as
  select b.departure_id, sum(b.places) as places from public.bookings b
   where b.status = 'held' and b.hold_expires_at > now()
   group by b.departure_id;
revoke all on private.live_holds from public, anon, authenticated;

-- Trips with a departure in these months that has places left but that live holds fill: their month facet may say
-- open when no place is left. A few at most (holds last minutes); the search checks them on their departures.
create or replace function private.trips_held_full(p_months date[]) returns int[]
language sql stable
set search_path = ''
as $$
  select coalesce(array_agg(distinct d.trip_id), '{}')
    from private.live_holds held
    join public.departures d on d.id = held.departure_id
   where d.status = 'scheduled' and d.places_taken < d.capacity
     and d.capacity - d.places_taken - held.places <= 0
     and date_trunc('month', d.start_date)::date = any(p_months)
$$;

revoke execute on function private.trips_held_full(date[]), private.search_bands(text), private.month_facets(int[]),
  private.facet_query(text[]), private.band_facets(text, int, int), private.departures_search_changed() from public;

select private.sync_trip_search(array(select id from public.trips));

-- search_trips on the facets: the filters join the text in one query of the vector's index ($18).
create or replace function public.search_trips(
  p_lang text default 'en',
  p_query text default null,
  p_activity_id int default null,
  p_country_id int default null,
  p_price text default null,
  p_duration text default null,
  p_month text default null,
  p_level int default null,
  p_group_type text default null,
  p_sort text default 'relevance',
  p_page int default 1,
  p_page_size int default 12,
  p_country_ids int[] default null,
  p_activity_ids int[] default null,
  p_months text[] default null,
  p_level_min int default null,
  p_level_max int default null,
  p_days_min int default null,
  p_days_max int default null,
  p_price_min_cents int default null,
  p_price_max_cents int default null
)
returns table (
  id int,
  slug text,
  title text,
  summary text,
  country_id int,
  country_name text,
  activity_id int,
  activity_name text,
  duration_days int,
  difficulty smallint,
  group_type text,
  price_from_cents int,
  discount_percent smallint,
  price_cents int,
  rating numeric,
  review_count int,
  hero_path text,
  featured boolean,
  next_departure date,
  relevance real,
  total_count bigint,
  total_capped boolean
)
language plpgsql stable
security definer
set search_path = ''
-- Stop words in the query make to_tsquery print a notice per call; they are expected here.
set client_min_messages = warning
as $fn$
declare
  v_cfg regconfig;
  v_text text := nullif(btrim(coalesce(p_query, '')), '');
  v_uq text;
  v_words text[] := '{}';
  v_full tsquery;
  v_any tsquery;
  v_neg tsquery;
  v_month date;
  v_months date[];
  v_sort text := coalesce(nullif(p_sort, ''), 'relevance');
  v_price text := nullif(nullif(p_price, ''), 'all');
  v_duration text := nullif(nullif(p_duration, ''), 'all');
  v_group text := nullif(nullif(p_group_type, ''), 'all');
  v_has_text boolean;
  v_countries int[] := '{}';
  v_activities int[] := '{}';
  v_full_implied boolean;
  v_word tsquery;
  v_fixes text;
  v_ids int[];
  v_page_ids int[];
  v_prices int[];
  v_relevances real[];
  v_total bigint;
  v_months_from date;
  v_months_to date;
  v_where text := '';
  v_price_sql constant text := 'public.trip_effective_price_cents(t.price_from_cents, t.discount_percent)';
  v_relevance text;
  v_order text;
  v_page_order text;
  v_sql text;
  -- A search ranks and counts at most this many matches: the count then reads "1,000+" and the pages end there.
  v_cap constant int := 1000;
  -- The filters as facets of the search vector (null for none), and the query of the index: text and facets.
  v_facets tsquery;
  v_query tsquery;
  v_word_match tsquery;
  v_match_all tsquery;
  v_held_out int[] := '{}';
  v_month_facets boolean;
  v_month_sql text := '';
  v_facet_month_sql text := '';
begin
  perform private.search_invalid_unless(p_lang in ('en', 'es'), 'p_lang must be en or es');
  perform private.search_invalid_unless(v_text is null or char_length(v_text) <= 200,
    'p_query must be at most 200 characters');
  perform private.search_invalid_unless(p_activity_id is null or p_activity_id > 0, 'p_activity_id must be a positive id');
  perform private.search_invalid_unless(p_country_id is null or p_country_id > 0, 'p_country_id must be a positive id');
  perform private.search_invalid_unless(v_price is null or v_price in ('0-500', '500-1000', '1000-2000', '2000+'),
    'p_price must be one of all, 0-500, 500-1000, 1000-2000, 2000+');
  perform private.search_invalid_unless(v_duration is null or v_duration in ('1-3', '4-7', '8-14', '15+'),
    'p_duration must be one of all, 1-3, 4-7, 8-14, 15+');
  perform private.search_invalid_unless(p_month is null or p_month ~ '^\d{4}-(0[1-9]|1[0-2])$',
    'p_month must be a month as YYYY-MM');
  perform private.search_invalid_unless(p_level is null or p_level between 1 and 5, 'p_level must be between 1 and 5');
  perform private.search_invalid_unless(v_group is null or v_group in ('open', 'private', 'both', 'ask'),
    'p_group_type must be one of all, open, private, both, ask');
  perform private.search_invalid_unless(v_sort in ('relevance', 'price_asc', 'price_desc', 'duration', 'rating'),
    'p_sort must be one of relevance, price_asc, price_desc, duration, rating');
  perform private.search_invalid_unless(p_page between 1 and 10000, 'p_page must be between 1 and 10000');
  perform private.search_invalid_unless(p_months is null or (cardinality(p_months) <= 12
      and not exists (select 1 from unnest(p_months) m where m is null or m !~ '^\d{4}-(0[1-9]|1[0-2])$')),
    'p_months must be at most 12 months as YYYY-MM');
  perform private.search_invalid_unless(coalesce(p_level_min, 1) between 1 and 5 and coalesce(p_level_max, 5) between 1 and 5,
    'p_level_min and p_level_max must be between 1 and 5');
  perform private.search_invalid_unless(coalesce(p_days_min, 0) >= 0 and coalesce(p_days_max, 0) >= 0
      and coalesce(p_price_min_cents, 0) >= 0 and coalesce(p_price_max_cents, 0) >= 0,
    'day and price bounds must not be negative');
  perform private.search_invalid_unless(p_page_size between 1 and 48, 'p_page_size must be between 1 and 48');

  v_cfg := case p_lang when 'es' then 'pg_catalog.spanish' else 'pg_catalog.english' end::regconfig;
  v_month := case when p_month is null then null else to_date(p_month || '-01', 'YYYY-MM-DD') end;
  select array_agg(distinct to_date(m || '-01', 'YYYY-MM-DD')) into v_months from unnest(p_months) m;
  -- The months' span as values the planner sees (bounds computed in the query made it guess ten departures where
  -- a month of 100,000 trips has 34,000, and probe the matches one departure at a time).
  select min(m), (max(m) + interval '1 month')::date into v_months_from, v_months_to from unnest(v_months) m;
  if v_text is not null then
    v_uq := lower(extensions.immutable_unaccent(v_text));
    v_words := private.search_terms(v_uq, v_cfg);
    v_full := websearch_to_tsquery(v_cfg, v_uq);
    if numnode(v_full) = 0 then
      v_full := null;
    end if;
    v_neg := private.search_negation(v_uq, v_cfg);
    -- Countries and activities the text names (typos allowed): a bonus for their trips in the relevance.
    select coalesce(array_agg(ct.country_id), '{}') into v_countries from public.country_translations ct
     where ct.lang = p_lang and ct.search_phrase operator(extensions.<%) v_uq;
    select coalesce(array_agg(at.activity_id), '{}') into v_activities from public.activity_translations at
     where at.lang = p_lang and at.search_phrase operator(extensions.<%) v_uq;
  end if;
  -- A query without any usable term ("!!", "the") does not filter: the visitor sees the catalogue.
  v_has_text := v_full is not null or cardinality(v_words) > 0;

  if p_activity_id is not null then v_where := v_where || ' and t.activity_id = $3'; end if;
  if p_country_id is not null then v_where := v_where || ' and t.country_id = $4'; end if;
  v_where := v_where || case v_price
    when '0-500' then ' and ' || v_price_sql || ' < 50000'
    when '500-1000' then ' and ' || v_price_sql || ' >= 50000 and ' || v_price_sql || ' < 100000'
    when '1000-2000' then ' and ' || v_price_sql || ' >= 100000 and ' || v_price_sql || ' < 200000'
    when '2000+' then ' and ' || v_price_sql || ' >= 200000'
    else '' end;
  v_where := v_where || case v_duration
    when '1-3' then ' and t.duration_days between 1 and 3'
    when '4-7' then ' and t.duration_days between 4 and 7'
    when '8-14' then ' and t.duration_days between 8 and 14'
    when '15+' then ' and t.duration_days >= 15'
    else '' end;
  if p_level is not null then v_where := v_where || ' and t.difficulty = $8'; end if;
  -- "Open group" also lists trips offered both ways; likewise "private".
  v_where := v_where || case v_group
    when 'open' then ' and t.group_type in (''open'', ''both'')'
    when 'private' then ' and t.group_type in (''private'', ''both'')'
    when 'both' then ' and t.group_type = ''both'''
    when 'ask' then ' and t.group_type = ''ask'''
    else '' end;
  -- Sets and ranges read from the query text (read_search_query): any of the countries, activities and months.
  if p_country_ids is not null then v_where := v_where || ' and t.country_id = any($19)'; end if;
  if p_activity_ids is not null then v_where := v_where || ' and t.activity_id = any($20)'; end if;
  if p_level_min is not null then v_where := v_where || ' and t.difficulty >= $22'; end if;
  if p_level_max is not null then v_where := v_where || ' and t.difficulty <= $23'; end if;
  if p_days_min is not null then v_where := v_where || ' and t.duration_days >= $24'; end if;
  if p_days_max is not null then v_where := v_where || ' and t.duration_days <= $25'; end if;
  if p_price_min_cents is not null then v_where := v_where || ' and ' || v_price_sql || ' >= $26'; end if;
  if p_price_max_cents is not null then v_where := v_where || ' and ' || v_price_sql || ' <= $27'; end if;
  -- A month's trips: those with a future scheduled departure in it with places left once live holds are counted
  -- (v_month_sql, on the departures). Months after this one are also facets of the search vector: their departures
  -- have not started, and the facet says one has places left, holds aside. With the facets, only the trips with a
  -- departure there that live holds fill (a handful: holds last minutes) are checked on their departures
  -- (v_facet_month_sql). A month that has begun is always checked on the departures: some of its departures have
  -- started since its facets were written.
  if v_months is not null then
    v_sql := $w$t.id in (
      select d.trip_id from public.departures d
        left join private.live_holds held on held.departure_id = d.id
       where d.status = 'scheduled' and d.start_date > current_date
         and d.start_date >= $28 and d.start_date < $29$w$
      -- Months in a row are their span; only a gap ("january and march") needs each date's month checked.
      || case when v_months_to = (v_months_from + make_interval(months => cardinality(v_months)))::date then ''
         else $w$
         and date_trunc('month', d.start_date)::date = any($21)$w$ end || $w$
         and d.capacity - d.places_taken - coalesce(held.places, 0) > 0)$w$;
    v_month_sql := ' and ' || v_sql;
    if v_months_from > date_trunc('month', current_date)::date then
      v_facets := private.facet_query(array(select 'month ' || to_char(m, 'YYYY-MM') from unnest(v_months) m));
      v_ids := private.trips_held_full(v_months);
      v_held_out := v_ids;
      v_facet_month_sql := case when cardinality(v_ids) = 0 then ''
                                else ' and (t.id <> all($31) or ' || v_sql || ')' end;
    else
      v_facet_month_sql := v_month_sql;
    end if;
  end if;
  if v_month is not null then
    v_sql := $w$t.id in (
      select d.trip_id from public.departures d
        left join private.live_holds held on held.departure_id = d.id
       where d.status = 'scheduled'
         and d.start_date >= greatest($7, current_date + 1) and d.start_date < ($7 + interval '1 month')::date
         and d.capacity - d.places_taken - coalesce(held.places, 0) > 0)$w$;
    v_month_sql := v_month_sql || ' and ' || v_sql;
    if v_month > date_trunc('month', current_date)::date then
      v_query := private.facet_query(array['month ' || p_month]);
      v_facets := case when v_facets is null then v_query else v_facets && v_query end;
      v_ids := private.trips_held_full(array[v_month]);
      v_held_out := v_held_out || v_ids;
      v_facet_month_sql := v_facet_month_sql
        || case when cardinality(v_ids) = 0 then '' else ' and (t.id <> all($31) or ' || v_sql || ')' end;
    else
      v_facet_month_sql := v_facet_month_sql || ' and ' || v_sql;
    end if;
  end if;
  -- Without text, a month's facets count its trips (the page itself reads trips in the order of a sort index).
  v_month_facets := v_facets is not null;
  -- The other filters as facets, each one alternatives (the bands a range touches), all ANDed. The row's own values
  -- still decide (v_where): a band only narrows what the index returns.
  for v_query in
    select q from (values
      (private.facet_query(array['activity ' || p_activity_id])),
      (private.facet_query(array['country ' || p_country_id])),
      (private.facet_query(array(select 'activity ' || x from unnest(p_activity_ids) x))),
      (private.facet_query(array(select 'country ' || x from unnest(p_country_ids) x))),
      (private.facet_query(array['level ' || p_level])),
      (private.facet_query(array(select 'level ' || l from generate_series(p_level_min, 5) l))),
      (private.facet_query(array(select 'level ' || l from generate_series(1, p_level_max) l))),
      (private.facet_query(array['price ' || v_price])),
      (private.facet_query(array['days ' || v_duration])),
      (case when coalesce(p_price_min_cents, p_price_max_cents) is not null
         then private.facet_query(private.band_facets('price', p_price_min_cents, p_price_max_cents)) end),
      (case when coalesce(p_days_min, p_days_max) is not null
         then private.facet_query(private.band_facets('days', p_days_min, p_days_max)) end)
    ) f(q)
    where q is not null
  loop
    v_facets := case when v_facets is null then v_query else v_facets && v_query end;
  end loop;
  v_query := null;

  v_order := case
    when v_sort = 'price_asc' then 'price_cents asc, id'
    when v_sort = 'price_desc' then 'price_cents desc, id desc'
    when v_sort = 'duration' then 'duration_days asc, id'
    when v_sort = 'rating' then 'rating desc, review_count desc, id'
    when v_has_text then 'relevance desc, featured desc, rating desc, review_count desc, id'
    else 'featured desc, rating desc, review_count desc, id' end;
  -- Only a relevance sort needs the (per row) relevance of every match: whether the whole query matches, the rank
  -- of its words (title words weigh most, then the summary, then the rest: the weights of trip_search), and a bonus
  -- for the country and activity the text names. All of it reads the row alone; no title similarity per row. The
  -- rank is ts_rank(text, words, 1), normalized by the text's length alone (rank_norm), not the facets'.
  v_relevance := case when v_has_text and v_sort = 'relevance' then $r$
              (case when $13::tsquery is not null and t.search_vector @@ $13 then 1 else 0 end
               + case when $14::tsquery is null then 0
                      else (ts_rank(t.search_vector, $14, 0) / t.rank_norm)::real end
               + case when t.country_id = any($16) then 0.5 else 0 end
               + case when t.activity_id = any($17) then 0.5 else 0 end)::real$r$
    else '0::real' end;

  if v_has_text then
    -- The matches: the full query, or every word matching something. A word that no trip text holds as it is stands
    -- for the title words close to it (typo tolerance: "kilimanjro" reads as kilimanjaro); a word that names a
    -- country or an activity also matches that country's or activity's trips (their facets). All of it is one query of
    -- the search vector's index, with the filters' facets.
    for i in 1 .. cardinality(v_words) loop
      v_word := plainto_tsquery(v_cfg, v_words[i]);
      v_word_match := v_word;
      if char_length(v_words[i]) >= 3 then
        if not exists (select 1 from private.trip_search x where x.lang = p_lang and x.search_vector @@ v_word) then
          select string_agg('(' || q::text || ')', ' | ') into v_fixes
            from (select w.word from private.search_words w
                   where w.lang = p_lang and v_words[i] operator(extensions.<%) w.word
                   order by extensions.word_similarity(v_words[i], w.word) desc, char_length(w.word), w.word
                   limit 8) w,
                 lateral plainto_tsquery(v_cfg, w.word) q
           where numnode(q) > 0;
          -- Two title words typed as one ("montblanc", "machupicchu"): every split into two words that exist.
          if v_fixes is null then
            select string_agg('(' || q::text || ')', ' | ') into v_fixes
              from generate_series(2, char_length(v_words[i]) - 2) k
              join private.search_words a on a.lang = p_lang and a.word = left(v_words[i], k)
              join private.search_words b on b.lang = p_lang and b.word = substr(v_words[i], k + 1),
                   lateral plainto_tsquery(v_cfg, a.word || ' ' || b.word) q
             where numnode(q) > 0;
          end if;
          if v_fixes is not null then
            v_word := (v_word::text || ' | ' || v_fixes)::tsquery;
          end if;
        end if;
        v_query := private.facet_query(array(
          select 'country ' || ct.country_id from public.country_translations ct
           where ct.lang = p_lang and v_words[i] operator(extensions.<%) ct.search_phrase
          union
          select 'activity ' || at.activity_id from public.activity_translations at
           where at.lang = p_lang and v_words[i] operator(extensions.<%) at.search_phrase));
        v_word_match := case when v_query is null then v_word else v_word || v_query end;
      end if;
      v_match_all := case when v_match_all is null then v_word_match else v_match_all && v_word_match end;
      v_any := case when v_any is null then v_word else v_any || v_word end;
    end loop;
    -- A query of ANDed terms and phrases (no "or", no -word) whose every word is one of its lexemes only matches
    -- trips that every word matches: its own scan would add nothing.
    v_full_implied := v_full is not null and cardinality(v_words) > 0 and v_full::text !~ '[|!]' and not exists (
      select 1 from unnest(v_words) w, lateral plainto_tsquery(v_cfg, w) q where numnode(q) <> 1 or not v_full @> q);
    v_query := case when v_full is null or v_full_implied then v_match_all
                    when v_match_all is null then v_full
                    else v_match_all || v_full end;
  end if;

  if v_has_text then
    v_query := case when v_query is null then v_facets when v_facets is null then v_query
                    else v_query && v_facets end;
    -- Sorted by relevance, the matches are materialized: each one's relevance is computed here, once, so that the
    -- count and the sort carry narrow rows (not search vectors, which made the count spill to disk at 4,000 matches).
    v_sql := $q$
    with matched as $q$ || case when v_relevance = '0::real' then '' else 'materialized ' end || $q$(
      select t.id, $q$ || v_price_sql || $q$ as price_cents, t.featured, t.rating, t.review_count, t.duration_days,
             $q$ || v_relevance || $q$ as relevance
        from private.trip_search t
       where t.lang = $1 and t.search_vector @@ $18
         and ($15::tsquery is null or not (t.search_vector @@ $15)) $q$ || v_where || v_facet_month_sql || $q$
      $q$ || case when v_relevance = '0::real' then '' else 'limit $30 + 1' end || $q$
    ),
    page as (
      select m.*, count(*) over () as total_count from matched m order by $q$ || v_order || $q$
       limit least($6, greatest(0, $30 - ($5 - 1) * $6)) offset ($5 - 1) * $6
    )$q$;
  else
    -- Without text, the page comes straight from a sort index and the total from a separate count: of a month's
    -- trips, on their facets (a month's 30,000 departures at 100,000 trips took most of such a search), else on trips
    -- alone (published trips carry both translations, and checking that here would cost a join over every trip).
    v_query := v_facets;
    v_sql := $q$
    with page as (
      select t.id, $q$ || v_price_sql || $q$ as price_cents, t.featured, t.rating, t.review_count, t.duration_days,
             0::real as relevance,
             (select count(*) from (select $q$ || case when v_month_facets
                then $q$from private.trip_search t where t.lang = $1 and t.search_vector @@ $18 $q$ || v_where
                     || v_facet_month_sql
                else 'from public.trips t where t.published ' || v_where || v_month_sql end || $q$ limit $30 + 1) c)
               as total_count
        from public.trips t
        join public.trip_translations tt on tt.trip_id = t.id and tt.lang = $1
       where t.published $q$ || v_where || v_month_sql || $q$
       order by $q$ || v_order || $q$
       limit least($6, greatest(0, $30 - ($5 - 1) * $6)) offset ($5 - 1) * $6
    )$q$;
  end if;
  -- The page's trips in order, with their price and relevance, and the total: the only statement planned per call.
  v_page_order := regexp_replace(v_order, '(^|, )', '\1p.', 'g');
  v_sql := v_sql || $q$
    select array_agg(p.id order by $q$ || v_page_order || $q$),
           array_agg(p.price_cents order by $q$ || v_page_order || $q$),
           array_agg(p.relevance order by $q$ || v_page_order || $q$), max(p.total_count)
      from page p$q$;
  execute v_sql into v_page_ids, v_prices, v_relevances, v_total
    using p_lang, v_text, p_activity_id, p_country_id, p_page, p_page_size, v_month, p_level, v_group,
          v_uq, v_cfg, v_words, v_full, v_any, v_neg, v_countries, v_activities, v_query,
          p_country_ids, p_activity_ids, v_months, p_level_min, p_level_max, p_days_min, p_days_max,
          p_price_min_cents, p_price_max_cents, v_months_from, v_months_to, v_cap, v_held_out;

  -- What the cards show, by a query whose plan is kept from call to call.
  return query
    select p.id, tt.slug, tt.title, tt.summary, t.country_id, ct.name, t.activity_id, at.name,
           t.duration_days, t.difficulty, t.group_type, t.price_from_cents, t.discount_percent, p.price_cents,
           t.rating, t.review_count, t.hero_path, t.featured,
           (select min(d.start_date) from public.departures d
             where d.trip_id = p.id and d.status = 'scheduled' and d.start_date > current_date
               and d.start_date >= coalesce(v_month, v_months_from, current_date)
               -- Held places summed here (what departure_held_places does, for a published trip), not by a call
               -- per departure.
               and d.capacity - d.places_taken - coalesce((select sum(b.places) from public.bookings b
                     where b.departure_id = d.id and b.status = 'held' and b.hold_expires_at > now()), 0) > 0),
           p.relevance, least(v_total, v_cap), v_total > v_cap
      from unnest(v_page_ids, v_prices, v_relevances) with ordinality p(id, price_cents, relevance, n)
      join public.trips t on t.id = p.id
      join public.trip_translations tt on tt.trip_id = p.id and tt.lang = p_lang
      left join public.country_translations ct on ct.country_id = t.country_id and ct.lang = p_lang
      left join public.activity_translations at on at.activity_id = t.activity_id and at.lang = p_lang
     order by p.n;
end
$fn$;

revoke execute on function public.search_trips(text, text, int, int, text, text, text, int, text, text, int, int,
  int[], int[], text[], int, int, int, int, int, int) from public;
grant execute on function public.search_trips(text, text, int, int, text, text, text, int, text, text, int, int,
  int[], int[], text[], int, int, int, int, int, int) to anon, authenticated, service_role;
