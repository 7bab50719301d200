create view public.trip_cards with (security_invoker = true) as
select t.id,
       tt.lang,
       tt.slug,
       tt.title,
       tt.summary,
       t.country_id,
       ct.name as country_name,
       t.activity_id,
       at.name as activity_name,
       t.duration_days,
       t.difficulty,
       t.group_type,
       t.price_from_cents,
       t.discount_percent,
       t.rating,
       t.review_count,
       t.hero_path,
       t.featured,
       (select min(da.start_date)
          from public.departure_availability da
         where da.trip_id = t.id and da.status = 'scheduled' and da.start_date > current_date and da.places_left > 0
       ) as next_departure,
       public.trip_effective_price_cents(t.price_from_cents, t.discount_percent) as from_price_cents
  from public.trips t
  join public.trip_translations tt on tt.trip_id = t.id
  left join public.country_translations ct on ct.country_id = t.country_id and ct.lang = tt.lang
  left join public.activity_translations at on at.activity_id = t.activity_id and at.lang = tt.lang
 where t.published;
grant select on public.trip_cards to anon, authenticated;

-- The random trip explorer's rpc answers an unknown language with a clear 400 instead of an empty 200, like every
-- other rpc (a fuzzed request with lang "2147483648" and otherwise plain arguments was answered 200 []).
create function public.random_trip(
  lang text,
  activity int default null,
  country int default null,
  max_price_cents int default null,
  exclude int[] default '{}'
) returns setof public.trip_cards
language plpgsql
stable
set search_path = ''
as $$
begin
  if random_trip.lang is null or random_trip.lang not in ('en', 'es') then
    raise exception using errcode = '22023', message = 'lang must be en or es';
  end if;
  return query
  select c.*
    from public.trip_cards c
   where c.lang = random_trip.lang
     and (random_trip.activity is null or c.activity_id = random_trip.activity)
     and (random_trip.country is null or c.country_id = random_trip.country)
     and (random_trip.max_price_cents is null or c.from_price_cents <= random_trip.max_price_cents)
   order by (c.id = any (coalesce(random_trip.exclude, '{}'))), random()
   limit 1;
end
$$;
grant execute on function public.random_trip(text,integer,integer,integer,integer[]) to anon, authenticated;

-- Previews show the same price as the published page: the "from" price after discount, from the one price rule.
create view public.trip_preview_cards with (security_invoker = true) as
select t.id,
       tt.lang,
       tt.slug,
       tt.title,
       tt.summary,
       t.country_id,
       ct.name as country_name,
       t.activity_id,
       at.name as activity_name,
       t.duration_days,
       t.difficulty,
       t.group_type,
       t.price_from_cents,
       t.discount_percent,
       t.rating,
       t.review_count,
       t.hero_path,
       t.featured,
       (select min(d.start_date)
          from public.departures d
         where d.trip_id = t.id and d.status = 'scheduled' and d.start_date > current_date
       ) as next_departure,
       t.published,
       public.trip_effective_price_cents(t.price_from_cents, t.discount_percent) as from_price_cents
  from public.trips t
  join public.trip_translations tt on tt.trip_id = t.id
  left join public.country_translations ct on ct.country_id = t.country_id and ct.lang = tt.lang
  left join public.activity_translations at on at.activity_id = t.activity_id and at.lang = tt.lang;

-- The query terms that must each match something: lower-case, unaccented, no negated (-word) tokens, no
-- stop words (they match nothing in the tsvector), at most 8.
create function private.search_terms(query text, cfg regconfig) returns text[]
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
create function private.search_negation(query text, cfg regconfig) returns tsquery
language sql stable
set search_path = ''
set client_min_messages = warning
as $$
  select string_agg('(' || q::text || ')', ' | ')::tsquery
    from regexp_split_to_table(query, '\s+') as tok,
         lateral plainto_tsquery(cfg, substr(tok, 2)) as q
   where tok ~ '^-.' and numnode(q) > 0
$$;

create function private.search_invalid_unless(ok boolean, message text) returns void
language plpgsql
set search_path = ''
as $$
begin
  if ok is distinct from true then
    raise exception using errcode = '22023', message = message;
  end if;
end
$$;

create table public.search_vocabulary (
  id int generated always as identity primary key,
  -- The language the phrase belongs to (documentation only: a query is read against both, visitors mix them).
  lang text check (lang in ('en', 'es')),
  phrase text not null check (phrase <> '' and phrase ~ '^[a-z0-9]+( [a-z0-9]+)*$'),
  kind text not null check (kind in ('stop', 'place', 'activity', 'level', 'month', 'season', 'duration', 'group',
    'price_max', 'price_min')),
  -- place: the countries (ISO codes) a region or synonym covers; activity: the activity's English name.
  country_codes text[] check ((kind = 'place') = (country_codes is not null)),
  activity_name text check ((kind = 'activity') = (activity_name is not null)),
  level_min smallint check (level_min between 1 and 5),
  level_max smallint check (level_max between level_min and 5),
  months smallint[] check (months <@ array[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]::smallint[]),
  days_min int check (days_min > 0),
  days_max int check (days_max >= days_min),
  group_type text check (group_type in ('open', 'private')),
  unique (phrase, kind)
);
alter table public.search_vocabulary enable row level security;
grant select, insert, update, delete on public.search_vocabulary to anon, authenticated;

