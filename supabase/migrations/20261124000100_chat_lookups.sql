-- What the chat assistant says about "most of our trips" (issue 16): each answer is one aggregate over the published
-- catalogue, computed here, so a message reads a few rows whatever the number of trips. The assistant passes the
-- words of a topic as a case-insensitive regular expression in the syntax PostgreSQL and JavaScript share (it uses
-- the same pattern for the trip a question names). A tie goes to the rule or text of the lowest trip id.
-- Security invoker, and each function reads published trips only. Only the assistant (service role) may call them:
-- each scans the published catalogue with a pattern it is given.

-- The deposit rule most trips with a deposit have: {deposit_percent, deposit_min_days, balance_due_days}, or null.
create function public.chat_common_deposit() returns jsonb
language sql stable
set search_path = ''
as $$
  select jsonb_build_object('deposit_percent', t.deposit_percent, 'deposit_min_days', t.deposit_min_days,
                            'balance_due_days', t.balance_due_days)
    from public.trips t
   where t.published and t.deposit_percent between 1 and 99
   group by t.deposit_percent, t.deposit_min_days, t.balance_due_days
   order by count(*) desc, min(t.id)
   limit 1
$$;

-- The cancellation fees most trips have (as trips.cancellation_fees), or null.
create function public.chat_common_cancellation_fees() returns jsonb
language sql stable
set search_path = ''
as $$
  select t.cancellation_fees
    from public.trips t
   where t.published
   group by t.cancellation_fees
   order by count(*) desc, min(t.id)
   limit 1
$$;

-- The sentence of the trips' practical information (split after a full stop or at a line break) that most trips
-- say matching p_pattern, in one language, or null.
create function public.chat_common_sentence(p_lang text, p_pattern text) returns text
language sql stable
set search_path = ''
as $$
  select s.sentence
    from public.trip_translations tt
    join public.trips t on t.id = tt.trip_id and t.published
   cross join lateral regexp_split_to_table(coalesce(tt.practical_info, ''), '(?<=\.)\s+|\n+') with ordinality p(part, n)
   cross join lateral (select regexp_replace(p.part, '^\s+|\s+$', '', 'g') as sentence) s
   where tt.lang = p_lang and s.sentence <> '' and s.sentence ~* p_pattern
   group by s.sentence
   order by count(*) desc, min(array[tt.trip_id, p.n::int])
   limit 1
$$;

-- Trips whose "not included" items match p_pattern, one trip per distinct list of such items (a trip and its private
-- or premium edition say the same), lowest ids first: [{trip_id, slug, title, items}], at most p_limit.
create function public.chat_trips_excluding(p_lang text, p_pattern text, p_limit int) returns jsonb
language sql stable
set search_path = ''
as $$
  with listed as (
    select tt.trip_id, tt.slug, tt.title,
           array(select e.item from unnest(tt.excludes) with ordinality e(item, n) where e.item ~* p_pattern order by e.n)
             as items
      from public.trip_translations tt
      join public.trips t on t.id = tt.trip_id and t.published
     where tt.lang = p_lang
  ), firsts as (
    select distinct on (l.items) l.* from listed l where cardinality(l.items) > 0 order by l.items, l.trip_id
  ), shown as (
    select f.* from firsts f order by f.trip_id limit greatest(p_limit, 0)
  )
  select coalesce(jsonb_agg(to_jsonb(s) order by s.trip_id), '[]') from shown s
$$;

-- The trips' FAQs whose question or answer matches p_pattern, each question once (its first trip), in trip and FAQ
-- order: [{trip_id, slug, title, question, answer}], at most p_limit.
create function public.chat_faqs_about(p_lang text, p_pattern text, p_limit int) returns jsonb
language sql stable
set search_path = ''
as $$
  with asked as (
    select tt.trip_id, tt.slug, tt.title, f.faq ->> 'question' as question, f.faq ->> 'answer' as answer, f.n
      from public.trip_translations tt
      join public.trips t on t.id = tt.trip_id and t.published
     cross join lateral jsonb_array_elements(case when jsonb_typeof(tt.faqs) = 'array' then tt.faqs else '[]' end)
           with ordinality f(faq, n)
     where tt.lang = p_lang and (f.faq ->> 'question' ~* p_pattern or f.faq ->> 'answer' ~* p_pattern)
  ), firsts as (
    select distinct on (a.question) a.* from asked a order by a.question, a.trip_id, a.n
  ), shown as (
    select f.* from firsts f order by f.trip_id, f.n limit greatest(p_limit, 0)
  )
  select coalesce(jsonb_agg(to_jsonb(s) - 'n' order by s.trip_id, s.n), '[]') from shown s
$$;

revoke execute on function public.chat_common_deposit() from public, anon, authenticated;
revoke execute on function public.chat_common_cancellation_fees() from public, anon, authenticated;
revoke execute on function public.chat_common_sentence(text, text) from public, anon, authenticated;
revoke execute on function public.chat_trips_excluding(text, text, int) from public, anon, authenticated;
revoke execute on function public.chat_faqs_about(text, text, int) from public, anon, authenticated;
grant execute on function public.chat_common_deposit() to service_role;
grant execute on function public.chat_common_cancellation_fees() to service_role;
grant execute on function public.chat_common_sentence(text, text) to service_role;
grant execute on function public.chat_trips_excluding(text, text, int) to service_role;
grant execute on function public.chat_faqs_about(text, text, int) to service_role;
