import { affectedByChange, changesChatSummaries, isAuthorized, parseWebhookPayload } from '@/app/api/revalidate/webhook';

describe('revalidation webhook', () => {
  it('needs the configured secret as a Bearer token or x-revalidate-secret', () => {
    expect(isAuthorized(new Headers({ authorization: 'Bearer s3cret' }), 's3cret')).toBe(true);
    expect(isAuthorized(new Headers({ 'x-revalidate-secret': 's3cret' }), 's3cret')).toBe(true);
    expect(isAuthorized(new Headers({ authorization: 'Bearer wrong' }), 's3cret')).toBe(false);
    expect(isAuthorized(new Headers(), 's3cret')).toBe(false);
    expect(isAuthorized(new Headers({ authorization: 'Bearer ' }), '')).toBe(false);
    expect(isAuthorized(new Headers({ 'x-revalidate-secret': 'anything' }), undefined)).toBe(false);
  });

  it('accepts only database webhook payloads', () => {
    expect(parseWebhookPayload({ type: 'UPDATE', table: 'trips', record: { id: 1 }, old_record: { id: 1 } })).not.toBeNull();
    expect(parseWebhookPayload({ type: 'TRUNCATE', table: 'trips' })).toBeNull();
    expect(parseWebhookPayload({ type: 'INSERT', table: '' })).toBeNull();
    expect(parseWebhookPayload({ type: 'INSERT', table: 'x', record: [1] })).toBeNull();
    expect(parseWebhookPayload('nope')).toBeNull();
  });

  it('expires one trip for its departures, reviews and texts', () => {
    expect(affectedByChange({ type: 'UPDATE', table: 'departures', record: { trip_id: 4 }, old_record: { trip_id: 4 } }).tags).toEqual(['trips', 'trip-4']);
    expect(affectedByChange({ type: 'DELETE', table: 'reviews', record: null, old_record: { trip_id: 9 } }).tags).toEqual(['trips', 'trip-9']);
    expect(affectedByChange({ type: 'UPDATE', table: 'trip_translations', record: { trip_id: 2 }, old_record: null }).paths).toEqual(['/sitemap.xml']);
  });

  it('makes the assistant forget its summaries for trips and their texts only', () => {
    expect(changesChatSummaries({ type: 'UPDATE', table: 'trips', record: { id: 5 }, old_record: { id: 5 } })).toBe(true);
    expect(changesChatSummaries({ type: 'INSERT', table: 'trip_translations', record: { trip_id: 5 }, old_record: null })).toBe(true);
    expect(changesChatSummaries({ type: 'UPDATE', table: 'departures', record: { trip_id: 4 }, old_record: { trip_id: 4 } })).toBe(false);
    expect(changesChatSummaries({ type: 'INSERT', table: 'countries', record: { id: 1 }, old_record: null })).toBe(false);
  });

  it('expires the catalogue for trips and any other table', () => {
    expect(affectedByChange({ type: 'UPDATE', table: 'trips', record: { id: 5 }, old_record: { id: 5 } }).tags).toEqual(['catalogue', 'trips', 'trip-5']);
    expect(affectedByChange({ type: 'INSERT', table: 'countries', record: { id: 1 }, old_record: null }).tags).toEqual(['catalogue']);
  });
});
