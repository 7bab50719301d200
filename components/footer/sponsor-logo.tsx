import type { CarouselLogo } from './sponsor-carousel';

export function SponsorLogo({ sponsor }: { sponsor: CarouselLogo }) {
  return sponsor.logo ? (
    // eslint-disable-next-line @next/next/no-img-element -- sponsor logos are small PNGs served as they are from Storage
    <img src={sponsor.logo} alt={sponsor.name} loading="lazy" className="max-h-16 w-auto object-contain" />
  ) : (
    <span className="font-semibold text-slate-700">{sponsor.name}</span>
  );
}
