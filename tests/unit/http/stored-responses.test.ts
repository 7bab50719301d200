import { mayStore } from '@/lib/http/stored-responses.mjs';

describe('what the page cache may store', () => {
  it('stores pages and files that answered, and the fixed not-found answers', () => {
    expect(mayStore('/en/travel/1/annapurna', { kind: 'APP_PAGE', status: 200 })).toBe(true);
    expect(mayStore('/en/travel/1/annapurna/notes.pdf', { kind: 'APP_ROUTE', status: 200 })).toBe(true);
    expect(mayStore('/en/contact', { kind: 'APP_PAGE' })).toBe(true);
    expect(mayStore('/en/travel/1/annapurna', { kind: 'APP_PAGE', status: 201 })).toBe(false);
    expect(mayStore('/es/404', { kind: 'APP_PAGE', status: 404 })).toBe(true);
    expect(mayStore('/en/blog/page/7', { kind: 'APP_PAGE', status: 404 })).toBe(true);
    expect(mayStore('/route-cache/APP_PAGE/c829/$/en/404', { kind: 'APP_PAGE', status: 404 })).toBe(true);
    expect(mayStore('fetch-key', { kind: 'FETCH' })).toBe(true);
  });

  it('never creates an entry for a made-up address: not found, moved or refused', () => {
    expect(mayStore('/en/travel/900000001/x', { kind: 'APP_PAGE', status: 404 })).toBe(false);
    expect(mayStore('/en/travel/1/old-slug', { kind: 'APP_PAGE', status: 308 })).toBe(false);
    expect(mayStore('/en/country/920000000', { kind: 'APP_PAGE', status: 404 })).toBe(false);
    expect(mayStore('/en/travel/1/x/notes.pdf', { kind: 'APP_ROUTE', status: 405 })).toBe(false);
    expect(mayStore('/en/blog/page/abc', { kind: 'APP_PAGE', status: 404 })).toBe(false);
  });
});
