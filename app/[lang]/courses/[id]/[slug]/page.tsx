import { Photo } from '@/components/ui/photo';
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getMessages, getTranslations } from 'next-intl/server';
import { BuyButton } from '@/components/courses/buy-button';
import { NotifyForm } from '@/components/courses/notify-form';
import { CourseStandingProvider, LessonTick, StandingBox } from '@/components/courses/course-standing';
import { PreviewPlayer } from '@/components/courses/preview-player';
import { Syllabus } from '@/components/courses/syllabus';
import { JsonLd } from '@/components/seo/json-ld';
import { signInPath } from '@/lib/auth/next-path';
import { clock, coursePath, formatDuration, lessonPath } from '@/lib/courses/catalogue';
import { courseJsonLd } from '@/lib/courses/json-ld';
import { courseCardLabels } from '@/lib/courses/labels';
import { previewVideo } from '@/lib/data/course-access';
import { getCourse } from '@/lib/data/courses';
import { storageUrl } from '@/lib/env';
import { formatPrice } from '@/lib/format';
import { pageLocale } from '@/lib/i18n/page-locale';
import { pagePath } from '@/lib/i18n/pages';
import type { Locale } from '@/lib/i18n/routing';
import { parseId } from '@/lib/data/load';
import { absoluteUrl, pageMetadata } from '@/lib/seo/metadata';
import { site } from '@/lib/site';

export const revalidate = 600;
export const dynamicParams = true;
/** Rendered on the first visit and kept (ISR), like the trip pages. */
export function generateStaticParams() {
  return [];
}

type Props = PageProps<'/[lang]/courses/[id]/[slug]'>;

async function load(params: Props['params']) {
  const lang = await pageLocale(params);
  const { id: rawId, slug } = await params;
  const id = parseId(rawId);
  const course = id === null ? null : await getCourse(lang, id);
  if (!course) notFound();
  if (course.slug !== slug) permanentRedirect(`/${lang}${coursePath(lang, course.id, course.slug)}`);
  const paths = Object.fromEntries((['en', 'es'] as const).map((l) => [l, coursePath(l, course.id, course.slugs[l] ?? course.slug)])) as Record<Locale, string>;
  return { lang, course, paths };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, course, paths } = await load(params);
  return pageMetadata({ lang, paths, title: course.title, description: course.summary ?? course.title, image: storageUrl(course.coverPath) });
}

