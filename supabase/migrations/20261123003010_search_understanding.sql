-- Query understanding (issue 16), part 2: read_search_query turns what a traveller types into filters (countries,
-- regions, activities, months and seasons, levels, durations, budgets, group type) plus the words left for full text;
-- search_trips takes those filters as sets and ranges; find_trips, the one search of the shop and of the assistant,
-- reads the query, searches, and when nothing matches returns the nearest trips, saying which filter it dropped.

drop function public.search_trips(text, text, int, int, text, text, text, int, text, text, int, int);

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
  total_count bigint
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
  v_hits text;
  v_set text;
  v_full_implied boolean;
  v_text_only boolean := true;
  v_all tsquery;
  v_from text;
  v_where text := '';
  v_price_sql constant text := 'public.trip_effective_price_cents(t.price_from_cents, t.discount_percent)';
  v_relevance text;
  v_order text;
  v_sql text;
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
  if v_text is not null then
    v_uq := lower(extensions.immutable_unaccent(v_text));
    v_words := private.search_terms(v_uq, v_cfg);
    v_full := websearch_to_tsquery(v_cfg, v_uq);
    if numnode(v_full) = 0 then
      v_full := null;
    end if;
    v_neg := private.search_negation(v_uq, v_cfg);
    select string_agg('(' || q::text || ')', ' | ')::tsquery into v_any
      from unnest(v_words) w, lateral plainto_tsquery(v_cfg, w) q
     where numnode(q) > 0;
    -- Countries and activities the text names (typos allowed): a bonus for their trips in the relevance.
    select coalesce(array_agg(ct.country_id), '{}') into v_countries from public.country_translations ct
     where ct.lang = p_lang and extensions.immutable_unaccent(lower(ct.name)) operator(extensions.<%) v_uq;
    select coalesce(array_agg(at.activity_id), '{}') into v_activities from public.activity_translations at
     where at.lang = p_lang and extensions.immutable_unaccent(lower(at.name)) operator(extensions.<%) v_uq;
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
  if v_months is not null then
    -- Held places summed once for all departures (as for p_month), not looked up per departure of the months.
    v_where := v_where || $w$ and t.id in (
      select d.trip_id from public.departures d
        left join (select b.departure_id, sum(b.places) as places from public.bookings b
                    where b.status = 'held' and b.hold_expires_at > now() group by b.departure_id) held
          on held.departure_id = d.id
       where d.status = 'scheduled' and d.start_date > current_date
         and d.start_date >= (select min(x) from unnest($21) x)
         and d.start_date < ((select max(x) from unnest($21) x) + interval '1 month')::date
         and date_trunc('month', d.start_date)::date = any($21)
         and d.capacity - d.places_taken - coalesce(held.places, 0) > 0)$w$;
  end if;
  if v_month is not null then
    v_where := v_where || $w$ and t.id in (
      select d.trip_id from public.departures d
        left join (select b.departure_id, sum(b.places) as places from public.bookings b
                    where b.status = 'held' and b.hold_expires_at > now() group by b.departure_id) held
          on held.departure_id = d.id
       where d.status = 'scheduled'
         and d.start_date >= greatest($7, current_date + 1) and d.start_date < ($7 + interval '1 month')::date
         and d.capacity - d.places_taken - coalesce(held.places, 0) > 0)$w$;
  end if;

  v_order := case
    when v_sort = 'price_asc' then 'price_cents asc, id'
    when v_sort = 'price_desc' then 'price_cents desc, id desc'
    when v_sort = 'duration' then 'duration_days asc, id'
    when v_sort = 'rating' then 'rating desc, review_count desc, id'
    when v_has_text then 'relevance desc, featured desc, rating desc, review_count desc, id'
    else 'featured desc, rating desc, review_count desc, id' end;
  -- Only a relevance sort needs the (per row) relevance of every match. Title similarity is the costly part: the
  -- text as typed is compared too only when it differs from its unaccented form.
  v_relevance := case when v_has_text and v_sort = 'relevance' then $r$
              (case when $13::tsquery is not null and tt.search_vector @@ $13 then 1 else 0 end
               + case when $14::tsquery is null then 0 else ts_rank(tt.search_vector, $14, 1) end
               + $r$ || case when v_uq = lower(v_text) then 'extensions.word_similarity($10, lower(tt.title))'
                 else 'greatest(extensions.word_similarity($10, lower(tt.title)),'
                   || ' extensions.word_similarity(lower($2), lower(tt.title)))' end || $r$
               + case when t.country_id = any($16) then 0.5 else 0 end
               + case when t.activity_id = any($17) then 0.5 else 0 end)::real$r$
    else '0::real' end;

  if v_has_text then
    -- The matches: the full query, or every word matching something. Each word's set is one index scan, plus the
    -- typo, country and activity scans only when they can add trips; the sets are intersected across words.
    for i in 1 .. cardinality(v_words) loop
      v_set := 'select tt.trip_id from public.trip_translations tt where tt.lang = $1'
        || ' and tt.search_vector @@ plainto_tsquery($11, $12[' || i || '])';
      v_all := case when v_all is null then plainto_tsquery(v_cfg, v_words[i])
                    else v_all && plainto_tsquery(v_cfg, v_words[i]) end;
      if char_length(v_words[i]) >= 3 then
        -- Typo tolerance only for a word that matches no trip text as it is (the trigram scan is the costly part).
        if not exists (select 1 from public.trip_translations x
                        where x.lang = p_lang and x.search_vector @@ plainto_tsquery(v_cfg, v_words[i])) then
          v_set := v_set || ' union select tt.trip_id from public.trip_translations tt where tt.lang = $1 and $12['
            || i || '] operator(extensions.<%) extensions.immutable_unaccent(lower(tt.title))';
        end if;
        if exists (select 1 from public.country_translations ct where ct.lang = p_lang
                      and v_words[i] operator(extensions.<%) extensions.immutable_unaccent(lower(ct.name))) then
          v_set := v_set || ' union select t.id from public.trips t join public.country_translations ct'
            || ' on ct.country_id = t.country_id where t.published and ct.lang = $1 and $12[' || i
            || '] operator(extensions.<%) extensions.immutable_unaccent(lower(ct.name))';
        end if;
        if exists (select 1 from public.activity_translations at where at.lang = p_lang
                      and v_words[i] operator(extensions.<%) extensions.immutable_unaccent(lower(at.name))) then
          v_set := v_set || ' union select t.id from public.trips t join public.activity_translations at'
            || ' on at.activity_id = t.activity_id where t.published and at.lang = $1 and $12[' || i
            || '] operator(extensions.<%) extensions.immutable_unaccent(lower(at.name))';
        end if;
      end if;
      v_text_only := v_text_only and v_set not like '% union %';
      v_hits := concat_ws(' intersect ', v_hits, '(' || v_set || ')');
    end loop;
    -- A query of ANDed terms and phrases (no "or", no -word) whose every word is one of its lexemes only matches
    -- trips that every word matches: its own scan would add nothing.
    v_full_implied := v_full is not null and cardinality(v_words) > 0 and v_full::text !~ '[|!]' and not exists (
      select 1 from unnest(v_words) w, lateral plainto_tsquery(v_cfg, w) q where numnode(q) <> 1 or not v_full @> q);
    if v_full is not null and not v_full_implied then
      v_hits := concat_ws(' union ',
        'select tt.trip_id from public.trip_translations tt where tt.lang = $1 and tt.search_vector @@ $13', v_hits);
      v_text_only := false;
    end if;
    -- When every word matches through the text only, the matches are one index scan of the ANDed words, read once.
    v_from := case when v_text_only then $f$
        from public.trip_translations tt
        join public.trips t on t.id = tt.trip_id and t.published
       where tt.lang = $1 and tt.search_vector @@ $18$f$
      else $f$
        from ($f$ || v_hits || $f$) h
        join public.trips t on t.id = h.trip_id and t.published
        join public.trip_translations tt on tt.trip_id = t.id and tt.lang = $1
       where true$f$ end;
    v_sql := $q$
    with matched as (
      select t.id, $q$ || v_price_sql || $q$ as price_cents, t.featured, t.rating, t.review_count, t.duration_days,
             $q$ || v_relevance || $q$ as relevance $q$ || v_from || $q$
         and ($15::tsquery is null or not (tt.search_vector @@ $15)) $q$ || v_where || $q$
    ),
    page as (
      select m.*, count(*) over () as total_count from matched m order by $q$ || v_order || $q$
       limit $6 offset ($5 - 1) * $6
    )$q$;
  else
    -- Without text, the page comes straight from a sort index and the total from a separate count.
    v_sql := $q$
    with page as (
      select t.id, $q$ || v_price_sql || $q$ as price_cents, t.featured, t.rating, t.review_count, t.duration_days,
             0::real as relevance,
             -- Counted on trips alone: published trips carry both translations, and checking that here would
             -- cost a join over every trip.
             (select count(*) from public.trips t where t.published $q$ || v_where || $q$) as total_count
        from public.trips t
        join public.trip_translations tt on tt.trip_id = t.id and tt.lang = $1
       where t.published $q$ || v_where || $q$
       order by $q$ || v_order || $q$
       limit $6 offset ($5 - 1) * $6
    )$q$;
  end if;
  v_sql := v_sql || $q$
    select m.id, tt.slug, tt.title, tt.summary, t.country_id, ct.name, t.activity_id, at.name,
           t.duration_days, t.difficulty, t.group_type, t.price_from_cents, t.discount_percent, m.price_cents,
           t.rating, t.review_count, t.hero_path, t.featured,
           (select min(d.start_date) from public.departures d
             where d.trip_id = m.id and d.status = 'scheduled' and d.start_date > current_date
               and d.start_date >= coalesce($7, (select min(x) from unnest($21) x), current_date)
               and d.capacity - d.places_taken - public.departure_held_places(d.id) > 0),
           m.relevance, m.total_count
      from page m
      join public.trips t on t.id = m.id
      join public.trip_translations tt on tt.trip_id = m.id and tt.lang = $1
      left join public.country_translations ct on ct.country_id = t.country_id and ct.lang = $1
      left join public.activity_translations at on at.activity_id = t.activity_id and at.lang = $1
     order by $q$ || regexp_replace(v_order, '(^|, )', '\1m.', 'g');

  return query execute v_sql
    using p_lang, v_text, p_activity_id, p_country_id, p_page, p_page_size, v_month, p_level, v_group,
          v_uq, v_cfg, v_words, v_full, v_any, v_neg, v_countries, v_activities, v_all,
          p_country_ids, p_activity_ids, v_months, p_level_min, p_level_max, p_days_min, p_days_max,
          p_price_min_cents, p_price_max_cents;
