-- Least privilege for the API roles, as Supabase's security advisors recommend: row-level security decides which
-- rows a role sees, grants decide which statements it may run at all, and each role holds only the grants its use of
-- the API needs. service_role (server code only) keeps every grant.

-- Objects the migration role creates from now on start with no grant for anon and authenticated, and functions are
-- no longer executable by PUBLIC by default (a Postgres default, so it is revoked globally, not per schema). Every
-- later migration grants what its API needs, next to the object it creates.
alter default privileges in schema public revoke all on tables from anon, authenticated;
alter default privileges in schema public revoke all on sequences from anon, authenticated;
alter default privileges in schema public revoke all on functions from anon, authenticated;
alter default privileges revoke execute on functions from public;

-- No API role needs TRUNCATE, REFERENCES or TRIGGER on any table or view, nor any sequence (identity columns need no
-- sequence grant to insert).
revoke truncate, references, trigger on all tables in schema public from public, anon, authenticated;
revoke all on all sequences in schema public from public, anon, authenticated;
-- Postgres 17 added MAINTAIN (VACUUM, ANALYZE, LOCK TABLE, REFRESH MATERIALIZED VIEW), which "grant all" includes.
do $$
begin
  if current_setting('server_version_num')::int >= 170000 then
    execute 'revoke maintain on all tables in schema public from public, anon, authenticated';
  end if;
end
$$;

-- Views are read-only for the API roles; functions run only for the roles granted them by name; a trigger function
-- runs when its trigger fires, whoever fires it, so no API role needs to execute one.
do $$
declare
  object record;
begin
  for object in
    select c.oid::regclass as name from pg_class c
     where c.relnamespace = 'public'::regnamespace and c.relkind in ('v', 'm')
  loop
    execute format('revoke insert, update, delete on %s from public, anon, authenticated', object.name);
  end loop;
  for object in
    select p.oid::regprocedure as name from pg_proc p
     where p.pronamespace = 'public'::regnamespace and p.prorettype = 'trigger'::regtype
  loop
    execute format('revoke execute on function %s from public, anon, authenticated', object.name);
  end loop;
end
$$;
revoke execute on all functions in schema public from public;

-- Lessons: titles, durations and counts stay public (the course pages list them); the video of a lesson is only
-- given out by lesson_video_url(), which today answers for the free previews of published courses.
revoke select on public.course_lessons from anon, authenticated;
grant select (id, course_id, position, duration_seconds, free_preview) on public.course_lessons to anon, authenticated;

-- The video URL of a lesson the caller may watch, or null.
create function public.lesson_video_url(p_lesson_id int) returns text
language sql stable
security definer
set search_path = ''
as $$
  select l.video_url
    from public.course_lessons l
    join public.courses c on c.id = l.course_id
   where l.id = p_lesson_id and l.free_preview and c.published
$$;
grant execute on function public.lesson_video_url(int) to anon, authenticated, service_role;