/** A course: what it teaches, its syllabus by chapter, a free preview, the price and the ways to get it. */
export default async function CoursePage({ params }: Props) {
  const { lang, course, paths } = await load(params);
  const [t, messages, cardLabels] = await Promise.all([getTranslations('Courses'), getMessages(), courseCardLabels()]);
  const firstPreview = course.lessonList.find((l) => l.freePreview);
  const preview = course.comingSoon || firstPreview === undefined ? null : await previewVideo(firstPreview.id);
  const price = course.priceCents === null ? null : formatPrice(course.priceCents, lang);
  const cover = storageUrl(course.coverPath);
  const accountHref = signInPath(lang, coursePath(lang, course.id, course.slug));
  const hrefOf = (lessonId: number) => lessonPath(lang, course.id, course.slug, lessonId);
  const buyErrors = messages.Courses.buyErrors;
  const playerLabels = { label: t('player.label', { title: firstPreview?.title ?? course.title }), speed: t('player.speed'), keys: t('player.keys'), resumed: t('player.resumed', { time: '{time}' }) };
  return (
    <article>
      <JsonLd
        data={courseJsonLd({
          url: absoluteUrl(lang, paths[lang]), name: course.title, description: course.description ?? course.summary ?? course.title, image: cover, lang,
          providerName: site.name, providerUrl: site.url, priceCents: course.priceCents, available: !course.comingSoon, instructor: course.instructorName,
          workloadMinutes: Math.round(course.durationSeconds / 60),
        })}
      />
      <header className="bg-brand-900 text-white">
        <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 md:grid-cols-[minmax(0,1fr)_20rem] md:items-center">
          <div>
            <p className="font-medium text-brand-100">{course.activityName} · {cardLabels.level[course.level]}</p>
            <h1 className="mt-2 text-3xl font-bold md:text-4xl">{course.title}</h1>
            {course.summary ? <p className="mt-3 text-lg text-brand-50">{course.summary}</p> : null}
            <p className="mt-3 text-brand-100">{t('lessons', { count: course.lessons })} · {formatDuration(course.durationSeconds, cardLabels)}</p>
          </div>
          {cover ? <Photo src={cover} alt="" width={400} height={300} sizes="20rem" className="hidden aspect-[4/3] w-full rounded-lg object-cover md:block" /> : null}
        </div>
      </header>
      <CourseStandingProvider courseId={course.id}>
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <aside className="grid content-start gap-4 lg:col-start-2 lg:row-start-1" aria-labelledby="buy-title">
            <div className="grid gap-3 rounded-lg border border-slate-200 p-4">
              <h2 id="buy-title" className="text-2xl font-bold">{course.comingSoon ? t('comingSoon') : price}</h2>
              {course.comingSoon ? (
                <>
                  <p>{t('notOnSale')}</p>
                  <NotifyForm courseId={course.id} lang={lang} labels={messages.Courses.notify} />
                </>
              ) : course.coursePlanId !== null && course.lessonList.length > 0 ? (
                <StandingBox
                  lessons={course.lessonList.map((l) => ({ id: l.id, title: l.title, href: `/${lang}${hrefOf(l.id)}` }))}
                  certificateHref={`/${lang}${paths[lang]}/certificate.pdf`}
                  labels={{
                    owned: t('owned'), start: t('start'), continue: t('standing.continue', { lesson: '{lesson}' }), progress: t('account.progress', { done: '{done}', total: '{total}' }),
                    complete: t('standing.complete'), certificate: t('account.certificate'),
                  }}
                >
                  <BuyButton planId={course.coursePlanId} lang={lang} label={t('buy', { price: price ?? '' })} errors={buyErrors} signInHref={accountHref} signInLabel={messages.Auth.signIn} />
                  <a href={`/${lang}${pagePath(lang, 'courses')}#plans-title`} className="text-center font-medium text-brand-800 underline">{t('orPlan')}</a>
                </StandingBox>
              ) : null}
            </div>
            {course.instructorName ? (
              <section aria-labelledby="instructor-title" className="rounded-lg bg-brand-50 p-4">
                <h2 id="instructor-title" className="text-sm font-medium text-slate-700">{t('instructor')}</h2>
                <p className="text-lg font-semibold">{course.instructorName}</p>
                {course.instructorRole ? <p className="text-slate-700">{course.instructorRole}</p> : null}
              </section>
            ) : null}
          </aside>
          <div className="grid min-w-0 content-start gap-10 lg:col-start-1 lg:row-start-1">
            {course.description ? <p className="text-lg">{course.description}</p> : null}
            {preview && firstPreview ? (
              <section aria-labelledby="preview-title">
                <h2 id="preview-title" className="mb-3 text-2xl font-semibold">{t('watchPreview')}: {firstPreview.title}</h2>
                <PreviewPlayer
                  play={t('player.play')}
                  duration={clock(firstPreview.durationSeconds)}
                  src={preview.src}
                  lang={lang}
                  storageKey={`lesson-position:${firstPreview.id}`}
                  captions={[{ lang: 'en', label: t('player.english'), src: preview.captions.en }, { lang: 'es', label: t('player.spanish'), src: preview.captions.es }]}
                  labels={playerLabels}
                />
              </section>
            ) : null}
            <Syllabus
              lessons={course.lessonList}
              hrefOf={hrefOf}
              labels={{ heading: t('syllabus'), chapter: (number, title) => t('chapter', { number, title }), freePreview: t('freePreview'), done: t('done') }}
              tick={(lessonId) => <LessonTick lessonId={lessonId} label={t('done')} />}
            />
          </div>
        </div>
      </CourseStandingProvider>
    </article>
  );
}
