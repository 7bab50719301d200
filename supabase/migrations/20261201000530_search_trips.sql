-- Trip search (issues 4 and 16): one rpc, search_trips, for the home page's search. Free text in the page's language
-- (accents ignored, Spanish / English stemming through private.trip_search, typo tolerance through the words of trip
-- titles), filters, sorts and paging with a total count.
--
-- The words and the filters are one query of the search vector's index ($18); what facets cannot know (live holds, a
-- month that has begun) is checked on the departures.
--
-- Only the page's ids, prices and relevances come from a statement built per call; the cards come from a static query.
--
-- A search ranks, counts and pages at most its first 1,000 matches. Ranking every match was the floor of a text search
-- (4,242 trips match "annapurna" among 100,000, each its own heap page and search vector), and an exact count of 98,000
-- published trips was half of a browse. Beyond 1,000 the count reads "1,000+" (total_capped) and the pages end at the
-- 1,000th result, as large shops do: a visitor narrows the search instead. Below 1,000 matches, which is every search
-- of the demo catalogue, results, order and counts are exact.
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
