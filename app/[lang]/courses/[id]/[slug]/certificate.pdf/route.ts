import { getTranslations } from 'next-intl/server';
import { courseComplete, formatDuration } from '@/lib/courses/catalogue';
import { courseCardLabels } from '@/lib/courses/labels';
import { getProfile } from '@/lib/data/account';
import { currentUser } from '@/lib/data/current-user';
import { courseProgress } from '@/lib/data/my-learning';
import { getCourse } from '@/lib/data/courses';
import { formatDate } from '@/lib/format';
import { parseId } from '@/lib/data/load';
import { pageLocale } from '@/lib/i18n/page-locale';
import { buildCourseCertificate } from '@/lib/pdf/course-certificate';
import { site } from '@/lib/site';

/** Personal: the signed-in learner's certificate, only once every lesson of the course is done. */
export const dynamic = 'force-dynamic';

const refuse = (status: number) => new Response(null, { status, headers: { 'cache-control': 'private, no-store' } });

export async function GET(_request: Request, { params }: RouteContext<'/[lang]/courses/[id]/[slug]/certificate.pdf'>) {
  const lang = await pageLocale(params);
  const { id } = await params;
  const courseId = parseId(id);
  const [user, course] = await Promise.all([currentUser(), courseId === null ? null : getCourse(lang, courseId)]);
  if (!course) return refuse(404);
  if (!user) return refuse(401);
  const progress = await courseProgress(course.id);
  if (!courseComplete(course.lessonList, progress)) return refuse(403);
  const done = progress.filter((p) => p.done);
  const [t, labels, profile] = await Promise.all([getTranslations('Courses'), courseCardLabels(), getProfile(user.id, lang)]);
  // The day the last lesson was first marked done: watching again later does not move it.
  const finished = done.map((p) => p.doneAt ?? p.updatedAt).sort().at(-1) ?? new Date().toISOString();
  const learner = profile.fullName || user.email || '';
  const pdf = await buildCourseCertificate({
    lang,
    siteName: site.name,
    title: t('certificate.title'),
    body: t('certificate.body'),
    learner,
    completed: t('certificate.completed'),
    course: course.title,
    details: t('certificate.lessons', { count: course.lessonList.length, duration: formatDuration(course.durationSeconds, labels) }),
    date: t('certificate.date', { date: formatDate(finished, lang) }),
    instructor: course.instructorName,
  });
  return new Response(pdf as BodyInit, {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${t('certificate.file', { slug: course.slug })}"`,
      'cache-control': 'private, no-store',
    },
  });
}
