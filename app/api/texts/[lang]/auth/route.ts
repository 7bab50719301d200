import { hasLocale } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { routing } from '@/lib/i18n/routing';

/**
 * The sign-in form's texts (the Auth messages, as next-intl compiled them), fetched by the header's account dialog
 * when it opens: they used to travel in every page's HTML for a form most visitors never open. Rendered at build time
 * for each language and regenerated like the pages; the same for everyone, so any cache may keep it.
 */
export const dynamic = 'force-static';
export const revalidate = 600;
export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.map((lang) => ({ lang }));
}

export async function GET(_request: Request, { params }: RouteContext<'/api/texts/[lang]/auth'>) {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) return Response.json({ error: 'Unknown language' }, { status: 404 });
  const messages = await getMessages({ locale: lang });
  return Response.json({ Auth: messages.Auth });
}
