-- The video course library's catalogue (issue 12): every course belongs to an activity, has a level and an
-- instructor; lessons are grouped in chapters and have a short summary. Read-only for the API roles, like the rest
-- of the catalogue; the video of a lesson stays out of reach (see lesson_video_url and course_lesson_video).

alter table public.courses
  add column activity_id int references public.activities (id) on delete set null,
  add column level text not null default 'beginner' check (level in ('beginner', 'intermediate', 'advanced')),
  add column instructor_name text;
create index courses_activity_idx on public.courses (activity_id);

alter table public.course_translations add column instructor_role text;

alter table public.course_lessons add column chapter smallint not null default 1 check (chapter between 1 and 50);
-- course_lessons has column grants (least privilege): the new column is public like the position.
grant select (chapter) on public.course_lessons to anon, authenticated;

alter table public.course_lesson_translations
  add column summary text,
  add column chapter_title text;
