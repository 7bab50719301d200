import { byChapter, clock } from '@/lib/courses/catalogue';
import type { CourseLesson } from '@/lib/data/courses';
import { Link } from '@/lib/i18n/link';

/**
 * The course's lessons by chapter, each linking to its lesson page; the current one and the done ones marked: from
 * `doneIds` on a personal page, or by `tick` (a client leaf that knows the learner) on the static course page.
 */
export function Syllabus({ lessons, hrefOf, labels, currentId, doneIds, tick }: {
  lessons: CourseLesson[];
  hrefOf: (lessonId: number) => string;
  labels: { heading: string; chapter: (number: number, title: string) => string; freePreview: string; done: string };
  currentId?: number;
  doneIds?: ReadonlySet<number>;
  tick?: (lessonId: number) => React.ReactNode;
}) {
  return (
    <nav aria-labelledby="syllabus-title">
      <h2 id="syllabus-title" className="text-2xl font-semibold">{labels.heading}</h2>
      <ol className="mt-4 space-y-6">
        {byChapter(lessons).map((chapter) => (
          <li key={chapter.chapter}>
            <h3 className="font-semibold">{labels.chapter(chapter.chapter, chapter.title)}</h3>
            <ol className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200">
              {chapter.lessons.map((lesson) => (
                <li key={lesson.id} className={lesson.id === currentId ? 'bg-brand-50' : undefined}>
                  <Link
                    href={hrefOf(lesson.id)}
                    aria-current={lesson.id === currentId ? 'page' : undefined}
                    className="flex min-h-11 items-center gap-3 px-3 py-2 hover:bg-slate-50"
                  >
                    <span className="w-6 text-right text-sm text-slate-700">{lesson.position}</span>
                    <span className="flex-1">{lesson.title}</span>
                    {doneIds?.has(lesson.id) ? <span className="text-sm font-medium text-green-800" data-testid="lesson-tick">✓ {labels.done}</span> : tick?.(lesson.id)}
                    {lesson.freePreview ? <span className="rounded bg-green-100 px-2 py-0.5 text-xs font-medium text-green-900">{labels.freePreview}</span> : null}
                    <span className="text-sm text-slate-700">{clock(lesson.durationSeconds)}</span>
                  </Link>
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ol>
    </nav>
  );
}
