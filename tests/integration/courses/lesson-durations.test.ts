import { measureLessons } from '../../../scripts/measure-lessons';
import { testBackend, testClient } from '../setup/test-backend';

const admin = () => testClient(testBackend().serviceRoleKey);
const stored = async (id: number) => (await admin().from('course_lessons').select('duration_seconds').eq('id', id).single()).data!.duration_seconds;

/** `npm run courses:durations`: every lesson's video measured as stored (public and signed URLs), through the API. */
describe('lesson durations measured from the stored videos', () => {
  it('finds a wrong duration (a preview and a paid lesson), reports it with --check, and corrects it', async () => {
    const { data: lessons } = await admin().from('course_lessons').select('id, free_preview').order('id').limit(40);
    const ids = [lessons!.find((l) => l.free_preview)!.id, lessons!.find((l) => !l.free_preview)!.id];
    for (const id of ids) await admin().from('course_lessons').update({ duration_seconds: 607 }).eq('id', id);

    for (const id of ids) {
      const [checked] = await measureLessons(admin(), { lessonId: id, write: false });
      expect(checked).toMatchObject({ lessonId: id, stored: 607, measured: 12 });
      expect(checked!.error).toBeUndefined();
      expect(await stored(id)).toBe(607);
      await measureLessons(admin(), { lessonId: id, write: true });
      expect(await stored(id)).toBe(12);
    }
  });

  it('measures the whole library, every file readable, every duration already the file’s', async () => {
    const results = await measureLessons(admin(), { write: false });
    expect(results.length).toBeGreaterThan(500);
    expect(results.filter((r) => r.error)).toEqual([]);
    expect(results.filter((r) => r.measured !== r.stored)).toEqual([]);
  });

  it('says which lesson cannot be read, and writes nothing for it', async () => {
    const { data: lesson } = await admin().from('course_lessons').select('id, video_url, duration_seconds').eq('free_preview', false).order('id', { ascending: false }).limit(1).single();
    await admin().from('course_lessons').update({ video_url: 'course-videos/clips/missing.webm' }).eq('id', lesson!.id);
    try {
      const [result] = await measureLessons(admin(), { lessonId: lesson!.id, write: true });
      expect(result!.error).toMatch(/answered 4\d\d|could not be signed/);
      expect(await stored(lesson!.id)).toBe(lesson!.duration_seconds);
    } finally {
      await admin().from('course_lessons').update({ video_url: lesson!.video_url }).eq('id', lesson!.id);
    }
  });
});
