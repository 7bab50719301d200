import type { Metadata } from 'next';
import { getMessages, getTranslations } from 'next-intl/server';
import { BuyButton } from '@/components/courses/buy-button';
import { CourseBrowser } from '@/components/courses/course-browser';
import { courseCover } from '@/components/courses/course-card';
import { PlanList } from '@/components/courses/plan-list';
import { PageHeader } from '@/components/ui/page-header';
import { photoAttributes } from '@/components/ui/photo';
import { signInPath } from '@/lib/auth/next-path';
import { coursePath, librarySize } from '@/lib/courses/catalogue';
import { annualSaving } from '@/lib/courses/plan-terms';
import { courseBrowserLabels } from '@/lib/courses/labels';
import { getCourseLibrary } from '@/lib/data/courses';
import { storageUrl } from '@/lib/env';
import { formatPrice } from '@/lib/format';
import { pageLocale } from '@/lib/i18n/page-locale';
import { pagePath } from '@/lib/i18n/pages';
import { pageMetadata, pathsOf } from '@/lib/seo/metadata';

export const revalidate = 600;

const coverOf = (src: string | null) => (src ? photoAttributes({ src, ...courseCover }) : null);

/** The description states the library's count as the page does, computed from the courses on sale. */
export async function generateMetadata({ params }: PageProps<'/[lang]/courses'>): Promise<Metadata> {
  const lang = await pageLocale(params);
  const [t, { courses }] = await Promise.all([getTranslations('Courses'), getCourseLibrary(lang)]);
  return pageMetadata({ lang, paths: pathsOf('courses'), title: t('title'), description: t('description', { lessons: librarySize(courses).lessons }) });
}

/** The course library: plans, then every course with filters, search and sort (a client leaf over static data). */
export default async function CoursesPage({ params }: PageProps<'/[lang]/courses'>) {
  const lang = await pageLocale(params);
  const [t, messages, { courses, plans }] = await Promise.all([getTranslations('Courses'), getMessages(), getCourseLibrary(lang)]);
  const labels = await courseBrowserLabels(courses.length);
  const size = librarySize(courses);
  const price = (kind: 'monthly' | 'annual') => plans.find((p) => p.kind === kind)?.priceCents;
  const saving = annualSaving(price('monthly'), price('annual'));
  const annual = plans.find((p) => p.kind === 'annual');
  const activities = [...new Map(courses.flatMap((c) => (c.activityId !== null && c.activityName ? [[c.activityId, c.activityName] as const] : []))).entries()]
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name, lang));
  const browsable = courses.map((c) => ({
    id: c.id,
    href: coursePath(lang, c.id, c.slug),
    title: c.title,
    summary: c.summary,
    cover: coverOf(storageUrl(c.coverPath)),
    level: c.level,
    activityId: c.activityId,
    activityName: c.activityName,
    priceCents: c.priceCents,
    price: c.priceCents === null ? null : formatPrice(c.priceCents, lang),
    comingSoon: c.comingSoon,
    lessons: c.lessons,
    lessonsLabel: t('lessons', { count: c.lessons }),
    durationSeconds: c.durationSeconds,
    position: c.position,
  }));
  return (
    <>
      <PageHeader title={t('heading')} intro={t('intro', { lessons: size.lessons })} />
      <div className="mx-auto max-w-6xl space-y-10 px-4 py-10">
        <PlanList
          plans={plans}
          prices={Object.fromEntries(plans.map((p) => [p.id, formatPrice(p.priceCents, lang)]))}
          labels={{
            heading: t('plans'),
            period: { monthly: t('perMonth'), annual: t('perYear'), lifetime: t('once') },
            includes: [t('includes.all', { lessons: size.lessons }), t('includes.new'), t('includes.certificates')],
            terms: {
              monthly: [t('plan.renews.monthly', { price: formatPrice(price('monthly') ?? 0, lang) }), t('plan.cancel')],
              annual: [t('plan.renews.annual', { price: formatPrice(price('annual') ?? 0, lang) }), t('plan.cancel')],
              lifetime: [t('includes.once')],
            },
            savings: saving && annual ? { [annual.id]: t('plan.saving', { months: saving.monthsFree, percent: saving.percent }) } : {},
          }}
        >
          {(plan) => (
            <BuyButton
              planId={plan.id}
              lang={lang}
              label={t('getPlan', { plan: plan.name })}
              errors={messages.Courses.buyErrors}
              signInHref={signInPath(lang, `${pagePath(lang, 'courses')}#plans-title`)}
              signInLabel={messages.Auth.signIn}
              variant="secondary"
            />
          )}
        </PlanList>
        {courses.length === 0 ? <p className="text-slate-600">{t('empty')}</p> : <CourseBrowser courses={browsable} activities={activities} labels={labels} />}
      </div>
    </>
  );
}
