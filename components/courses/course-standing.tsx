'use client';

import { createContext, useContext, useEffect, useState } from 'react';
import { useAuth } from '@/components/auth/auth-state';
import { courseComplete, doneLessons, nextLesson } from '@/lib/courses/catalogue';
import { courseStandingAction, type CourseStanding } from './actions';

/**
 * The personal parts of a course page, whose HTML stays the same for everyone: once the visitor's own session
 * exists, the server says whether they may watch the course and which lessons they have done (a server action, so
 * the query stays in lib/data). A visitor without a session asks nothing and never loads supabase-js for it.
 */
const StandingContext = createContext<CourseStanding | null>(null);

export function CourseStandingProvider({ courseId, children }: { courseId: number; children: React.ReactNode }) {
  const { status, user } = useAuth();
  const userId = status === 'signedIn' ? (user?.id ?? null) : null;
  const [standing, setStanding] = useState<{ userId: string; value: CourseStanding } | null>(null);
  useEffect(() => {
    if (!userId) return;
    let live = true;
    courseStandingAction(courseId)
      .then((value) => {
        if (live && value) setStanding({ userId, value });
      })
      // Unknown standing leaves the page as everyone sees it; the lesson pages check access again on the server.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [courseId, userId]);
  return <StandingContext.Provider value={standing?.userId === userId ? standing.value : null}>{children}</StandingContext.Provider>;
}

export interface StandingLabels {
  owned: string;
  start: string;
  /** "Continue: {lesson}" */
  continue: string;
  /** "{done} of {total} lessons done" */
  progress: string;
  complete: string;
  certificate: string;
}

export interface StandingLesson {
  id: number;
  title: string;
  /** The lesson page, with the language prefix. */
  href: string;
}

/**
 * The buy box's place once the learner has progress or access: how far they are (a bar, "3 of 20 lessons done"),
 * "Start the course" or "Continue: <lesson>", and the certificate once every lesson is done. Without access (a
 * subscription ended, only previews watched) the progress shows above the buy box.
 */
export function StandingBox({ lessons, certificateHref, labels, children }: { lessons: StandingLesson[]; certificateHref: string; labels: StandingLabels; children: React.ReactNode }) {
  const standing = useContext(StandingContext);
  if (!standing) return <>{children}</>;
  const done = doneLessons(lessons, standing.steps).size;
  const next = nextLesson(lessons, standing.steps);
  const complete = courseComplete(lessons, standing.steps);
  const started = standing.steps.length > 0;
  const progress = started ? (
    <label className="grid gap-1 text-sm text-slate-700" data-testid="course-progress">
      {labels.progress.replace('{done}', String(done)).replace('{total}', String(lessons.length))}
      <progress
        value={done}
        max={lessons.length}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200 [&::-moz-progress-bar]:bg-green-700 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-green-700"
      />
    </label>
  ) : null;
  if (!standing.access) return <>{progress}{children}</>;
  const button = 'min-h-11 rounded-md px-4 py-3 text-center font-semibold';
  return (
    <div className="grid gap-3" data-testid="course-owned">
      <p className="font-medium text-green-900">{complete ? labels.complete : labels.owned}</p>
      {progress}
      {next ? (
        <a href={next.href} className={`${button} bg-brand-700 text-white`} data-testid="course-continue">
          {started ? labels.continue.replace('{lesson}', next.title) : labels.start}
        </a>
      ) : null}
      {complete ? <a href={certificateHref} className={`${button} border border-brand-700 text-brand-800`} data-testid="certificate-link">{labels.certificate}</a> : null}
    </div>
  );
}

/** A syllabus line's tick once the learner has finished that lesson. */
export function LessonTick({ lessonId, label }: { lessonId: number; label: string }) {
  const standing = useContext(StandingContext);
  if (!standing?.steps.some((s) => s.lessonId === lessonId && s.done)) return null;
  return <span className="text-sm font-medium text-green-800" data-testid="lesson-tick">✓ {label}</span>;
}
