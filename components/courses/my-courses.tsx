import { getTranslations } from 'next-intl/server';
import { coursePath, lessonPath } from '@/lib/courses/catalogue';
import { getMyLearning } from '@/lib/data/course-access';
import { getCourse, getCourseLibrary } from '@/lib/data/courses';
import { formatDate } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { pagePath } from '@/lib/i18n/pages';
import type { Locale } from '@/lib/i18n/routing';
import { CancelSubscriptionButton } from './cancel-subscription-button';

/** My Account's courses: plans with their period, each course with its progress and "continue where you left off". */
export async function MyCourses({ lang }: { lang: Locale }) {
  const [t, learning, { plans }] = await Promise.all([getTranslations('Courses'), getMyLearning(), getCourseLibrary(lang)]);
  const courses = (await Promise.all(learning.courseIds.map((id) => getCourse(lang, id)))).flatMap((c) => (c ? [c] : []));
  // "Monthly subscription: renews on ...": the plan's own name, as the plans list shows it.
  const planName = (kind: 'monthly' | 'annual' | 'lifetime') => plans.find((p) => p.kind === kind)?.name ?? '';
  return (
    <div className="space-y-6" data-testid="my-courses">
      {learning.subscriptions.map((s) => (
        <div key={s.id} className="space-y-2 rounded-lg bg-brand-50 p-4">
          <p className="font-medium">
            {s.kind === 'lifetime'
              ? t('account.lifetime')
              : s.status === 'cancelled'
                ? t('account.cancelled', { date: formatDate(s.periodEnd ?? '', lang) })
                : s.status === 'past_due'
                  ? t('account.pastDue', { plan: planName(s.kind), date: formatDate(s.periodEnd ?? '', lang) })
                  : t('account.renews', { plan: planName(s.kind), date: formatDate(s.periodEnd ?? '', lang) })}
          </p>
          {s.kind !== 'lifetime' && s.status !== 'cancelled' ? <CancelSubscriptionButton id={s.id} label={t('account.cancel')} failed={t('buyErrors.failed')} /> : null}
        </div>
      ))}
      {courses.length === 0 ? (
        <p>
          {t('account.none')} <Link href={pagePath(lang, 'courses')} className="font-medium text-brand-800 underline">{t('account.browse')}</Link>
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {courses.map((course) => {
            const steps = learning.progress.filter((p) => p.courseId === course.id);
            const done = new Set(steps.filter((p) => p.done).map((p) => p.lessonId));
            const last = steps.find((p) => !p.done);
            const next = last ? course.lessonList.find((l) => l.id === last.lessonId) : course.lessonList.find((l) => !done.has(l.id));
            return (
              <li key={course.id} className="space-y-2 rounded-lg border border-slate-200 p-4">
                <h3 className="font-semibold"><Link href={coursePath(lang, course.id, course.slug)} className="underline">{course.title}</Link></h3>
                <p className="text-sm text-slate-700">{t('account.progress', { done: done.size, total: course.lessonList.length })}</p>
                {done.size === course.lessonList.length && course.lessonList.length > 0 ? (
                  <a href={`/${lang}${coursePath(lang, course.id, course.slug)}/certificate.pdf`} className="font-medium text-brand-800 underline" data-testid="certificate-link">
                    {t('account.certificate')}
                  </a>
                ) : null}
                {next ? (
                  <Link href={lessonPath(lang, course.id, course.slug, next.id)} className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">
                    {t('account.continue', { lesson: next.title })}
                  </Link>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
