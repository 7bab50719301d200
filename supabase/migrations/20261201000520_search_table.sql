-- The search table and its facets (issue 16): one row per published trip and language, kept by triggers on trips,
-- translations and departures, so a search reads one table and one index scan.

-- Search at 100,000 trips (issue 16): a text search reads one table, private.trip_search, that holds all
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
  -- Facets (issue 16): every filter but the group is also a word of the search vector (a facet:
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
