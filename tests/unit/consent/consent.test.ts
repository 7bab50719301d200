import { CONSENT_STORAGE_KEY, PREFERENCE_STORAGE_KEYS, parseConsent, serializeConsent } from '@/lib/consent/consent';
import { getConsent, saveConsent, subscribeConsent } from '@/lib/consent/store';

describe('the stored consent', () => {
  const now = Date.parse('2026-11-23T10:00:00Z');

  it('reads back what was stored', () => {
    const raw = serializeConsent({ preferences: true, thirdParty: false, analytics: false }, new Date(now));
    expect(parseConsent(raw, now)).toEqual({
      version: 1, decidedAt: '2026-11-23T10:00:00.000Z', preferences: true, thirdParty: false, analytics: false,
    });
  });

  it.each([
    ['nothing', null],
    ['broken JSON', '{'],
    ['another version', JSON.stringify({ version: 0, decidedAt: '2026-11-01T00:00:00Z', preferences: true, thirdParty: true, analytics: true })],
    ['a missing category', JSON.stringify({ version: 1, decidedAt: '2026-11-01T00:00:00Z', preferences: true, thirdParty: true })],
    ['a choice older than a year', serializeConsent({ preferences: true, thirdParty: true, analytics: true }, new Date(now - 366 * 86_400_000))],
    ['a date in the future', serializeConsent({ preferences: true, thirdParty: true, analytics: true }, new Date(now + 86_400_000))],
  ])('asks again after %s', (_label, raw) => {
    expect(parseConsent(raw, now)).toBeNull();
  });

  it('is saved in localStorage, told to subscribers, and forgets remembered details when preferences are withdrawn', () => {
    const seen: unknown[] = [];
    const unsubscribe = subscribeConsent(() => seen.push(getConsent()?.thirdParty));
    window.localStorage.setItem(PREFERENCE_STORAGE_KEYS[0], '{"name":"Ana","email":"a@b.es"}');
    saveConsent({ preferences: true, thirdParty: true, analytics: false });
    expect(window.localStorage.getItem(PREFERENCE_STORAGE_KEYS[0])).not.toBeNull();
    saveConsent({ preferences: false, thirdParty: false, analytics: false });
    expect(window.localStorage.getItem(PREFERENCE_STORAGE_KEYS[0])).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? '{}')).toMatchObject({ thirdParty: false });
    expect(seen).toEqual([true, false]);
    unsubscribe();
  });
});
