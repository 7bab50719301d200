-- One truth (issue 46): the assistant answers for the trip a question names.

-- It answers for the trip a question names in full ("Haute Route Ski Tour: Chamonix to Zermatt", in either
-- language). A title as a question is read (search_normalize), kept with its row once when it is written.
alter table public.trip_translations
  add column title_phrase text generated always as (private.search_normalize(title)) stored;

-- The published trips whose title, in any language, stands whole in p_text: the longest titles first, and a title
-- that is only part of a longer one also named ("Everest Base Camp Trek" in "Everest Base Camp Trek: Premium
-- Edition") left out. At most p_limit trip ids, as a JSON array. Only the assistant (service role) calls it; it runs as
-- its owner to read the text as the search does (private.search_normalize), and reads published trips only.
create function public.chat_trips_titled(p_text text, p_limit int default 6) returns jsonb
language sql stable
security definer
set search_path = ''
as $$
  with asked as (
    select ' ' || private.search_normalize(left(p_text, 1000)) || ' ' as words
  ), titled as (
    select tt.trip_id, tt.title_phrase
      from public.trip_translations tt
      join public.trips t on t.id = tt.trip_id and t.published
     cross join asked a
     where char_length(tt.title_phrase) >= 6 and strpos(a.words, ' ' || tt.title_phrase || ' ') > 0
  ), whole as (
    select x.trip_id, max(char_length(x.title_phrase)) as length
      from titled x
     where not exists (
       select 1 from titled y
        where char_length(y.title_phrase) > char_length(x.title_phrase)
          and strpos(' ' || y.title_phrase || ' ', ' ' || x.title_phrase || ' ') > 0)
     group by x.trip_id
  ), shown as (
    select w.* from whole w order by w.length desc, w.trip_id limit greatest(least(p_limit, 48), 0)
  )
  select coalesce(jsonb_agg(s.trip_id order by s.length desc, s.trip_id), '[]') from shown s
$$;
revoke execute on function public.chat_trips_titled(text, int) from public, anon, authenticated;
grant execute on function public.chat_trips_titled(text, int) to service_role;
