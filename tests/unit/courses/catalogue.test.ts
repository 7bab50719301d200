import { byChapter, clock, coursePath, durationParts, filterCourses, lessonPath, matchesQuery, type FilterableCourse } from '@/lib/courses/catalogue';

const course = (over: Partial<FilterableCourse> & { title: string }): FilterableCourse => ({
  summary: null, activityName: null, activityId: null, level: 'beginner', priceCents: 4900, durationSeconds: 3600, lessons: 10,
  position: 1, comingSoon: false, ...over,
});

const library = [
  course({ title: 'Navegación en montaña', activityId: 15, activityName: 'Senderismo', position: 1, priceCents: 4900, durationSeconds: 5000, lessons: 20 }),
  course({ title: 'Avalanche Awareness', activityId: 17, activityName: 'Ski', level: 'intermediate', position: 2, priceCents: 6900, durationSeconds: 3000, lessons: 25 }),
  course({ title: 'Ice climbing', activityId: 16, level: 'advanced', position: 3, priceCents: 7900, comingSoon: true, lessons: 22 }),
  course({ title: 'Knots and rope work', summary: 'Belay and abseil', activityId: 24, position: 4, priceCents: 3900, durationSeconds: 2000, lessons: 24 }),
];

describe('course library rules', () => {
  test('every word must match, accents and case ignored, in title, summary or activity', () => {
    expect(matchesQuery(library[0]!, 'NAVEGACION montana')).toBe(true);
    expect(matchesQuery(library[0]!, 'senderismo')).toBe(true);
    expect(matchesQuery(library[3]!, 'abseil knots')).toBe(true);
    expect(matchesQuery(library[3]!, 'abseil sailing')).toBe(false);
    expect(matchesQuery(library[1]!, '   ')).toBe(true);
  });

  test('filters by activity and level, sorts, and keeps courses coming soon last', () => {
    const titles = (sort: Parameters<typeof filterCourses>[1]['sort'], extra: Partial<Parameters<typeof filterCourses>[1]> = {}) =>
      filterCourses(library, { query: '', activityId: null, level: null, sort, ...extra }).map((c) => c.title);
    expect(titles('featured')).toEqual(['Navegación en montaña', 'Avalanche Awareness', 'Knots and rope work', 'Ice climbing']);
    expect(titles('price-asc')).toEqual(['Knots and rope work', 'Navegación en montaña', 'Avalanche Awareness', 'Ice climbing']);
    expect(titles('price-desc')[0]).toBe('Avalanche Awareness');
    expect(titles('duration')[0]).toBe('Knots and rope work');
    expect(titles('lessons')[0]).toBe('Avalanche Awareness');
    expect(titles('featured', { activityId: 17 })).toEqual(['Avalanche Awareness']);
    expect(titles('featured', { level: 'advanced' })).toEqual(['Ice climbing']);
    expect(titles('featured', { query: 'zzz' })).toEqual([]);
  });

  test('durations, clocks and chapters', () => {
    expect(durationParts(5000)).toEqual({ hours: 1, minutes: 23 });
    expect(durationParts(10)).toEqual({ hours: 0, minutes: 1 });
    expect(clock(605)).toBe('10:05');
    const chapters = byChapter([
      { chapter: 2, chapterTitle: 'Technique', id: 3 },
      { chapter: 1, chapterTitle: 'Foundations', id: 1 },
      { chapter: 1, chapterTitle: 'Foundations', id: 2 },
    ]);
    expect(chapters.map((c) => [c.chapter, c.title, c.lessons.map((l) => l.id)])).toEqual([[1, 'Foundations', [1, 2]], [2, 'Technique', [3]]]);
  });

  test('course and lesson addresses use each language slug of the library', () => {
    expect(coursePath('en', 3, 'knots')).toBe('/courses/3/knots');
    expect(coursePath('es', 3, 'nudos')).toBe('/cursos/3/nudos');
    expect(lessonPath('es', 3, 'nudos', 40)).toBe('/cursos/3/nudos/lessons/40');
  });
});

describe('a learner\'s progress through a course', () => {
  const lessons = [{ id: 1 }, { id: 2 }, { id: 3 }];
  test('"Continue" leads to the lesson watched last and not finished, else the first not done', async () => {
    const { courseComplete, doneLessons, nextLesson } = await import('@/lib/courses/catalogue');
    expect(nextLesson(lessons, [])).toEqual({ id: 1 });
    expect(nextLesson(lessons, [{ lessonId: 3, done: false }, { lessonId: 1, done: true }])).toEqual({ id: 3 });
    expect(nextLesson(lessons, [{ lessonId: 1, done: true }])).toEqual({ id: 2 });
    expect(nextLesson(lessons, [{ lessonId: 99, done: false }, { lessonId: 1, done: true }])).toEqual({ id: 2 });
    const all = lessons.map((l) => ({ lessonId: l.id, done: true }));
    expect(nextLesson(lessons, all)).toBeNull();
    expect(courseComplete(lessons, all)).toBe(true);
    expect(courseComplete(lessons, all.slice(1))).toBe(false);
    expect(courseComplete([], [])).toBe(false);
    expect([...doneLessons(lessons, [...all, { lessonId: 99, done: true }])]).toEqual([1, 2, 3]);
  });

  test('the library counts only what is on sale', async () => {
    const { librarySize } = await import('@/lib/courses/catalogue');
    expect(librarySize([{ comingSoon: false, lessons: 20, durationSeconds: 240 }, { comingSoon: true, lessons: 30, durationSeconds: 360 }, { comingSoon: false, lessons: 5, durationSeconds: 60 }]))
      .toEqual({ courses: 2, lessons: 25, seconds: 300 });
  });
});
