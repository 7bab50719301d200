'use client';

import { useId, useMemo, useState } from 'react';
import { COURSE_LEVELS, COURSE_SORTS, filterCourses, type CourseLevel, type CourseSort } from '@/lib/courses/catalogue';
import { CourseCard, type CourseCardData, type CourseCardLabels } from './course-card';

export interface BrowsableCourse extends CourseCardData {
  activityId: number | null;
  priceCents: number | null;
  position: number;
}

export interface CourseBrowserLabels extends CourseCardLabels {
  filters: string;
  search: string;
  searchPlaceholder: string;
  activity: string;
  allActivities: string;
  levelLabel: string;
  allLevels: string;
  sort: string;
  sorts: Record<CourseSort, string>;
  /** "n courses" for every n from 0 to the number of courses. */
  results: string[];
  noResults: string;
}

/**
 * The library's filters (activity, level, words) and sort, over the courses the static page already holds: no
 * request per keystroke, and the page stays the same HTML for everyone.
 */
export function CourseBrowser({ courses, activities, labels }: { courses: BrowsableCourse[]; activities: { id: number; name: string }[]; labels: CourseBrowserLabels }) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [activityId, setActivityId] = useState<number | null>(null);
  const [level, setLevel] = useState<CourseLevel | null>(null);
  const [sort, setSort] = useState<CourseSort>('featured');
  const shown = useMemo(() => filterCourses(courses, { query, activityId, level, sort }), [courses, query, activityId, level, sort]);
  const count = labels.results[shown.length] ?? String(shown.length);
  const field = 'mt-1 block w-full min-h-11 rounded-md border border-slate-400 bg-white px-3 py-2';
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="sr-only">{labels.filters}</h2>
      <form role="search" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" onSubmit={(event) => event.preventDefault()}>
        <label className="font-medium">
          {labels.search}
          <input type="search" name="q" value={query} onChange={(e) => setQuery(e.target.value)} placeholder={labels.searchPlaceholder} className={field} />
        </label>
        <label className="font-medium">
          {labels.activity}
          <select name="activity" value={activityId ?? ''} onChange={(e) => setActivityId(e.target.value ? Number(e.target.value) : null)} className={field}>
            <option value="">{labels.allActivities}</option>
            {activities.map((a) => <option key={a.id} value={a.id}>{a.name}</option>)}
          </select>
        </label>
        <label className="font-medium">
          {labels.levelLabel}
          <select name="level" value={level ?? ''} onChange={(e) => setLevel((e.target.value || null) as CourseLevel | null)} className={field}>
            <option value="">{labels.allLevels}</option>
            {COURSE_LEVELS.map((l) => <option key={l} value={l}>{labels.level[l]}</option>)}
          </select>
        </label>
        <label className="font-medium">
          {labels.sort}
          <select name="sort" value={sort} onChange={(e) => setSort(e.target.value as CourseSort)} className={field}>
            {COURSE_SORTS.map((s) => <option key={s} value={s}>{labels.sorts[s]}</option>)}
          </select>
        </label>
      </form>
      <p role="status" className="mt-4 text-slate-700" data-testid="course-count">{shown.length === 0 ? labels.noResults : count}</p>
      <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="course-list">
        {shown.map((course) => <CourseCard key={course.id} course={course} labels={labels} />)}
      </ul>
    </section>
  );
}
