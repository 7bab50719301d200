import { testBackend, testClient } from '../setup/test-backend';

jest.mock('server-only', () => ({}));

describe('the route index the request guard answers from', () => {
  beforeAll(() => {
    const backend = testBackend();
    process.env.NEXT_PUBLIC_SUPABASE_URL = backend.url;
    process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY = backend.anonKey;
  });

  it('holds every published trip with its slugs and review count, country, activity, blog post and course, and nothing else', async () => {
    const { loadRouteIndex } = await import('@/lib/data/route-index');
    const index = await loadRouteIndex();
    const admin = testClient(testBackend().serviceRoleKey);
    const [trips, texts, countries, activities, posts, courses, courseTexts] = await Promise.all([
      admin.from('trips').select('id, published, review_count'),
      admin.from('trip_translations').select('trip_id, lang, slug'),
      admin.from('countries').select('id, published'),
      admin.from('activities').select('id, published'),
      admin.from('blog_posts').select('id, published, published_at'),
      admin.from('courses').select('id, published'),
      admin.from('course_translations').select('course_id, lang, slug'),
    ]);
    const published = (trips.data ?? []).filter((t) => t.published);
    expect(published.length).toBeGreaterThan(0);
    expect([...index.trips.keys()].sort((a, b) => a - b)).toEqual(published.map((t) => t.id).sort((a, b) => a - b));
    for (const trip of published) {
      const entry = index.trips.get(trip.id);
      const slugs = Object.fromEntries((texts.data ?? []).filter((t) => t.trip_id === trip.id).map((t) => [t.lang, t.slug]));
      expect(entry?.slugs).toEqual(slugs);
      expect(entry?.reviews).toBe(trip.review_count);
    }
    const publishedIds = (rows: { id: number; published: boolean }[] | null) => (rows ?? []).filter((r) => r.published).map((r) => r.id).sort((a, b) => a - b);
    expect([...index.countries.en].sort((a, b) => a - b)).toEqual(publishedIds(countries.data));
    expect([...index.activities.es].sort((a, b) => a - b)).toEqual(publishedIds(activities.data));
    const livePosts = (posts.data ?? []).filter((p) => p.published && p.published_at !== null && Date.parse(p.published_at) <= Date.now());
    expect([...index.posts.en].sort((a, b) => a - b)).toEqual(livePosts.map((p) => p.id).sort((a, b) => a - b));
    const liveCourses = publishedIds(courses.data);
    expect(liveCourses.length).toBeGreaterThan(0);
    expect([...index.courses.keys()].sort((a, b) => a - b)).toEqual(liveCourses);
    for (const id of liveCourses) {
      const slugs = Object.fromEntries((courseTexts.data ?? []).filter((t) => t.course_id === id).map((t) => [t.lang, t.slug]));
      expect(index.courses.get(id)).toEqual(slugs);
    }
  });
});