create policy "search vocabulary: public" on public.search_vocabulary for select to anon, authenticated using (true);

/*
 * The reading of a query: {"text": words left for full text or null, "chips": [...]}, one chip per understood
 * phrase: {"kind", "source" (the normalized words it came from), "label" (names of places and activities) and its
 * values: "countries" / "activities" (ids), "months" (YYYY-MM, the next such month from today), "min" / "max"
 * (level, days, or price in cents), "group"}. Longer phrases win over the shorter ones inside them.
 */
create function public.read_search_query(p_lang text default 'en', p_query text default null)
returns jsonb
language plpgsql stable
security definer
set search_path = ''
as $fn$
declare
  v_norm text := ' ' || private.search_normalize(left(p_query, 200)) || ' ';
  v_chips jsonb := '[]';
  v_max text;
  v_min text;
  v_m text[];
  v_n int;
  v_amount int;
  v_words text[];
  v_grams text[] := '{}';
  r record;
begin
  perform private.search_invalid_unless(p_lang in ('en', 'es'), 'p_lang must be en or es');
  if btrim(v_norm) = '' then
    return jsonb_build_object('text', null, 'chips', v_chips);
  end if;
  -- Numbers are levels, durations or budgets; a query without digits skips those patterns.
  if v_norm ~ '\d' then
  select string_agg(v.phrase, '|' order by length(v.phrase) desc) filter (where v.kind = 'price_max'),
         string_agg(v.phrase, '|' order by length(v.phrase) desc) filter (where v.kind = 'price_min')
    into v_max, v_min
    from public.search_vocabulary v where v.kind in ('price_max', 'price_min');

  -- "level 3" / "nivel 3"
  v_m := regexp_match(v_norm, ' ((?:level|nivel|grade|grado) ([1-5])) ');
  if v_m is not null then
    v_chips := v_chips || jsonb_build_object('kind', 'level', 'source', v_m[1], 'min', v_m[2]::int, 'max', v_m[2]::int);
    v_norm := replace(v_norm, ' ' || v_m[1] || ' ', ' ');
  end if;
  -- Durations: "10 days" (give or take one), "under 10 days" / "menos de 10 dias".
  v_m := regexp_match(v_norm, ' ((?:(' || v_max || '|' || v_min || ') )?(\d{1,3}) (?:days?|dias?|nights?|noches?)) ');
  if v_m is not null then
    v_n := v_m[3]::int;
    v_chips := v_chips || jsonb_build_object('kind', 'duration', 'source', v_m[1],
      'min', case when v_m[2] ~ ('^(' || v_max || ')$') then 1 when v_m[2] is not null then v_n else greatest(1, v_n - 1) end,
      'max', case when v_m[2] ~ ('^(' || v_max || ')$') then v_n when v_m[2] is not null then null else v_n + 1 end);
    v_norm := replace(v_norm, ' ' || v_m[1] || ' ', ' ');
  end if;
  -- Budgets: "under 1000", "menos de 1000 eur", "1500 euros", "2k"; a bare number needs a budget word and 100 or more.
  v_m := regexp_match(v_norm, ' ((' || v_max || '|' || v_min || ') (?:eur )?(\d{2,6})(k)?(?: euros?| eur)?) ');
  if v_m is null then
    v_m := regexp_match(v_norm, ' ((?:eur (\d{2,6})(k)?)|(?:(\d{2,6})(k)? (?:euros?|eur))) ');
    if v_m is not null then
      v_m := array[v_m[1], null, coalesce(v_m[2], v_m[4]), coalesce(v_m[3], v_m[5])];
    end if;
  end if;
  if v_m is not null then
    v_amount := least(v_m[3]::int * case when v_m[4] is not null then 1000 else 1 end, 10000000);
    if v_amount >= 100 or v_m[4] is not null or v_m[1] ~ 'eur' then
      v_chips := v_chips || case when v_m[2] ~ ('^(' || v_min || ')$')
        then jsonb_build_object('kind', 'price', 'source', v_m[1], 'min', v_amount * 100, 'max', null)
        else jsonb_build_object('kind', 'price', 'source', v_m[1], 'min', null, 'max', v_amount * 100) end;
      v_norm := replace(v_norm, ' ' || v_m[1] || ' ', ' ');
    end if;
  end if;
  end if;

  -- Every run of one to four consecutive words: the phrases that can match are looked up by equality.
  v_words := regexp_split_to_array(btrim(v_norm), ' +');
  for i in 1 .. cardinality(v_words) loop
    for n in 0 .. least(3, cardinality(v_words) - i) loop
      v_grams := v_grams || array_to_string(v_words[i:i + n], ' ');
    end loop;
  end loop;

  -- Names and vocabulary, longest phrase first; a phrase already taken by a longer one is skipped.
  for r in
    select c.*
      from (
        select 'country' as kind, ct.search_phrase as phrase, array[ct.country_id] as ids,
               (select x.name from public.country_translations x where x.country_id = ct.country_id and x.lang = p_lang) as label,
               null::smallint as lo, null::smallint as hi, null::smallint[] as months, null::text as grp
          from public.country_translations ct join public.countries co on co.id = ct.country_id and co.published
        union all
        select 'activity', at.search_phrase, array[at.activity_id],
               (select x.name from public.activity_translations x where x.activity_id = at.activity_id and x.lang = p_lang),
               null, null, null, null
          from public.activity_translations at join public.activities a on a.id = at.activity_id and a.published
        union all
        select v.kind, v.phrase,
               case v.kind
                 when 'place' then (select array_agg(co.id order by co.id) from public.countries co
                                     where co.iso_code = any(v.country_codes) and co.published)
                 when 'activity' then (select array_agg(at.activity_id) from public.activity_translations at
                                        join public.activities a on a.id = at.activity_id and a.published
                                        where at.lang = 'en' and at.name = v.activity_name) end,
               case v.kind
                 when 'activity' then (select x.name from public.activity_translations x
                                        join public.activity_translations e on e.activity_id = x.activity_id
                                         and e.lang = 'en' and e.name = v.activity_name
                                        where x.lang = p_lang)
                 when 'place' then initcap(v.phrase) end,
               coalesce(v.level_min, v.days_min), coalesce(v.level_max, v.days_max), v.months, v.group_type
          from public.search_vocabulary v
      ) c
     where c.phrase = any(v_grams)
     order by length(c.phrase) desc, c.kind, c.phrase
  loop
    continue when strpos(v_norm, ' ' || r.phrase || ' ') = 0;
    v_norm := replace(v_norm, ' ' || r.phrase || ' ', ' ');
    -- Stop words and budget words without an amount are only dropped; a region with no published country too.
    continue when r.kind in ('stop', 'price_max', 'price_min')
      or (r.kind in ('place', 'country', 'activity') and r.ids is null);
    v_chips := v_chips || case
      when r.kind in ('place', 'country') then
        jsonb_build_object('kind', 'place', 'source', r.phrase, 'label', r.label, 'countries', to_jsonb(r.ids))
      when r.kind = 'activity' then
        jsonb_build_object('kind', 'activity', 'source', r.phrase, 'label', r.label, 'activities', to_jsonb(r.ids))
      when r.kind in ('month', 'season') then
        jsonb_build_object('kind', 'month', 'source', r.phrase, 'months', (
          select jsonb_agg(to_char(make_date(extract(year from current_date)::int
                   + case when m < extract(month from current_date) then 1 else 0 end, m, 1), 'YYYY-MM') order by 1)
            from unnest(r.months) m))
      when r.kind = 'group' then jsonb_build_object('kind', 'group', 'source', r.phrase, 'group', r.grp)
      else jsonb_build_object('kind', r.kind, 'source', r.phrase, 'min', r.lo, 'max', r.hi) end;
  end loop;
  return jsonb_build_object('text', nullif(btrim(regexp_replace(v_norm, ' +', ' ', 'g')), ''), 'chips', v_chips);
