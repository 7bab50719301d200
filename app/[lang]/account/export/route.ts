import { hasLocale } from 'next-intl';
import { NextResponse } from 'next/server';
import { exportAccountData } from '@/lib/data/account';
import { currentUser } from '@/lib/data/current-user';
import { routing } from '@/lib/i18n/routing';

/** "Download my data": everything the shop keeps about the signed-in traveller, as a JSON file. */
export async function GET(_request: Request, { params }: RouteContext<'/[lang]/account/export'>) {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) return new NextResponse(null, { status: 404 });
  const noStore = { 'Cache-Control': 'private, no-store' };
  const user = await currentUser();
  if (!user) return NextResponse.json({ message: 'Sign in to download your data' }, { status: 401, headers: noStore });
  const data = await exportAccountData(user, lang);
  const day = new Date().toISOString().slice(0, 10);
  return new NextResponse(JSON.stringify(data, null, 2), {
    headers: {
      ...noStore,
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="my-data-${day}.json"`,
    },
  });
}
