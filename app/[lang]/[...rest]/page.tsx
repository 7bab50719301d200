import { NotFoundPage, notFoundMetadata } from '@/components/layout/not-found-page';
import { pageLocale } from '@/lib/i18n/page-locale';

/**
 * The one not-found page of each language, /{lang}/404, prerendered once: the middleware rewrites every address no
 * route of the table answers to it (the address stays, the status is 404), so an unknown address neither renders nor
 * adds to the page cache. Its text and title are in the first HTML. Any other value of the segment is Next's own 404.
 */
export const dynamicParams = false;

export function generateStaticParams() {
  return [{ rest: ['404'] }];
}

type Props = PageProps<'/[lang]/[...rest]'>;

export async function generateMetadata({ params }: Props) {
  return notFoundMetadata(await pageLocale(params));
}

export default async function CatchAll({ params }: Props) {
  return <NotFoundPage locale={await pageLocale(params)} />;
}
