import { toErrorResponse } from '@/supabase/local/rest/errors';

const answer = (error: unknown) => {
  const response = toErrorResponse(error, 'anon');
  return { status: response.status, body: JSON.parse(response.body) as Record<string, unknown> };
};

describe('the REST layer answers errors as PostgREST does, without its own internals', () => {
  let logged: jest.SpyInstance;
  beforeEach(() => {
    logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => logged.mockRestore());

  test("what the request's data causes is PostgreSQL's own answer", () => {
    const duplicate = { code: '23505', message: 'duplicate key value violates unique constraint "t_pkey"', detail: 'Key (id)=(1) already exists.' };
    expect(answer(duplicate)).toEqual({
      status: 409,
      body: { code: '23505', message: duplicate.message, details: duplicate.detail, hint: null },
    });
    expect(logged).not.toHaveBeenCalled();
  });

  test.each([
    ['XX000', 'cache lookup failed for type 16384', 500],
    ['58P01', 'could not open file "base/5/1259": No such file or directory', 500],
    ['53200', 'out of memory', 500],
    ['42601', 'syntax error at or near "from"', 500],
  ])('%s (the backend\'s own failure) keeps its text in the log', (code, message, status) => {
    const { status: got, body } = answer({ code, message });
    expect(got).toBe(status);
    expect(body.code).toBe(code);
    expect(JSON.stringify(body)).not.toContain(message);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining(message));
  });

  test('a thrown JavaScript error is a 500 without its message', () => {
    const { status, body } = answer(new TypeError("Cannot read properties of undefined (reading 'rows')"));
    expect(status).toBe(500);
    expect(body.code).toBe('PGRSTX00');
    expect(JSON.stringify(body)).not.toContain('Cannot read');
  });

  test('a program limit (too many columns, too deep) is the request\'s size: 400', () => {
    expect(answer({ code: '54011', message: 'target lists can have at most 1664 entries' }).status).toBe(400);
    expect(answer({ code: '54001', message: 'stack depth limit exceeded' }).status).toBe(400);
  });
});
