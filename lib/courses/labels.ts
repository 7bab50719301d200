import 'server-only';
import { getTranslations } from 'next-intl/server';
import { COURSE_SORTS, type CourseLevel, type CourseSort } from './catalogue';

/** The texts the course leaves need, resolved on the server (plurals included) so no catalogue goes to the browser. */
export async function courseCardLabels() {
  const t = await getTranslations('Courses');
  return {
    comingSoon: t('comingSoon'),
    level: { beginner: t('levels.beginner'), intermediate: t('levels.intermediate'), advanced: t('levels.advanced') } satisfies Record<CourseLevel, string>,
    hoursMinutes: t('hoursMinutes', { hours: '{hours}', minutes: '{minutes}' }),
    minutes: t('minutes', { minutes: '{minutes}' }),
  };
}

export async function courseBrowserLabels(courseCount: number) {
  const t = await getTranslations('Courses');
  return {
    ...(await courseCardLabels()),
    filters: t('filters'),
    search: t('search'),
    searchPlaceholder: t('searchPlaceholder'),
    activity: t('activity'),
    allActivities: t('allActivities'),
    levelLabel: t('level'),
    allLevels: t('allLevels'),
    sort: t('sort'),
    sorts: Object.fromEntries(COURSE_SORTS.map((s) => [s, t(`sorts.${s}`)])) as Record<CourseSort, string>,
    results: Array.from({ length: courseCount + 1 }, (_, count) => t('results', { count })),
    noResults: t('noResults'),
  };
}
