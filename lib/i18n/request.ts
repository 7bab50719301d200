import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { messageFallback } from './message-fallback';
import { routing } from './routing';

// `locale` is given when a caller names the language itself (getMessages({ locale }) in a route handler, which has no
// [lang] segment); pages read theirs from the request.
export default getRequestConfig(async ({ requestLocale, locale: named }) => {
  const requested = named ?? (await requestLocale);
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    messages: (await import(`../../messages/${locale}.json`)).default,
    getMessageFallback: messageFallback,
    // A missing key is not an error for visitors: they see the key; the build log still names it.
    onError: (error) => {
      if (error.code !== 'MISSING_MESSAGE') console.error(error);
    },
  };
});
