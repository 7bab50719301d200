import { unconditionedWrite } from '@/supabase/local/rest/safe-update';

describe('unconditionedWrite (pg-safeupdate read from SQL text)', () => {
  test.each([
    ['delete from private.chat_summaries', 'DELETE'],
    ['update public.trips set featured = false;', 'UPDATE'],
    ['update only t as x set a = 1', 'UPDATE'],
    ['with gone as (delete from t returning *) select count(*) from gone', 'DELETE'],
    ['update t set a = (select max(b) from u where u.id = 1)', 'UPDATE'],
    ['delete from t using u', 'DELETE'],
    ['select 1; delete from "Odd Name"', 'DELETE'],
  ])('%s -> %s', (sql, expected) => {
    expect(unconditionedWrite(sql)).toBe(expected);
  });

  test.each([
    'delete from private.chat_summaries where true',
    'update t set a = 1 where id = $1',
    'insert into t (a) values (1) on conflict (a) do update set b = excluded.b',
    'select * from t for update skip locked',
    "select 'delete from t' as text",
    '-- update t set a = 1\nselect 1',
    'create trigger x before update on t for each row execute function f()',
    'update t set a = 1 where current of c',
    'delete from t where id in (select id from u)',
  ])('%s -> none', (sql) => {
    expect(unconditionedWrite(sql)).toBeNull();
  });
});