end
$fn$;
grant execute on function public.read_search_query(text,text) to anon, authenticated;

/*
 * The search of the home page and of the assistant: the query read by read_search_query, combined with the filters
 * chosen in the form, through search_trips. Returns {"reading", "dropped", "trips": [search_trips rows]}. When page 1
 * finds nothing, the filters are dropped one at a time (dates and budget first, the place last) and the first
 * search that finds trips is returned with "dropped": {"kind", "from": "query" | "filters"}; failing all of them,
 * the text is dropped ("kind": "text") and finally everything ("kind": "all"), so a visitor never meets an empty page.
 */
create function public.find_trips(
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
  p_page_size int default 12
)
returns jsonb
language plpgsql stable
security definer
set search_path = ''
as $fn$
declare
  v_reading jsonb := public.read_search_query(p_lang, p_query);
  v_chips jsonb := v_reading -> 'chips';
  v_text text := v_reading ->> 'text';
  v_trips jsonb;
  v_dropped jsonb;
  v_try record;
begin
  for v_try in
    select * from (values
      (0, null, null), (1, 'month', 'query'), (2, 'month', 'filters'), (3, 'price', 'query'), (4, 'price', 'filters'),
      (5, 'duration', 'query'), (6, 'duration', 'filters'), (7, 'level', 'query'), (8, 'level', 'filters'),
      (9, 'group', 'query'), (10, 'group', 'filters'), (11, 'activity', 'query'), (12, 'activity', 'filters'),
      (13, 'place', 'query'), (14, 'place', 'filters'), (15, 'text', 'query'), (16, 'all', null)
    ) t(n, kind, origin)
    order by n
  loop
    -- Only a relaxation of something the search has, and only for an empty first page.
    continue when v_try.n > 0 and (p_page > 1 or not case
      when v_try.kind = 'all' then true
      when v_try.kind = 'text' then v_text is not null
      when v_try.origin = 'query' then jsonb_path_exists(v_chips, '$[*] ? (@.kind == $k)', jsonb_build_object('k', v_try.kind))
      else case v_try.kind when 'month' then p_month is not null when 'price' then nullif(nullif(p_price, ''), 'all') is not null
        when 'duration' then nullif(nullif(p_duration, ''), 'all') is not null when 'level' then p_level is not null
        when 'group' then nullif(nullif(p_group_type, ''), 'all') is not null when 'activity' then p_activity_id is not null
        else p_country_id is not null end
      end);
    select jsonb_agg(to_jsonb(s) - 'ordinality' order by s.ordinality) into v_trips
      from (
        with c as (
          select ch from jsonb_array_elements(v_chips) ch
           where v_try.kind is distinct from 'all'
             and not (v_try.origin is not distinct from 'query' and ch ->> 'kind' is not distinct from v_try.kind)
        ), f as (
          select (select array_agg(distinct x::int) from c, jsonb_array_elements_text(ch -> 'countries') x) as countries,
                 (select array_agg(distinct x::int) from c, jsonb_array_elements_text(ch -> 'activities') x) as activities,
                 (select array_agg(distinct x order by x) from c, jsonb_array_elements_text(ch -> 'months') x) as months,
                 (select min((ch ->> 'min')::int) from c where ch ->> 'kind' = 'level') as level_min,
                 (select max((ch ->> 'max')::int) from c where ch ->> 'kind' = 'level') as level_max,
                 (select min((ch ->> 'min')::int) from c where ch ->> 'kind' = 'duration') as days_min,
                 (select max((ch ->> 'max')::int) from c where ch ->> 'kind' = 'duration') as days_max,
                 (select max((ch ->> 'min')::int) from c where ch ->> 'kind' = 'price') as price_min,
                 (select min((ch ->> 'max')::int) from c where ch ->> 'kind' = 'price') as price_max,
                 (select min(ch ->> 'group') from c where ch ->> 'kind' = 'group') as grp
        )
        select s.*
          from f, public.search_trips(
            p_lang => p_lang,
            p_query => case when v_try.kind in ('text', 'all') then null else v_text end,
            p_activity_id => case when v_try.kind = 'all' or (v_try.kind, v_try.origin) = ('activity', 'filters') then null else p_activity_id end,
            p_country_id => case when v_try.kind = 'all' or (v_try.kind, v_try.origin) = ('place', 'filters') then null else p_country_id end,
            p_price => case when v_try.kind = 'all' or (v_try.kind, v_try.origin) = ('price', 'filters') then null else p_price end,
            p_duration => case when v_try.kind = 'all' or (v_try.kind, v_try.origin) = ('duration', 'filters') then null else p_duration end,
            p_month => case when v_try.kind = 'all' or (v_try.kind, v_try.origin) = ('month', 'filters') then null else p_month end,
            p_level => case when v_try.kind = 'all' or (v_try.kind, v_try.origin) = ('level', 'filters') then null else p_level end,
            p_group_type => coalesce(case when v_try.kind = 'all' or (v_try.kind, v_try.origin) = ('group', 'filters') then null
                                          else nullif(nullif(p_group_type, ''), 'all') end, f.grp),
            p_sort => p_sort,
            p_page => p_page,
            p_page_size => p_page_size,
            p_country_ids => f.countries,
            p_activity_ids => f.activities,
            p_months => f.months,
            p_level_min => f.level_min,
            p_level_max => f.level_max,
            p_days_min => f.days_min,
            p_days_max => f.days_max,
            p_price_min_cents => f.price_min,
            p_price_max_cents => f.price_max) with ordinality s
      ) s;
    if v_trips is not null or v_try.n = 0 and p_page > 1 then
      v_dropped := case when v_try.n = 0 then null
        else jsonb_build_object('kind', v_try.kind, 'from', v_try.origin) end;
      exit;
    end if;
  end loop;
  return jsonb_build_object('reading', v_reading, 'dropped', v_dropped, 'trips', coalesce(v_trips, '[]'));
