import { aliasedPages } from '@/lib/i18n/pages';

const account = new Set<string>([aliasedPages.account.en, aliasedPages.account.es]);

/**
 * Pages that show or change personal data and therefore read the session on the server. Only these get the session
 * refreshed by the middleware: a catalogue page must not vary with, or set, the visitor's cookies.
 */
export function isPersonalPath(pathname: string): boolean {
  const [lang, first, ...rest] = pathname.split('/').slice(1);
  if (lang !== 'en' && lang !== 'es') return false;
  if (first === undefined) return false;
  if (account.has(first) || first === 'auth' || first === 'payment' || first === 'checkout') return true;
  if ((first === 'courses' || first === 'cursos') && (rest[2] === 'lessons' || rest[2] === 'certificate.pdf')) return true;
  return first === 'travel' && rest.at(-1) === 'book';
}
