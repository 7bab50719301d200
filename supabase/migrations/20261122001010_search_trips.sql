-- Trip search (issue 4), part 2: one rpc, search_trips, for the home page's search. Free text in the page's language
-- (accents ignored, Spanish / English stemming through trip_translations.search_vector, typo tolerance through
-- trigrams on unaccented titles, country and activity names), filters, sorts and paging with a total count.

/*
 * Security definer so that the search predicates can use the GIN indexes: under RLS, non-leakproof operators
 * such as @@ and <% may not become index conditions. It therefore filters published trips itself and returns only
 * what the public views show. The statement is built from whitelisted fragments; every value is a bound parameter.
 */
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
  p_page_size int default 12
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
  perform private.search_invalid_unless(p_page_size between 1 and 48, 'p_page_size must be between 1 and 48');

  v_cfg := case p_lang when 'es' then 'pg_catalog.spanish' else 'pg_catalog.english' end::regconfig;
  v_month := case when p_month is null then null else to_date(p_month || '-01', 'YYYY-MM-DD') end;
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
               and d.start_date >= coalesce($7, current_date)
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
          v_uq, v_cfg, v_words, v_full, v_any, v_neg, v_countries, v_activities, v_all;
end
$fn$;

revoke execute on function public.search_trips(text, text, int, int, text, text, text, int, text, text, int, int)
  from public;
grant execute on function public.search_trips(text, text, int, int, text, text, text, int, text, text, int, int)
  to anon, authenticated, service_role;