end
$fn$;
grant execute on function public.find_trips(text,text,integer,integer,text,text,text,integer,text,text,integer,integer) to anon, authenticated;

-- Search at 100,000 trips (issue 16), part 1: a text search reads one table, private.trip_search, that holds all
-- a match, a filter and the relevance need (one row per published trip and language, kept by triggers), instead of
-- joining trips and their translations for every match. Title words weigh most in its search vector, so the
-- relevance no longer compares the query with every matching title (word_similarity was most of a text search's
-- time at 100,000 trips); typo tolerance looks a word up among the words of trip titles (private.search_words) and
-- searches for the close ones.
create table private.trip_search (
  id int not null references public.trips (id) on delete cascade,
  lang text not null,
  country_id int not null,
  activity_id int not null,
  duration_days int not null,
  difficulty smallint not null,
  group_type text not null,
  price_from_cents int not null,
  discount_percent smallint not null,
  featured boolean not null,
  rating numeric(2, 1) not null,
  review_count int not null,
  search_vector tsvector not null,
  primary key (id, lang),
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
  rank_norm double precision not null default 1
);

create index trip_search_vector_en_idx on private.trip_search using gin (search_vector) where lang = 'en';

create index trip_search_vector_es_idx on private.trip_search using gin (search_vector) where lang = 'es';

