import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the integration project through Jest (its globalSetup starts the backend)`);
  return value;
}

const client = (key: string) =>
  createClient(env('SUPABASE_TEST_URL'), key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });

// The menus' reads of the operator's contract views, exactly as the shop makes them (fixed columns, only entries with
// trips, most trips first, at most 24), through real supabase-js against the local backend of the global setup.
const COUNTRY_COLUMNS = ['id', 'name', 'foto_country', 'num_viatges', 'desc_150', 'titulo_60'];
const ACTIVITY_COLUMNS = ['id', 'name', 'foto_actividad', 'num_viatges', 'desc_150', 'banner_actividad', 'titulo_60'];
const FIXED_ACTIVITIES = [15, 16, 17, 19, 20, 21];

type Row = Record<string, unknown> & { id: number; num_viatges: number };

function expectContractList(rows: Row[] | null, columns: string[], all: Row[]) {
  expect(rows).not.toBeNull();
  const list = rows ?? [];
  const expected = all.filter((r) => r.num_viatges > 0);
  expect(list.length).toBe(Math.min(24, expected.length));
  for (const row of list) {
    expect(Object.keys(row)).toEqual(columns);
    expect(row.num_viatges).toBeGreaterThan(0);
  }
  const counts = list.map((r) => r.num_viatges);
  expect(counts).toEqual([...counts].sort((a, b) => b - a));
  const sortedAll = expected.map((r) => r.num_viatges).sort((a, b) => b - a).slice(0, 24);
  expect(counts).toEqual(sortedAll);
}

describe('the REST layer through supabase-js', () => {
  const anon = client(env('SUPABASE_TEST_ANON_KEY'));
  const service = client(env('SUPABASE_TEST_SERVICE_ROLE_KEY'));

  describe.each(['en', 'es'])('the menus\' contract reads in %s', (lang) => {
    test('countries: the contract columns, num_viatges > 0, by trip count descending, at most 24', async () => {
      const { data, error, status } = await anon
        .from(`${lang}_countries`)
        .select('id, name, foto_country, num_viatges, desc_150, titulo_60')
        .gt('num_viatges', 0)
        .order('num_viatges', { ascending: false })
        .limit(24);
      expect(error).toBeNull();
      expect(status).toBe(200);
      const all = await service.from(`${lang}_countries`).select('id, num_viatges');
      expect((all.data ?? []).length).toBeGreaterThanOrEqual(8);
      expectContractList(data as Row[] | null, COUNTRY_COLUMNS, (all.data ?? []) as Row[]);
    });

    test('activities: the contract columns, same filter, order and limit; the fixed ids exist', async () => {
      const { data, error } = await anon
        .from(`${lang}_actividad_general`)
        .select('id, name, foto_actividad, num_viatges, desc_150, banner_actividad, titulo_60')
        .gt('num_viatges', 0)
        .order('num_viatges', { ascending: false })
        .limit(24);
      expect(error).toBeNull();
      const all = await anon.from(`${lang}_actividad_general`).select('id, num_viatges');
      expect((all.data ?? []).map((r) => r.id)).toEqual(expect.arrayContaining(FIXED_ACTIVITIES));
      expectContractList(data as Row[] | null, ACTIVITY_COLUMNS, (all.data ?? []) as Row[]);
    });
  });

  test('sponsors (id, name, url) and carousel sponsors (all fields), ordered by id', async () => {
    const sponsors = await anon.from('sponsors').select('id, name, url').order('id', { ascending: true });
    expect(sponsors.error).toBeNull();
    const rows = sponsors.data ?? [];
    expect(rows.length).toBeGreaterThanOrEqual(8);
    expect(rows.map((r) => Object.keys(r))).toEqual(rows.map(() => ['id', 'name', 'url']));
    expect(rows.map((r) => r.id)).toEqual([...rows.map((r) => r.id)].sort((a, b) => a - b));
    const carousel = await anon.from('carousel_sponsors').select('*').order('id', { ascending: true });
    expect(carousel.error).toBeNull();
    const slides = carousel.data ?? [];
    expect(slides.length).toBeGreaterThan(0);
    expect(Object.keys(slides[0] ?? {})).toEqual(expect.arrayContaining(['id', 'name', 'url']));
    expect(slides.map((r) => r.id)).toEqual([...slides.map((r) => r.id)].sort((a, b) => a - b));
  });

  test('.single() answers one object, or PGRST116 when there is none; .maybeSingle() answers null', async () => {
    const first = await anon.from('en_countries').select('id, name').order('id').limit(1).single();
    expect(first.error).toBeNull();
    expect(first.data).toEqual({ id: expect.any(Number), name: expect.any(String) });
    const none = await anon.from('en_countries').select('id').eq('id', -1).single();
    expect(none.data).toBeNull();
    expect(none.status).toBe(406);
    expect(none.error?.code).toBe('PGRST116');
    const maybe = await anon.from('en_countries').select('id').eq('id', -1).maybeSingle();
    expect(maybe).toMatchObject({ data: null, error: null });
  });

  test('count with range answers the page and the total', async () => {
    const { count: total } = await anon.from('sponsors').select('*', { count: 'exact', head: true });
    expect(total).toBeGreaterThanOrEqual(8);
    const page = await anon.from('sponsors').select('id', { count: 'exact' }).order('id').range(1, 3);
    expect(page.error).toBeNull();
    expect(page.status).toBe(206);
    expect(page.count).toBe(total);
    expect(page.data).toHaveLength(3);
  });

  test('inserts go through validated rpc functions; invalid input is a 400 with the database message', async () => {
    const clientKey = `rest-test-${Date.now().toString(36)}`;
    const saved = await service.rpc('submit_contact_message', {
      client_key: clientKey, name: 'Ana', email: 'ana@example.com', message: 'Hello from the REST test', accepts_terms: true, lang: 'es',
    });
    expect(saved.error).toBeNull();
    expect(saved.data).toMatch(/^[0-9a-f-]{36}$/);
    const refused = await service.rpc('submit_contact_message', { client_key: clientKey, name: 'Ana', email: 'ana@example.com', message: 'x' });
    expect(refused.status).toBe(400);
    expect(refused.error?.code).toBe('22023');
    const forAnon = await anon.rpc('submit_contact_message', {
      client_key: clientKey, name: 'Ana', email: 'ana@example.com', message: 'x', accepts_terms: true,
    });
    expect(forAnon.status).toBe(401);
    expect(forAnon.error?.code).toBe('42501');
    const unknown = await anon.rpc('no_such_function', { x: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.error?.code).toBe('PGRST202');
  });

  test('anon cannot write the catalogue; embedding follows foreign keys of tables, not of views', async () => {
    const write = await anon.from('sponsors').insert({ id: 9999, name: 'Sneaky' });
    expect(write.status).toBe(401);
    expect(write.error?.code).toBe('42501');
    const embed = await anon.from('trips').select('id, countries!inner(iso_code)').eq('countries.iso_code', 'PE').limit(3);
    expect(embed.error).toBeNull();
    expect(embed.data?.length).toBeGreaterThan(0);
    for (const row of embed.data ?? []) expect(row.countries).toEqual({ iso_code: 'PE' });
    const view = await anon.from('en_countries').select('id, trips(id)');
    expect(view.status).toBe(400);
    expect(view.error?.code).toBe('PGRST200');
  });
});
