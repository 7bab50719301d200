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
  -- Only a relevance sort needs the (per row) relevance of every match.
  v_relevance := case when v_has_text and v_sort = 'relevance' then $r$
              (case when $13::tsquery is not null and tt.search_vector @@ $13 then 1 else 0 end
               + case when $14::tsquery is null then 0 else ts_rank(tt.search_vector, $14, 1) end
               + greatest(extensions.word_similarity($10, lower(tt.title)), extensions.word_similarity(lower($2), lower(tt.title)))
               + case when t.country_id = any($16) then 0.5 else 0 end
               + case when t.activity_id = any($17) then 0.5 else 0 end)::real$r$
    else '0::real' end;

  if v_has_text then
    v_sql := $q$
    with hits as (
      select tt.trip_id from public.trip_translations tt
       where $13::tsquery is not null and tt.lang = $1 and tt.search_vector @@ $13
      union
      select h.trip_id from (
        select w.word, tt.trip_id
          from unnest($12::text[]) w(word)
          join public.trip_translations tt on tt.lang = $1 and tt.search_vector @@ plainto_tsquery($11, w.word)
        union
        select w.word, tt.trip_id
          from unnest($12::text[]) w(word)
          join public.trip_translations tt
            on tt.lang = $1 and w.word operator(extensions.<%) extensions.immutable_unaccent(lower(tt.title))
         where char_length(w.word) >= 3
           -- Typo tolerance only for a word that matches no trip text as it is (the trigram scan is the costly part).
           and not exists (select 1 from public.trip_translations x
                            where x.lang = $1 and x.search_vector @@ plainto_tsquery($11, w.word))
        union
        select w.word, t.id
          from unnest($12::text[]) w(word)
          join public.country_translations ct
            on ct.lang = $1 and w.word operator(extensions.<%) extensions.immutable_unaccent(lower(ct.name))
          join public.trips t on t.country_id = ct.country_id and t.published
         where char_length(w.word) >= 3
        union
        select w.word, t.id
          from unnest($12::text[]) w(word)
          join public.activity_translations at
            on at.lang = $1 and w.word operator(extensions.<%) extensions.immutable_unaccent(lower(at.name))
          join public.trips t on t.activity_id = at.activity_id and t.published
         where char_length(w.word) >= 3
      ) h
      group by h.trip_id
      having count(distinct h.word) = cardinality($12::text[])
    ),
    matched as (
      select t.id, $q$ || v_price_sql || $q$ as price_cents, t.featured, t.rating, t.review_count, t.duration_days,
             $q$ || v_relevance || $q$ as relevance
        from hits h
        join public.trips t on t.id = h.trip_id and t.published
        join public.trip_translations tt on tt.trip_id = t.id and tt.lang = $1
       where ($15::tsquery is null or not (tt.search_vector @@ $15)) $q$ || v_where || $q$
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
          v_uq, v_cfg, v_words, v_full, v_any, v_neg, v_countries, v_activities;
end
$fn$;

revoke execute on function public.search_trips(text, text, int, int, text, text, text, int, text, text, int, int)
  from public;
grant execute on function public.search_trips(text, text, int, int, text, text, text, int, text, text, int, int)
  to anon, authenticated, service_role;
