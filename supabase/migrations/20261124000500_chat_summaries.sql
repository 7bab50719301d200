-- The assistant's answers about "most of our trips", kept for the pages' revalidation period (issue 16). Each one is an
-- aggregate over the whole published catalogue (20261124000100_chat_lookups.sql), the same for every visitor: at
-- 100,000 trips one took 0.2 to 4 seconds, and a message could need three. chat_summary answers from a copy at most
-- ten minutes old (catalogue pages are revalidated every 600 s, so the chat says what the pages say) and computes
-- again when the copy is older. Links to trips unpublished meanwhile are still dropped by the assistant's link guard.

create table private.chat_summaries (
  -- The summary and its arguments, as a JSON array: ["faqs", "en", "pattern", 3].
  key text primary key,
  -- The answer; null is an answer too ("no trip says").
  value jsonb,
  computed_at timestamptz not null default now()
);

-- p_kind: 'deposit' and 'cancellation_fees' (no arguments), 'sentence' (p_lang, p_pattern), 'excluding' and 'faqs'
-- (p_lang, p_pattern, p_limit), as the chat_* function of that name returns it (a sentence as a JSON string).
create function public.chat_summary(p_kind text, p_lang text default null, p_pattern text default null, p_limit int default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_key text := jsonb_build_array(p_kind, p_lang, p_pattern, p_limit)::text;
  v_value jsonb;
begin
  if p_kind is null or p_kind not in ('deposit', 'cancellation_fees', 'sentence', 'excluding', 'faqs') then
    perform private.invalid('p_kind must be deposit, cancellation_fees, sentence, excluding or faqs');
  end if;
  if p_kind in ('sentence', 'excluding', 'faqs') and (p_lang is null or p_lang not in ('en', 'es') or p_pattern is null) then
    perform private.invalid('this summary needs p_lang (en or es) and p_pattern');
  end if;
  if p_kind in ('excluding', 'faqs') and (p_limit is null or p_limit not between 1 and 20) then
    perform private.invalid('p_limit must be between 1 and 20');
  end if;
  select s.value into v_value from private.chat_summaries s
   where s.key = v_key and s.computed_at > now() - interval '10 minutes';
  if found then
    return v_value;
  end if;
  v_value := case p_kind
    when 'deposit' then public.chat_common_deposit()
    when 'cancellation_fees' then public.chat_common_cancellation_fees()
    when 'sentence' then to_jsonb(public.chat_common_sentence(p_lang, p_pattern))
    when 'excluding' then public.chat_trips_excluding(p_lang, p_pattern, p_limit)
    else public.chat_faqs_about(p_lang, p_pattern, p_limit) end;
  insert into private.chat_summaries (key, value) values (v_key, v_value)
  on conflict (key) do update set value = excluded.value, computed_at = now();
  return v_value;
end
$$;

revoke execute on function public.chat_summary(text, text, text, int) from public, anon, authenticated;
grant execute on function public.chat_summary(text, text, text, int) to service_role;

-- The operator's catalogue webhook (POST /api/revalidate) forgets the kept answers along with the pages, so both
-- change at once.
create function public.chat_summaries_forget() returns void
language sql
security definer
set search_path = ''
as $$
  delete from private.chat_summaries
$$;

revoke execute on function public.chat_summaries_forget() from public, anon, authenticated;
grant execute on function public.chat_summaries_forget() to service_role;
