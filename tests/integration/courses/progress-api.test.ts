import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { signTestJwt, testBackend, testClient } from '../setup/test-backend';

/** Progress through the REST API, as the lesson page's server action calls it with the learner's session. */
describe('lesson progress through the API', () => {
  it('saves the position of a free preview for a signed-in learner and keeps "done"', async () => {
    const email = `progress-${Date.now()}@example.test`;
    const { data: signedUp } = await testClient().auth.signUp({ email, password: 'progress-pass-1234' });
    const userId = signedUp.user!.id;
    const { url, anonKey } = testBackend();
    const token = await signTestJwt({ role: 'authenticated', sub: userId, email, exp: Math.floor(Date.now() / 1000) + 600 });
    const asUser = createClient(url, anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { Authorization: `Bearer ${token}` } },
      realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    });
    const { data: lesson } = await testClient().from('course_lessons').select('id').eq('free_preview', true).limit(1).single();
    const saved = await asUser.rpc('save_lesson_progress', { lesson_id: lesson!.id, position_seconds: 5, done: false });
    expect(saved.error).toBeNull();
    const done = await asUser.rpc('save_lesson_progress', { lesson_id: lesson!.id, position_seconds: 7, done: true });
    expect(done).toMatchObject({ error: null, data: true });
    const { data: rows } = await asUser.from('lesson_progress').select('position_seconds, done');
    expect(rows).toEqual([{ position_seconds: 7, done: true }]);
  });
});
