import { getTranslations } from 'next-intl/server';
import { courseComplete, coursePath, doneLessons, lessonPath, nextLesson } from '@/lib/courses/catalogue';
import { getCourse, getCourseLibrary } from '@/lib/data/courses';
import { getMyLearning, type MySubscription } from '@/lib/data/my-learning';
import { formatDate, formatPrice } from '@/lib/format';
import { Link } from '@/lib/i18n/link';
import { pagePath } from '@/lib/i18n/pages';
import type { Locale } from '@/lib/i18n/routing';
import { CancelSubscription, ResumeSubscription } from './subscription-controls';

const action = 'inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 py-2 font-semibold text-white';

/**
 * My Account's courses: each plan with its price, period and what happens next (renewal, or access until a date and
 * "Resume"); the courses started or bought, with progress, "Continue" and the certificate once earned; and, under a
 * plan that opens the library, every other course it opens.
 */
export async function MyCourses({ lang }: { lang: Locale }) {
  const [t, learning, { courses: library, plans }] = await Promise.all([getTranslations('Courses'), getMyLearning(), getCourseLibrary(lang)]);
  const onSale = library.filter((c) => !c.comingSoon);
  const started = (await Promise.all(learning.courseIds.map((id) => getCourse(lang, id)))).flatMap((c) => (c ? [c] : []));
  const others = learning.opensLibrary ? onSale.filter((c) => !learning.courseIds.includes(c.id)) : [];
  // "Monthly subscription: renews on ...": the plan's own name, as the plans list shows it.
  const planName = (kind: MySubscription['kind']) => plans.find((p) => p.kind === kind)?.name ?? '';
  const date = (s: MySubscription) => formatDate(s.periodEnd ?? '', lang);
  const price = (s: MySubscription) => (s.priceCents === null ? '' : formatPrice(s.priceCents, lang));
  const failed = t('buyErrors.failed');
  return (
    <div className="space-y-6" data-testid="my-courses">
      {learning.subscriptions.map((s) => (
        <div key={s.id} className="space-y-3 rounded-lg bg-brand-50 p-4" data-testid="my-subscription">
          <p className="font-medium">
            {s.kind === 'lifetime'
              ? t('account.lifetime')
              : s.status === 'cancelled'
                ? t('account.cancelled', { date: date(s) })
                : s.status === 'past_due'
                  ? t('account.pastDue', { plan: planName(s.kind), date: date(s) })
                  : t('account.renews', { plan: planName(s.kind), date: date(s), price: price(s) })}
          </p>
          {s.kind === 'lifetime' ? null : s.resumable ? (
            <>
              <p className="text-sm text-slate-700">{t('account.resumeHint', { date: date(s) })}</p>
              <ResumeSubscription id={s.id} label={t('account.resume')} failed={failed} />
            </>
          ) : s.status !== 'cancelled' ? (
            <CancelSubscription
              id={s.id}
              labels={{
                cancel: t('account.cancel'), title: t('account.cancelTitle', { plan: planName(s.kind) }), body: t('account.cancelBody', { date: date(s) }),
                confirm: t('account.cancelConfirm'), keep: t('account.cancelKeep'), failed,
              }}
            />
          ) : null}
        </div>
      ))}
      {started.length === 0 && others.length === 0 ? (
        <p>
          {t('account.none')} <Link href={pagePath(lang, 'courses')} className="font-medium text-brand-800 underline">{t('account.browse')}</Link>
        </p>
      ) : null}
      {started.length > 0 ? (
        <ul className="grid gap-4 sm:grid-cols-2" data-testid="my-started-courses">
          {started.map((course) => {
            const steps = learning.progress.filter((p) => p.courseId === course.id);
            const next = nextLesson(course.lessonList, steps);
            return (
              <li key={course.id} className="space-y-2 rounded-lg border border-slate-200 p-4">
                <h3 className="font-semibold"><Link href={coursePath(lang, course.id, course.slug)} className="underline">{course.title}</Link></h3>
                <p className="text-sm text-slate-700">{t('account.progress', { done: doneLessons(course.lessonList, steps).size, total: course.lessonList.length })}</p>
                {courseComplete(course.lessonList, steps) ? (
                  <a href={`/${lang}${coursePath(lang, course.id, course.slug)}/certificate.pdf`} className="font-medium text-brand-800 underline" data-testid="certificate-link">
                    {t('account.certificate')}
                  </a>
                ) : null}
                {next ? <Link href={lessonPath(lang, course.id, course.slug, next.id)} className={action}>{t('account.continue', { lesson: next.title })}</Link> : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {others.length > 0 ? (
        <section aria-labelledby="plan-courses-title" className="space-y-3">
          <h3 id="plan-courses-title" className="font-semibold">{t('account.opens', { count: onSale.length })}</h3>
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200" data-testid="plan-courses">
            {others.map((course) => (
              <li key={course.id}>
                <Link href={coursePath(lang, course.id, course.slug)} className="flex min-h-11 flex-wrap items-center justify-between gap-x-3 px-3 py-2 hover:bg-slate-50">
                  <span className="font-medium text-brand-800 underline">{course.title}</span>
                  <span className="text-sm text-slate-700">{t('lessons', { count: course.lessons })}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
