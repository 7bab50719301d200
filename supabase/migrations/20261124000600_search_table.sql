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
  primary key (id, lang)
);
create index trip_search_vector_en_idx on private.trip_search using gin (search_vector) where lang = 'en';
create index trip_search_vector_es_idx on private.trip_search using gin (search_vector) where lang = 'es';
create index trip_search_country_idx on private.trip_search (lang, country_id);
create index trip_search_activity_idx on private.trip_search (lang, activity_id);

-- The words of trip titles, unaccented and lower-case, for typo tolerance. Words of titles that have changed or gone
-- stay: a typo read as such a word finds nothing through it, and close words that exist find trips.
create table private.search_words (
  lang text not null,
  word text not null,
  primary key (lang, word)
);
create index search_words_trgm_idx on private.search_words using gin (word extensions.gin_trgm_ops);

revoke all on private.trip_search, private.search_words from public, anon, authenticated;

-- The search rows of these trips, rebuilt from trips and trip_translations (none for an unpublished trip). Title
-- words weigh A, the summary B, the introduction D (ts_rank's default weights: 1.0, 0.4 and 0.1).
create or replace function private.sync_trip_search(p_ids int[]) returns void
language sql
set search_path = ''
as $$
  delete from private.trip_search where id = any(p_ids);
  insert into private.trip_search (id, lang, country_id, activity_id, duration_days, difficulty, group_type,
                                   price_from_cents, discount_percent, featured, rating, review_count, search_vector)
  select t.id, tt.lang, t.country_id, t.activity_id, t.duration_days, t.difficulty, t.group_type, t.price_from_cents,
         t.discount_percent, t.featured, t.rating, t.review_count,
         setweight(to_tsvector(c.cfg, extensions.immutable_unaccent(tt.title)), 'A')
           || setweight(to_tsvector(c.cfg, extensions.immutable_unaccent(coalesce(tt.summary, ''))), 'B')
           || to_tsvector(c.cfg, extensions.immutable_unaccent(coalesce(tt.intro, '')))
    from public.trips t
    join public.trip_translations tt on tt.trip_id = t.id
    cross join lateral (select case tt.lang when 'es' then 'pg_catalog.spanish'
                                             else 'pg_catalog.english' end::regconfig as cfg) c
   where t.id = any(p_ids) and t.published
  -- Another transaction syncing the same trip (a review publishing while its text is edited) may have inserted the
  -- row since this delete: the newer values win instead of a duplicate key error.
  on conflict (id, lang) do update
    set country_id = excluded.country_id, activity_id = excluded.activity_id,
        duration_days = excluded.duration_days, difficulty = excluded.difficulty, group_type = excluded.group_type,
        price_from_cents = excluded.price_from_cents, discount_percent = excluded.discount_percent,
        featured = excluded.featured, rating = excluded.rating, review_count = excluded.review_count,
        search_vector = excluded.search_vector;
  insert into private.search_words (lang, word)
  select distinct tt.lang, w.word
    from public.trip_translations tt,
         regexp_split_to_table(extensions.immutable_unaccent(lower(tt.title)), '[^[:alnum:]]+') w(word)
   where tt.trip_id = any(p_ids) and char_length(w.word) >= 2
  on conflict do nothing;
$$;

-- Statement triggers with transition tables, so that a bulk insert syncs its trips in one pass.
create or replace function private.trip_search_changed() returns trigger
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

revoke execute on function private.sync_trip_search(int[]), private.trip_search_changed() from public;

select private.sync_trip_search(array(select id from public.trips));

-- The translations' own search vector and title trigrams served the search before this table; nothing reads them now.
alter table public.trip_translations drop column search_vector;
drop index public.trip_translations_title_trgm_en_idx, public.trip_translations_title_trgm_es_idx;
