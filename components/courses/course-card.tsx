import type { PhotoAttributes } from '@/components/ui/photo';
import { formatDuration, type CourseLevel } from '@/lib/courses/catalogue';
import { Link } from '@/lib/i18n/link';

export interface CourseCardLabels {
  comingSoon: string;
  level: Record<CourseLevel, string>;
  hoursMinutes: string;
  minutes: string;
}

export interface CourseCardData {
  id: number;
  /** The course's path without the language prefix. */
  href: string;
  title: string;
  summary: string | null;
  /** The cover's <img> attributes, worked out on the server (`courseCover`): next/image's code stays off the page. */
  cover: PhotoAttributes | null;
  level: CourseLevel;
  activityName: string | null;
  price: string | null;
  comingSoon: boolean;
  lessons: number;
  /** "24 lessons", from the server's plural rules. */
  lessonsLabel: string;
  durationSeconds: number;
}

/**
 * One course in the library grid: lessons, total duration, level, price or "coming soon". A card off screen is not
 * laid out or painted until it nears the view (`content-visibility: auto`, about a card's height kept meanwhile):
 * the grid holds every course, and laying all of them out took a phone's first frame 200 ms at 4x CPU slowdown.
 */
/** How a card lays out its cover, for the optimizer's attributes (`photoAttributes({ src, ...courseCover })`). */
export const courseCover = { alt: '', width: 400, height: 300, sizes: '(min-width: 1024px) 20rem, (min-width: 640px) 50vw, 100vw', className: 'aspect-[4/3] w-full object-cover' };

export function CourseCard({ course, labels }: { course: CourseCardData; labels: CourseCardLabels }) {
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white [contain-intrinsic-size:auto_30rem] [content-visibility:auto]">
      {course.cover ? (
        // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- the optimizer's attributes, from the server
        <img {...course.cover} />
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-sm font-medium text-brand-700">{course.activityName}</p>
        <h3 className="text-lg font-semibold">
          <Link href={course.href} className="hover:underline">{course.title}</Link>
        </h3>
        {course.summary ? <p className="text-slate-700">{course.summary}</p> : null}
        <ul className="mt-auto flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-700">
          <li>{course.lessonsLabel}</li>
          <li>{formatDuration(course.durationSeconds, labels)}</li>
          <li>{labels.level[course.level]}</li>
        </ul>
        <p className="font-semibold">
          {course.comingSoon ? (
            <span className="rounded bg-amber-100 px-2 py-0.5 text-amber-900">{labels.comingSoon}</span>
          ) : (
            course.price
          )}
        </p>
      </div>
    </li>
  );
}
