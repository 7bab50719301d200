import { LandingPage, landingMetadata } from '@/components/listing/landing-page';

export const revalidate = 600;
export const dynamicParams = true;
/** Rendered on the first visit, then kept and refreshed every 10 minutes (ISR). */
export function generateStaticParams() {
  return [];
}

type Props = PageProps<'/[lang]/country/[id]'>;

export const generateMetadata = ({ params }: Props) => landingMetadata('country', params);

export default function CountryPage({ params }: Props) {
  return <LandingPage kind="country" params={params} />;
}