end
$fn$;

revoke execute on function public.search_trips(text, text, int, int, text, text, text, int, text, text, int, int,
  int[], int[], text[], int, int, int, int, int, int) from public;
grant execute on function public.search_trips(text, text, int, int, text, text, text, int, text, text, int, int,
  int[], int[], text[], int, int, int, int, int, int) to anon, authenticated, service_role;

/*
 * The reading of a query: {"text": words left for full text or null, "chips": [...]}, one chip per understood
 * phrase: {"kind", "source" (the normalized words it came from), "label" (names of places and activities) and its
 * values: "countries" / "activities" (ids), "months" (YYYY-MM, the next such month from today), "min" / "max"
 * (level, days, or price in cents), "group"}. Longer phrases win over the shorter ones inside them.
 */
create or replace function public.read_search_query(p_lang text default 'en', p_query text default null)
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

revoke execute on function public.read_search_query(text, text) from public;
grant execute on function public.read_search_query(text, text) to anon, authenticated, service_role;

/*
 * The search of the home page and of the assistant: the query read by read_search_query, combined with the filters
 * chosen in the form, through search_trips. Returns {"reading", "dropped", "trips": [search_trips rows]}. When page 1
 * finds nothing, the filters are dropped one at a time (dates and budget first, the place last) and the first
 * search that finds trips is returned with "dropped": {"kind", "from": "query" | "filters"}; failing all of them,
 * the text is dropped ("kind": "text") and finally everything ("kind": "all"), so a visitor never meets an empty page.
 */
create or replace function public.find_trips(
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

revoke execute on function public.find_trips(text, text, int, int, text, text, text, int, text, text, int, int) from public;
grant execute on function public.find_trips(text, text, int, int, text, text, text, int, text, text, int, int)
  to anon, authenticated, service_role;
