import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/ui/page-header';
import { getCourses } from '@/lib/data/content';
import { storageUrl } from '@/lib/env';
import { formatPrice } from '@/lib/format';
import { describedPageMetadata, pageLocale } from '@/lib/i18n/page-locale';
import { site } from '@/lib/site';

export const revalidate = 600;
export const generateMetadata = describedPageMetadata('Courses', 'courses');

/** First version: the course library and the subscriptions; buying lands with the courses work. */
export default async function CoursesPage({ params }: PageProps<'/[lang]/courses'>) {
  const lang = await pageLocale(params);
  const [t, tc, { courses, plans }] = await Promise.all([getTranslations('Courses'), getTranslations('Common'), getCourses(lang)]);
  return (
    <>
      <PageHeader title={t('heading')} intro={t('intro')}>
        <a href={site.coursesUrl[lang]} target="_blank" rel="noopener noreferrer" className="mt-6 inline-block rounded-md bg-white px-4 py-2 font-semibold text-brand-900">
          {t('visit')} <span className="sr-only">{tc('newTab')}</span>
        </a>
      </PageHeader>
      <div className="mx-auto max-w-6xl space-y-10 px-4 py-10">
        {plans.length > 0 ? (
          <section aria-labelledby="plans-title">
            <h2 id="plans-title" className="text-2xl font-semibold">{t('plans')}</h2>
            <ul className="mt-4 grid gap-4 sm:grid-cols-3">
              {plans.map((plan) => (
                <li key={plan.id} className="rounded-lg border border-slate-200 p-4">
                  <h3 className="font-semibold">{plan.name}</h3>
                  <p className="text-2xl font-bold">{formatPrice(plan.priceCents, lang)}</p>
                  {plan.description ? <p className="mt-1 text-sm text-slate-700">{plan.description}</p> : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {courses.length === 0 ? (
          <p className="text-slate-600">{t('empty')}</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="course-list">
            {courses.map((course) => {
              const src = storageUrl(course.coverPath);
              return (
                <li key={course.id} className="overflow-hidden rounded-lg border border-slate-200">
                  {src ? <img src={src} alt="" loading="lazy" width={480} height={270} className="aspect-video w-full object-cover" /> : null}
                  <div className="space-y-1 p-4">
                    <h2 className="text-lg font-semibold">{course.title}</h2>
                    <p className="text-slate-700">{course.summary}</p>
                    <p className="text-sm text-slate-600">
                      {course.comingSoon ? t('comingSoon') : t('lessons', { count: course.lessons })}
                      {course.priceCents !== null && !course.comingSoon ? ` · ${formatPrice(course.priceCents, lang)}` : ''}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </>
  );
}
