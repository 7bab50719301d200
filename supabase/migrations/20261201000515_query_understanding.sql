-- Query understanding (issue 16): read_search_query turns what a traveller types into filters (countries, regions,
-- activities, months and seasons, levels, durations, budgets, group type) plus the words left for full text;
-- search_trips takes those filters as sets and ranges; find_trips, the one search of the shop and of the assistant,
-- reads the query, searches, and when nothing matches returns the nearest trips, saying which filter it dropped.

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
