import { LANGUAGE_STORAGE_KEY, localizedHref, parseStoredLanguage, persistLanguage, persistLanguageWhenIdle, storedLanguageValue } from '@/lib/i18n/language';

describe('stored language', () => {
  it.each([
    ['ES', 'es'],
    ['EN', 'en'],
    ['es', 'en'],
    ['en', 'en'],
    ['FR', 'en'],
    [' ES', 'en'],
    ['', 'en'],
    [null, 'en'],
    [undefined, 'en'],
  ])('%j means %s', (stored, lang) => {
    expect(parseStoredLanguage(stored)).toBe(lang);
  });

  it('persists ES / EN in localStorage and a cookie', () => {
    persistLanguage('es');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ES');
    expect(document.cookie).toContain('app_language=ES');
    persistLanguage('en');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('EN');
    expect(storedLanguageValue('es')).toBe('ES');
  });

  it('persists when idle, not during the call, and not at all once cancelled', async () => {
    persistLanguage('en');
    persistLanguageWhenIdle('es');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('EN');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ES');
    expect(document.cookie).toContain('app_language=ES');

    const cancel = persistLanguageWhenIdle('en');
    cancel();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ES');
    expect(document.cookie).toContain('app_language=ES');
  });
});

describe('localizedHref', () => {
  it.each([
    ['es', '/en/travel/3/x', '?q=1', '#faq', '/es/travel/3/x?q=1#faq'],
    ['en', '/es', '', '', '/en'],
    ['en', '/es/', '', '', '/en'],
    ['es', '/travel/3/x', '', '', '/es/travel/3/x'],
    ['es', '/', '?a=b', '', '/es?a=b'],
    ['en', '//evil.example/x', '', '', '/en/evil.example/x'],
  ] as const)('%s of %s%s%s is %s', (lang, path, search, hash, expected) => {
    expect(localizedHref(lang, path, search, hash)).toBe(expected);
  });
});
