-- Query understanding (issue 16): the words travellers type that are not names in the catalogue, kept as data. Country
-- and activity names come from their translations; this table adds regions and synonyms, activity words, levels,
-- months, seasons, durations, budget words and the common words to ignore, in both languages. Phrases are stored
-- normalized (private.search_normalize: lower case, no accents, single spaces).

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
-- API roles' writes change no row. 20261203190001_search_vocabulary_read_only.sql narrows them to select.
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