-- The words of trip titles, unaccented and lower-case, for typo tolerance. Words of titles that have changed or gone
-- stay: a typo read as such a word finds nothing through it, and close words that exist find trips.
create table private.search_words (
  lang text not null,
  word text not null,
  primary key (lang, word)
);

create index search_words_trgm_idx on private.search_words using gin (word extensions.gin_trgm_ops);

-- Search at 100,000 trips (issue 16), part 6: search_trips on the facets of part 5. The words and the filters are one
-- query of the search vector's index ($18); what facets cannot know (live holds, a month that has begun) is checked
-- on the departures.

-- The places live holds keep on each departure, summed once for all (a view: the planner reads it inline).
create view private.live_holds as
  select b.departure_id, sum(b.places) as places from public.bookings b
   where b.status = 'held' and b.hold_expires_at > now()
   group by b.departure_id;

-- Trips with a departure in these months that has places left but that live holds fill: their month facet may say
-- open when no place is left. A few at most (holds last minutes); the search checks them on their departures.
create function private.trips_held_full(p_months date[]) returns int[]
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

-- The bands of the price and duration filters (the values p_price and p_duration take), with their bounds.
create function private.search_bands(p_kind text)
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
create function private.month_facets(p_ids int[]) returns table (trip_id int, facets text[])
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
create function private.facet_query(p_facets text[]) returns tsquery
language sql immutable parallel safe
set search_path = ''
as $$
  select string_agg(pg_catalog.quote_literal(f), ' | ')::tsquery from unnest(p_facets) f where f is not null
$$;

