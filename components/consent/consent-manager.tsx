import { getMessages } from 'next-intl/server';
import { pagePath } from '@/lib/i18n/pages';
import type { Locale } from '@/lib/i18n/routing';
import { site } from '@/lib/site';
import { ConsentUi } from './consent-ui';

/** Cookie consent for every page: the banner, the settings dialog and the optional scripts it allows. */
export async function ConsentManager({ lang }: { lang: Locale }) {
  const messages = await getMessages();
  return (
    <ConsentUi
      labels={messages.Consent}
      policyHref={pagePath(lang, 'cookies-policy')}
      analyticsScriptUrl={site.analyticsScriptUrl || null}
    />
  );
}
