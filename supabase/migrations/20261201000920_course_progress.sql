-- Learners' progress (lessons done, the last position in each lesson) and "notify me" for courses coming soon.
create table public.lesson_progress (
  user_id uuid not null references auth.users (id) on delete cascade,
  lesson_id int not null references public.course_lessons (id) on delete cascade,
  course_id int not null references public.courses (id) on delete cascade,
  position_seconds int not null default 0 check (position_seconds between 0 and 86400),
  done boolean not null default false,
  done_at timestamptz,
  updated_at timestamptz not null default now(),
  primary key (user_id, lesson_id)
);

alter table public.lesson_progress enable row level security;

grant select on public.lesson_progress to authenticated;

create index lesson_progress_user_course_idx on public.lesson_progress (user_id, course_id, updated_at desc);

create policy "lesson_progress: own" on public.lesson_progress
  for select to authenticated using (user_id = (select auth.uid()));

-- Saves where the caller is in a lesson they may watch; `done` only ever turns on here (mark as done), never off by
-- a late position save. Returns whether the lesson is now done.
create function public.save_lesson_progress(lesson_id int, position_seconds int, done boolean default false)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  lesson public.course_lessons;
  result boolean;
begin
  if me is null then
    raise exception using errcode = '42501', message = 'sign in to keep your progress';
  end if;
  if save_lesson_progress.position_seconds is null or save_lesson_progress.position_seconds not between 0 and 86400 then
    perform private.invalid('position_seconds must be between 0 and 86400');
  end if;
  select * into lesson from public.course_lessons l where l.id = save_lesson_progress.lesson_id;
  if not found or not (lesson.free_preview or private.has_course_access(me, lesson.course_id)) then
    raise exception using errcode = '42501', message = 'this lesson is not yours to watch';
  end if;
  insert into public.lesson_progress as p (user_id, lesson_id, course_id, position_seconds, done, done_at)
  values (me, lesson.id, lesson.course_id, save_lesson_progress.position_seconds, coalesce(save_lesson_progress.done, false),
          case when save_lesson_progress.done then now() end)
  on conflict on constraint lesson_progress_pkey do update
         -- "Mark as done" never moves the learner back (its button knows no position): only the player rewinds.
     set position_seconds = case when excluded.done then greatest(p.position_seconds, excluded.position_seconds)
                                 else excluded.position_seconds end,
         done = p.done or excluded.done,
         done_at = coalesce(p.done_at, excluded.done_at),
         updated_at = now()
  returning p.done into result;
  return result;
end
$$;

grant execute on function public.save_lesson_progress(integer,integer,boolean) to authenticated;

-- "Notify me" on a course coming soon: one row per course and address; the e-mail leaves once, when the course opens.
create table public.course_notify_requests (
  id bigint generated always as identity primary key,
  course_id int not null references public.courses (id) on delete cascade,
  email text not null,
  lang text not null check (lang in ('en', 'es')),
  user_id uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  notified_at timestamptz,
  unique (course_id, email)
);

alter table public.course_notify_requests enable row level security;

-- Called by the shop's server only (service role), with the client key its per-client limit counts on, like the
-- other public forms: 5 requests per client in 10 minutes (SQLSTATE PT429 beyond). Asking twice changes nothing.
create function public.request_course_notification(
  client_key text,
  course_id int,
  email text,
  lang text,
  user_id uuid default null
) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text := lower(private.clean_email(request_course_notification.email));
begin
  perform private.take_form_submission('course-notify', request_course_notification.client_key);
  perform private.check_sender(request_course_notification.user_id);
  if not exists (
    select 1 from public.courses c where c.id = request_course_notification.course_id and c.published and c.coming_soon
  ) then
    perform private.invalid('course_id does not name a course coming soon');
  end if;
  insert into public.course_notify_requests (course_id, email, lang, user_id)
  values (request_course_notification.course_id, address, private.clean_lang(request_course_notification.lang),
          request_course_notification.user_id)
  on conflict on constraint course_notify_requests_course_id_email_key do nothing;
  return true;
end
$$;

-- When a course opens (coming_soon turns off), every waiting address gets one e-mail in its language.
create function private.courses_notify_on_open() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  r record;
begin
  if old.coming_soon and not new.coming_soon and new.published then
    for r in
      update public.course_notify_requests n set notified_at = now()
       where n.course_id = new.id and n.notified_at is null
      returning n.email, n.lang
    loop
      perform private.queue_email(
        r.email,
        case r.lang when 'es' then 'Ya está disponible: ' else 'Now open: ' end
          || coalesce((select t.title from public.course_translations t where t.course_id = new.id and t.lang = r.lang), ''),
        case r.lang
          when 'es' then 'El curso que esperabas ya está abierto. Las lecciones de muestra son gratuitas.'
          else 'The course you were waiting for is open. Its preview lessons are free to watch.'
        end,
        'course_open', jsonb_build_object('course_id', new.id, 'lang', r.lang));
    end loop;
  end if;
  return new;
end
$$;

create trigger courses_notify_on_open after update of coming_soon on public.courses
  for each row execute function private.courses_notify_on_open();