-- The facets of a range of prices (cents) or days: every band it touches (the row's own value decides the rest).
create function private.band_facets(p_kind text, p_min int, p_max int) returns text[]
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
create function private.sync_trip_search(p_ids int[]) returns void
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
         v.text_vector || array_to_tsvector(
           array['country ' || t.country_id, 'activity ' || t.activity_id, 'level ' || t.difficulty]
           || private.band_facets('days', t.duration_days, t.duration_days)
           || private.band_facets('price', p.cents, p.cents)
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

-- Statement triggers with transition tables, so that a bulk insert syncs its trips in one pass.
create function private.trip_search_changed() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    perform private.sync_trip_search(array(select distinct o.trip_id from old_rows o));
  elsif tg_table_name = 'trips' then
    perform private.sync_trip_search(array(select n.id from new_rows n));
  elsif tg_op = 'INSERT' then
    perform private.sync_trip_search(array(select distinct n.trip_id from new_rows n));
  else
    perform private.sync_trip_search(array(select n.trip_id from new_rows n union select o.trip_id from old_rows o));
  end if;
  return null;
end
$$;

create trigger trips_search_inserted after insert on public.trips
  referencing new table as new_rows for each statement execute function private.trip_search_changed();

create trigger trips_search_updated after update on public.trips
  referencing new table as new_rows for each statement execute function private.trip_search_changed();

create trigger trip_translations_search_inserted after insert on public.trip_translations
  referencing new table as new_rows for each statement execute function private.trip_search_changed();

create trigger trip_translations_search_updated after update on public.trip_translations
  referencing old table as old_rows new table as new_rows for each statement
  execute function private.trip_search_changed();

create trigger trip_translations_search_deleted after delete on public.trip_translations
  referencing old table as old_rows for each statement execute function private.trip_search_changed();

create function public.search_trips(
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
  v_part tsquery;
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
      v_part := private.facet_query(array['month ' || p_month]);
      v_facets := case when v_facets is null then v_part else v_facets && v_part end;
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
  -- The other filters as facets, each one alternatives (the bands a range touches), all ANDed, for the searches that
  -- read the facets (a browse of trips has no use for them). The row's own values still decide (v_where): a band only
  -- narrows what the index returns.
  for v_part in
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
    where q is not null and (v_has_text or v_month_facets)
  loop
    v_facets := case when v_facets is null then v_part else v_facets && v_part end;
  end loop;

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
        v_part := private.facet_query(array(
          select 'country ' || ct.country_id from public.country_translations ct
           where ct.lang = p_lang and v_words[i] operator(extensions.<%) ct.search_phrase
          union
          select 'activity ' || at.activity_id from public.activity_translations at
           where at.lang = p_lang and v_words[i] operator(extensions.<%) at.search_phrase));
        v_word_match := case when v_part is null then v_word else v_word || v_part end;
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
grant execute on function public.search_trips(text,text,integer,integer,text,text,text,integer,text,text,integer,integer,integer[],integer[],text[],integer,integer,integer,integer,integer,integer) to anon, authenticated;

-- A departure added, filled, freed, moved or cancelled changes its trip's month facets: the trips whose months
-- changed are synced (a booking that leaves a departure with places changes nothing). The trips are locked first, so
-- that two bookings taking the last places of two departures of one month at once cannot each still see the
-- other's departure open.
create function private.departures_search_changed() returns trigger
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

insert into public.search_vocabulary (lang, kind, phrase)
select l, 'stop', unnest(w) from (values
  ('en', array['in', 'the', 'a', 'an', 'of', 'to', 'for', 'with', 'on', 'at', 'and', 'or', 'by', 'from', 'into',
    'around', 'through', 'near', 'trip', 'trips', 'tour', 'tours', 'holiday', 'holidays', 'vacation', 'vacations',
    'travel', 'adventure', 'adventures', 'i', 'we', 'me', 'us', 'my', 'our', 'want', 'would', 'like', 'love',
    'looking', 'look', 'search', 'find', 'show', 'some', 'any', 'do', 'you', 'have', 'are', 'is', 'there', 'what',
    'which', 'please', 'can', 'go', 'going', 'something', 'ideas', 'options', 'best', 'good', 'nice', 'great', 'during',
    'time', 'next', 'this', 'that', 'it', 'be', 'when', 'how', 'departure', 'departures', 'date', 'dates', 'available',
    'availability', 'spots', 'places', 'seats', 'free', 'cheap', 'cheapest', 'cheaper', 'affordable', 'expedition',
    'expeditions', 'level', 'difficulty', 'recommend', 'suggest', 'offer', 'need', 'if', 'm', 's', 't', 're', 've', 'll',
    'd']),
  ('es', array['en', 'el', 'la', 'los', 'las', 'un', 'una', 'unos', 'unas', 'de', 'del', 'al', 'a', 'y', 'o', 'por',
    'para', 'con', 'sin', 'desde', 'hacia', 'entre', 'viaje', 'viajes', 'tour', 'tours', 'vacaciones', 'aventura',
    'aventuras', 'quiero', 'queremos', 'busco', 'buscamos', 'buscando', 'me', 'nos', 'gustaria', 'tienes', 'teneis',
    'tienen', 'hay', 'algun', 'alguna', 'algunos', 'algunas', 'que', 'cual', 'cuales', 'mi', 'mis', 'nuestro',
    'nuestra', 'ir', 'algo', 'ideas', 'opciones', 'mejor', 'mejores', 'durante', 'por favor', 'este', 'esta', 'cuando',
    'como', 'salida', 'salidas', 'proxima', 'proximas', 'proximo', 'proximos', 'fecha', 'fechas', 'plazas', 'libres',
    'disponible', 'disponibles', 'barato', 'baratos', 'barata', 'baratas', 'economico', 'economicos', 'expedicion',
    'expediciones', 'nivel', 'dificultad', 'recomiendas', 'recomendais', 'ofreceis', 'necesito', 'si', 'es', 'son'])
) v(l, w)
on conflict (phrase, kind) do nothing;

insert into public.search_vocabulary (lang, kind, phrase, country_codes) values
  ('en', 'place', 'greek islands', '{GR}'), ('es', 'place', 'islas griegas', '{GR}'),
  ('en', 'place', 'greek', '{GR}'), ('es', 'place', 'griegas', '{GR}'), ('es', 'place', 'griegos', '{GR}'),
  ('en', 'place', 'aegean', '{GR}'), ('es', 'place', 'egeo', '{GR}'),
  ('en', 'place', 'patagonia', '{CL,AR}'),
  ('en', 'place', 'alps', '{FR,CH,IT}'), ('es', 'place', 'alpes', '{FR,CH,IT}'),
  ('en', 'place', 'himalaya', '{NP}'), ('en', 'place', 'himalayas', '{NP}'),
  ('en', 'place', 'andes', '{PE,CL,AR}'),
  ('en', 'place', 'pyrenees', '{ES,FR}'), ('es', 'place', 'pirineos', '{ES,FR}'), ('es', 'place', 'pirineo', '{ES,FR}'),
  ('en', 'place', 'africa', '{MA,TZ}'), ('en', 'place', 'east africa', '{TZ}'), ('es', 'place', 'africa oriental', '{TZ}'),
  ('en', 'place', 'south america', '{PE,CL,AR}'), ('es', 'place', 'sudamerica', '{PE,CL,AR}'),
  ('es', 'place', 'america del sur', '{PE,CL,AR}'), ('en', 'place', 'latin america', '{PE,CL,AR}'),
  ('es', 'place', 'latinoamerica', '{PE,CL,AR}'),
  ('en', 'place', 'scandinavia', '{NO}'), ('es', 'place', 'escandinavia', '{NO}'),
  ('en', 'place', 'nordic', '{NO,IS}'), ('es', 'place', 'nordicos', '{NO,IS}'),
  ('en', 'place', 'arctic', '{NO,IS}'), ('es', 'place', 'artico', '{NO,IS}'),
  ('en', 'place', 'mediterranean', '{ES,IT,GR}'), ('es', 'place', 'mediterraneo', '{ES,IT,GR}'),
  ('en', 'place', 'europe', '{ES,IT,FR,CH,GR,NO,IS,PT}'), ('es', 'place', 'europa', '{ES,IT,FR,CH,GR,NO,IS,PT}'),
  ('en', 'place', 'asia', '{NP}'),
  ('en', 'place', 'dolomites', '{IT}'), ('es', 'place', 'dolomitas', '{IT}'),
  ('en', 'place', 'sahara', '{MA}'), ('en', 'place', 'atlas', '{MA}'),
  ('en', 'place', 'sicily', '{IT}'), ('es', 'place', 'sicilia', '{IT}'),
  ('en', 'place', 'fjords', '{NO}'), ('es', 'place', 'fiordos', '{NO}'),
  ('en', 'place', 'canary islands', '{ES}'), ('es', 'place', 'canarias', '{ES}'),
  ('en', 'place', 'madeira', '{PT}'), ('en', 'place', 'azores', '{PT}')
on conflict (phrase, kind) do nothing;

insert into public.search_vocabulary (lang, kind, phrase, activity_name) values
  ('en', 'activity', 'trekking', 'Hiking'), ('en', 'activity', 'trek', 'Hiking'), ('en', 'activity', 'treks', 'Hiking'),
  ('en', 'activity', 'hike', 'Hiking'), ('en', 'activity', 'hikes', 'Hiking'), ('en', 'activity', 'walking', 'Hiking'),
  ('en', 'activity', 'walks', 'Hiking'), ('es', 'activity', 'caminatas', 'Hiking'), ('es', 'activity', 'caminar', 'Hiking'),
  ('es', 'activity', 'trekkings', 'Hiking'), ('es', 'activity', 'excursiones', 'Hiking'),
  ('en', 'activity', 'alpinism', 'Mountaineering'), ('es', 'activity', 'montanismo', 'Mountaineering'),
  ('en', 'activity', 'summit', 'Mountaineering'), ('en', 'activity', 'summits', 'Mountaineering'),
  ('es', 'activity', 'ascension', 'Mountaineering'), ('es', 'activity', 'ascensiones', 'Mountaineering'),
  ('en', 'activity', 'skiing', 'Ski'), ('en', 'activity', 'ski touring', 'Ski'), ('en', 'activity', 'freeride', 'Ski'),
  ('es', 'activity', 'esqui de travesia', 'Ski'), ('es', 'activity', 'esquiar', 'Ski'), ('en', 'activity', 'skimo', 'Ski'),
  ('en', 'activity', 'sail', 'Sailing'), ('en', 'activity', 'sailboat', 'Sailing'), ('en', 'activity', 'yacht', 'Sailing'),
  ('es', 'activity', 'velero', 'Sailing'), ('es', 'activity', 'navegar', 'Sailing'), ('es', 'activity', 'navegacion', 'Sailing'),
  ('en', 'activity', 'boat', 'Sailing'), ('es', 'activity', 'barco', 'Sailing'),
  ('en', 'activity', 'culture', 'Tourism'), ('en', 'activity', 'cultural', 'Tourism'), ('en', 'activity', 'sightseeing', 'Tourism'),
  ('es', 'activity', 'cultura', 'Tourism'), ('en', 'activity', 'safari', 'Tourism'), ('en', 'activity', 'safaris', 'Tourism'),
  ('en', 'activity', 'running', 'Trail running'), ('en', 'activity', 'trail run', 'Trail running'),
  ('es', 'activity', 'correr', 'Trail running'), ('es', 'activity', 'carreras de montana', 'Trail running'),
  ('en', 'activity', 'bike', 'Cycling'), ('en', 'activity', 'biking', 'Cycling'), ('en', 'activity', 'bicycle', 'Cycling'),
  ('es', 'activity', 'bici', 'Cycling'), ('es', 'activity', 'bicicleta', 'Cycling'),
  ('en', 'activity', 'sea kayak', 'Kayaking'), ('en', 'activity', 'kayak', 'Kayaking'), ('en', 'activity', 'paddling', 'Kayaking'),
  ('es', 'activity', 'piragua', 'Kayaking'), ('es', 'activity', 'piraguismo', 'Kayaking'),
  ('en', 'activity', 'climbing', 'Climbing & via ferrata'), ('en', 'activity', 'via ferrata', 'Climbing & via ferrata'),
  ('es', 'activity', 'escalada', 'Climbing & via ferrata'), ('es', 'activity', 'escalar', 'Climbing & via ferrata'),
  ('es', 'activity', 'via ferrata', 'Climbing & via ferrata'), ('en', 'activity', 'ferrata', 'Climbing & via ferrata'),
  ('es', 'activity', 'vias ferratas', 'Climbing & via ferrata'), ('en', 'activity', 'via ferratas', 'Climbing & via ferrata')
on conflict (phrase, kind) do nothing;

insert into public.search_vocabulary (lang, kind, phrase, level_min, level_max)
select l, 'level', unnest(w), lo, hi from (values
  ('en', array['easy', 'easier', 'gentle', 'beginner', 'beginners', 'relaxed', 'leisurely', 'families', 'family',
    'kids', 'children', 'child', 'first timers', 'no experience', 'not too hard'], 1, 2),
  ('es', array['facil', 'faciles', 'sencillo', 'sencillos', 'principiante', 'principiantes', 'iniciacion', 'tranquilo',
    'tranquilos', 'suave', 'familia', 'familias', 'en familia', 'ninos', 'nino', 'hijos', 'sin experiencia'], 1, 2),
  ('en', array['moderate', 'intermediate', 'medium'], 2, 3),
  ('es', array['moderado', 'moderada', 'intermedio', 'intermedia', 'nivel medio'], 2, 3),
  ('en', array['challenging', 'hard', 'difficult', 'demanding', 'tough', 'advanced', 'expert', 'experts',
    'strenuous'], 4, 5),
  ('es', array['dificil', 'dificiles', 'exigente', 'exigentes', 'duro', 'dura', 'avanzado', 'avanzados', 'experto',
    'expertos', 'desafiante'], 4, 5)
) v(l, w, lo, hi)
on conflict (phrase, kind) do nothing;

insert into public.search_vocabulary (lang, kind, phrase, months)
select l, 'month', p, array[m]::smallint[] from (values
  ('en', 'january', 1), ('en', 'february', 2), ('en', 'march', 3), ('en', 'april', 4), ('en', 'may', 5),
  ('en', 'june', 6), ('en', 'july', 7), ('en', 'august', 8), ('en', 'september', 9), ('en', 'october', 10),
  ('en', 'november', 11), ('en', 'december', 12), ('en', 'sept', 9),
  ('es', 'enero', 1), ('es', 'febrero', 2), ('es', 'marzo', 3), ('es', 'abril', 4), ('es', 'mayo', 5),
  ('es', 'junio', 6), ('es', 'julio', 7), ('es', 'agosto', 8), ('es', 'septiembre', 9), ('es', 'setiembre', 9),
  ('es', 'octubre', 10), ('es', 'noviembre', 11), ('es', 'diciembre', 12)
) v(l, p, m)
on conflict (phrase, kind) do nothing;

insert into public.search_vocabulary (lang, kind, phrase, months) values
  ('en', 'season', 'summer', '{6,7,8}'), ('es', 'season', 'verano', '{6,7,8}'),
  ('en', 'season', 'winter', '{12,1,2}'), ('es', 'season', 'invierno', '{12,1,2}'),
  ('en', 'season', 'spring', '{3,4,5}'), ('es', 'season', 'primavera', '{3,4,5}'),
  ('en', 'season', 'autumn', '{9,10,11}'), ('en', 'season', 'fall', '{9,10,11}'), ('es', 'season', 'otono', '{9,10,11}'),
  ('en', 'season', 'easter', '{3,4}'), ('es', 'season', 'semana santa', '{3,4}'),
  ('en', 'season', 'christmas', '{12}'), ('es', 'season', 'navidad', '{12}')
on conflict (phrase, kind) do nothing;

insert into public.search_vocabulary (lang, kind, phrase, days_min, days_max) values
  ('en', 'duration', 'a week', 6, 8), ('en', 'duration', 'one week', 6, 8), ('en', 'duration', 'week', 6, 8),
  ('es', 'duration', 'una semana', 6, 8), ('es', 'duration', 'semana', 6, 8),
  ('en', 'duration', 'weekend', 1, 3), ('en', 'duration', 'long weekend', 2, 4),
  ('es', 'duration', 'fin de semana', 1, 3), ('es', 'duration', 'puente', 2, 4),
  ('en', 'duration', 'two weeks', 12, 16), ('en', 'duration', 'fortnight', 12, 16), ('es', 'duration', 'dos semanas', 12, 16),
  ('es', 'duration', 'quince dias', 12, 16), ('en', 'duration', 'short', 1, 5), ('es', 'duration', 'corto', 1, 5),
  ('es', 'duration', 'cortos', 1, 5)
on conflict (phrase, kind) do nothing;

insert into public.search_vocabulary (lang, kind, phrase, group_type) values
  ('en', 'group', 'private', 'private'), ('en', 'group', 'private group', 'private'), ('en', 'group', 'tailor made', 'private'),
  ('es', 'group', 'privado', 'private'), ('es', 'group', 'privados', 'private'), ('es', 'group', 'grupo privado', 'private'),
  ('es', 'group', 'a medida', 'private'),
  ('en', 'group', 'open group', 'open'), ('en', 'group', 'solo traveller', 'open'), ('en', 'group', 'solo travellers', 'open'),
  ('es', 'group', 'grupo abierto', 'open'), ('es', 'group', 'viajo solo', 'open'), ('es', 'group', 'viajo sola', 'open')
on conflict (phrase, kind) do nothing;

-- Words before an amount ("under 1000", "menos de 1.000 €"); an amount with a currency and no word is a maximum.
insert into public.search_vocabulary (lang, kind, phrase)
select l, k, unnest(w) from (values
  ('en', 'price_max', array['under', 'below', 'less than', 'up to', 'max', 'maximum', 'cheaper than', 'no more than',
    'within', 'budget', 'budget of']),
  ('es', 'price_max', array['menos de', 'por menos de', 'por debajo de', 'hasta', 'maximo', 'como mucho', 'no mas de',
    'presupuesto', 'presupuesto de', 'inferior a']),
  ('en', 'price_min', array['over', 'above', 'more than', 'at least', 'from']),
  ('es', 'price_min', array['mas de', 'por encima de', 'superior a', 'minimo', 'al menos', 'desde'])
) v(l, k, w)
on conflict (phrase, kind) do nothing;
