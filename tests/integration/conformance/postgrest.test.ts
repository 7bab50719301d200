import type { Db } from '@/supabase/local';
import type { OpenedDatabase } from '../helpers/databases';
import { anon, call, service, targets, userA } from '../rest/fixture';
import { expectRecorded, recorded, type Exchange } from './exchange';
import { DATA, SCHEMA } from './schema';

const ROLES = { anon, authenticated: userA, service_role: service };
const FILES = ['postgrest-embedding.json', 'postgrest-writes.json'];

/**
 * The local backend's /rest/v1 against answers recorded from PostgREST's documentation, spec tests and code (each
 * case names its source), on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
describe.each(targets())('PostgREST conformance on %s', (_name, target) => {
  let opened: OpenedDatabase;
  let db: Db;

  beforeAll(async () => {
    opened = await target.open();
    db = opened.db;
    await db.exec(SCHEMA);
  }, 120_000);
  afterAll(() => opened?.dispose());

  const send = ({ request }: Exchange) =>
    call(db, request.method, request.path, { query: request.query, headers: request.headers, body: request.body, ctx: ROLES[request.role ?? 'anon'] });

  describe.each(FILES)('%s', (file) => {
    test.each(recorded(file).cases.map((c) => [c.name, c] as const))('%s', async (_case, recordedCase) => {
      await db.exec(DATA);
      expectRecorded(await send(recordedCase), recordedCase.response);
      if (recordedCase.then) expectRecorded(await send(recordedCase.then), recordedCase.then.response);
    });
  });
});
