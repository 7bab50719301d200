/**
 * The shop's languages and how their prefix is written, apart from the route table (routing.ts): code that runs in
 * the browser (navigation, the language switcher) needs only these, and so carries no copy of the table.
 */
export const locales = ['en', 'es'] as const;
export const defaultLocale = 'en';
export const localePrefix = 'always';
