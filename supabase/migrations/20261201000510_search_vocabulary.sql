-- Query understanding (issue 16): the words travellers type that are not names in the catalogue, kept as data. Country
-- and activity names come from their translations; this table adds regions and synonyms, activity words, levels,
-- months, seasons, durations, budget words and the common words to ignore, in both languages. Phrases are stored
-- normalized (private.search_normalize: lower case, no accents, single spaces).
--
-- read_search_query turns what a traveller types into filters (countries, regions, activities, months and seasons,
-- levels, durations, budgets, group type) plus the words left for full text; search_trips takes those filters as sets
-- and ranges; find_trips, the one search of the shop and of the assistant, reads the query, searches, and when nothing
-- matches returns the nearest trips, saying which filter it dropped.

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

-- The grants the history left (the table predates the least-privilege defaults): RLS has a select policy only, so the
-- API roles' writes change no row. Narrowing them to select is a change of schema, not part of the fold.
grant select, insert, update, delete on public.search_vocabulary to anon, authenticated;

create policy "search vocabulary: public" on public.search_vocabulary for select to anon, authenticated using (true);

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
