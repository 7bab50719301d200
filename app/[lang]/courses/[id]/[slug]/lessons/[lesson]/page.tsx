import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getMessages, getTranslations } from 'next-intl/server';
import { saveLessonPositionAction } from '@/components/courses/actions';
import { BuyButton } from '@/components/courses/buy-button';
import { LessonPlayer } from '@/components/courses/lesson-player';
import { MarkDoneButton } from '@/components/courses/mark-done-button';
import { Syllabus } from '@/components/courses/syllabus';
import { signInPath } from '@/lib/auth/next-path';
import { coursePath, lessonPath } from '@/lib/courses/catalogue';
import { lessonVideo } from '@/lib/data/course-access';
import { courseProgress } from '@/lib/data/my-learning';
import { currentUserId } from '@/lib/data/current-user';
import { getCourse } from '@/lib/data/courses';
import { formatPrice } from '@/lib/format';
import { parseId } from '@/lib/data/load';
import { Link } from '@/lib/i18n/link';
import { pageLocale } from '@/lib/i18n/page-locale';
import { pagePath } from '@/lib/i18n/pages';

/** Personal: the video URL is signed for this visitor, and progress is theirs. Never cached. */
export const dynamic = 'force-dynamic';

type Props = PageProps<'/[lang]/courses/[id]/[slug]/lessons/[lesson]'>;

async function load(params: Props['params']) {
  const lang = await pageLocale(params);
  const { id, lesson: rawLesson } = await params;
  const courseId = parseId(id);
  const lessonId = parseId(rawLesson);
  const course = courseId === null ? null : await getCourse(lang, courseId);
  const index = course?.lessonList.findIndex((l) => l.id === lessonId) ?? -1;
  if (!course || index < 0 || course.comingSoon) notFound();
  return { lang, course, lesson: course.lessonList[index]!, next: course.lessonList[index + 1] ?? null, index };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { course, lesson } = await load(params);
  return { title: `${lesson.title} – ${course.title}`, robots: { index: false, follow: true } };
}

/** A lesson: the player (if the visitor may watch it), "mark as done", the next lesson and the syllabus beside it. */
export default async function LessonPage({ params }: Props) {
  const { lang, course, lesson, next, index } = await load(params);
  const [t, messages, userId, video, progress] = await Promise.all([
    getTranslations('Courses'), getMessages(), currentUserId(), lessonVideo(lesson.id), courseProgress(course.id),
  ]);
  const own = progress.find((p) => p.lessonId === lesson.id);
  const doneIds = new Set(progress.filter((p) => p.done).map((p) => p.lessonId));
  const hrefOf = (lessonId: number) => lessonPath(lang, course.id, course.slug, lessonId);
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <article className="grid min-w-0 content-start gap-4">
        <p className="text-sm">
          <Link href={coursePath(lang, course.id, course.slug)} className="font-medium text-brand-800 underline">{t('back')}: {course.title}</Link>
        </p>
        <p className="text-sm text-slate-700">{t('lessonOf', { number: index + 1, total: course.lessonList.length })}</p>
        <h1 className="text-2xl font-bold md:text-3xl">{lesson.title}</h1>
        {video ? (
          <LessonPlayer
            src={video.src}
            lang={lang}
            startAt={own?.positionSeconds ?? 0}
            storageKey={`lesson-position:${lesson.id}`}
            onPosition={userId ? saveLessonPositionAction.bind(null, lesson.id) : undefined}
            captions={[{ lang: 'en', label: t('player.english'), src: video.captions.en }, { lang: 'es', label: t('player.spanish'), src: video.captions.es }]}
            labels={{ label: t('player.label', { title: lesson.title }), speed: t('player.speed'), keys: t('player.keys'), resumed: t('player.resumed', { time: '{time}' }) }}
          />
        ) : (
          <section className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-5" data-testid="lesson-locked">
            <h2 className="text-xl font-semibold">{t('locked')}</h2>
            <p>{t('lockedHelp')}</p>
            {course.coursePlanId !== null && course.priceCents !== null ? (
              <BuyButton planId={course.coursePlanId} lang={lang} label={t('buy', { price: formatPrice(course.priceCents, lang) })} errors={messages.Courses.buyErrors} signInHref={signInPath(lang, lessonPath(lang, course.id, course.slug, lesson.id))} signInLabel={messages.Auth.signIn} />
            ) : null}
            <Link href={`${pagePath(lang, 'courses')}#plans-title`} className="font-medium text-brand-800 underline">{t('orPlan')}</Link>
          </section>
        )}
        {lesson.summary ? <p>{lesson.summary}</p> : null}
        <div className="flex flex-wrap items-center gap-4">
          {video && userId ? <MarkDoneButton lessonId={lesson.id} done={own?.done ?? false} labels={{ mark: t('markDone'), done: t('done') }} /> : null}
          {next ? <Link href={hrefOf(next.id)} className="min-h-11 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white" rel="next">{t('next')}: {next.title}</Link> : null}
        </div>
      </article>
      <aside className="lg:max-h-[calc(100vh-6rem)] lg:overflow-y-auto">
        <Syllabus
          lessons={course.lessonList}
          hrefOf={hrefOf}
          currentId={lesson.id}
          doneIds={doneIds}
          labels={{ heading: t('syllabus'), chapter: (number, title) => t('chapter', { number, title }), freePreview: t('freePreview'), done: t('done') }}
        />
      </aside>
    </div>
  );
}
