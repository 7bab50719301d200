/** @jest-environment node */
import { isPreviewToken, previewPath, previewsAllowed, previewToken, secretMatches } from '@/lib/preview/draft';

describe('editors previews', () => {
  it('exist only with a secret and never on production', () => {
    expect(previewsAllowed({ DRAFT_MODE_SECRET: 's3cret' })).toBe(true);
    expect(previewsAllowed({ DRAFT_MODE_SECRET: ' ' })).toBe(false);
    expect(previewsAllowed({})).toBe(false);
    expect(previewsAllowed({ DRAFT_MODE_SECRET: 's3cret', VERCEL_ENV: 'production' })).toBe(false);
    expect(previewsAllowed({ DRAFT_MODE_SECRET: 's3cret', DEPLOYMENT_ENV: 'production' })).toBe(false);
    expect(previewsAllowed({ DRAFT_MODE_SECRET: 's3cret', VERCEL_ENV: 'preview' })).toBe(true);
  });

  it('let the request guard through only with the cookie the secret signs, and never on production', () => {
    const env = { DRAFT_MODE_SECRET: 's3cret' };
    const token = previewToken('s3cret');
    expect(isPreviewToken(token, env)).toBe(true);
    expect(isPreviewToken(previewToken('other'), env)).toBe(false);
    expect(isPreviewToken(`${token}x`, env)).toBe(false);
    expect(isPreviewToken(undefined, env)).toBe(false);
    expect(isPreviewToken('', env)).toBe(false);
    expect(isPreviewToken(token, {})).toBe(false);
    expect(isPreviewToken(token, { ...env, VERCEL_ENV: 'production' })).toBe(false);
  });

  it('compare the secret exactly', () => {
    expect(secretMatches('s3cret', 's3cret')).toBe(true);
    expect(secretMatches('s3cre', 's3cret')).toBe(false);
    expect(secretMatches('', 's3cret')).toBe(false);
  });

  it('open only pages of this site under a language', () => {
    expect(previewPath('/en/travel/45/kayak')).toBe('/en/travel/45/kayak');
    expect(previewPath('/es/blog/8?x=1')).toBe('/es/blog/8?x=1');
    expect(previewPath('/en')).toBe('/en');
    for (const bad of [null, '', 'https://evil.example/en', '//evil.example/en', '/\\evil.example', '/%2F%2Fevil.example', '/fr/x', '/english']) {
      expect(previewPath(bad)).toBeNull();
    }
  });
});
