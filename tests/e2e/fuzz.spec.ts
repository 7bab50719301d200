import { expect, test } from './support/test';
import { SHOP_ENDPOINTS } from '../fuzz/endpoints';
import { FORM_ENDPOINTS } from '../fuzz/form-endpoints';
import { fuzz } from '../fuzz/property';
import { send } from './support/http';
import { rest } from './support/rest';
import { serverActionId } from './support/server-actions';

// The backend's rpc and /auth/v1 endpoints are fuzzed on PGlite and PostgreSQL by tests/integration/fuzz.
test('the shop answers 1,300 malformed requests to its route handlers, server actions and pages with a clear 4xx each, and stores nothing', async ({ baseURL }) => {
  test.setTimeout(900_000);
  const marker = `fuzz${Date.now().toString(36)}`;
  const ctx = { anonKey: process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY ?? '', actionId: serverActionId, marker };
  const sent = await fuzz([...SHOP_ENDPOINTS, ...FORM_ENDPOINTS], ctx, (request) => send(`${baseURL}${request.path}`, request), 1300);
  expect(sent).toBeGreaterThanOrEqual(1300);
  // Every form body the fuzzer built carries the marker in a field it left intact.
  const filter = `or=(name.ilike.*${marker}*,message.ilike.*${marker}*)`;
  for (const table of ['inquiries', 'contact_messages', 'private_adventure_requests']) {
    expect(await rest(`${table}?select=id&${filter}`, { service: true })).toEqual([]);
  }
});
