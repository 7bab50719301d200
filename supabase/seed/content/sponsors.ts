export interface Sponsor {
  id: number;
  slug: string;
  name: string;
  website: string;
  /** Logo colours: background, foreground. */
  colors: [string, string];
}

/** Fictional brands on the reserved `.example` domain, so no real company is implied. */
export const sponsors: Sponsor[] = [
  { id: 1, slug: 'cumbre-gear', name: 'Cumbre Gear', website: 'https://cumbre-gear.example', colors: ['#0f3d3e', '#f2c14e'] },
  { id: 2, slug: 'nordic-trail-co', name: 'Nordic Trail Co.', website: 'https://nordic-trail.example', colors: ['#1d3557', '#f1faee'] },
  { id: 3, slug: 'altitude-insurance', name: 'Altitude Insurance', website: 'https://altitude-insurance.example', colors: ['#ffffff', '#c1121f'] },
  { id: 4, slug: 'vela-azul-charters', name: 'Vela Azul Charters', website: 'https://vela-azul.example', colors: ['#023e8a', '#caf0f8'] },
  { id: 5, slug: 'peak-nutrition', name: 'Peak Nutrition', website: 'https://peak-nutrition.example', colors: ['#f77f00', '#ffffff'] },
  { id: 6, slug: 'sendero-maps', name: 'Sendero Maps', website: 'https://sendero-maps.example', colors: ['#f4f1de', '#3d405b'] },
  { id: 7, slug: 'glacier-optics', name: 'Glacier Optics', website: 'https://glacier-optics.example', colors: ['#e0fbfc', '#293241'] },
  { id: 8, slug: 'lana-andina', name: 'Lana Andina', website: 'https://lana-andina.example', colors: ['#6a040f', '#ffba08'] },
];

export const carouselSponsors: Sponsor[] = [
  { id: 1, slug: 'montana-segura', name: 'Fundación Montaña Segura', website: 'https://montana-segura.example', colors: ['#2b9348', '#ffffff'] },
  { id: 2, slug: 'cumbre-gear', name: 'Cumbre Gear', website: 'https://cumbre-gear.example', colors: ['#0f3d3e', '#f2c14e'] },
  { id: 3, slug: 'eco-lodges-network', name: 'Eco Lodges Network', website: 'https://eco-lodges.example', colors: ['#386641', '#f2e8cf'] },
  { id: 4, slug: 'vela-azul-charters', name: 'Vela Azul Charters', website: 'https://vela-azul.example', colors: ['#023e8a', '#caf0f8'] },
  { id: 5, slug: 'trail-coaching-lab', name: 'Trail Coaching Lab', website: 'https://trail-coaching.example', colors: ['#3a0ca3', '#f72585'] },
  { id: 6, slug: 'altitude-insurance', name: 'Altitude Insurance', website: 'https://altitude-insurance.example', colors: ['#ffffff', '#c1121f'] },
  { id: 7, slug: 'clean-peaks-project', name: 'Clean Peaks Project', website: 'https://clean-peaks.example', colors: ['#0077b6', '#ffffff'] },
  { id: 8, slug: 'sendero-maps', name: 'Sendero Maps', website: 'https://sendero-maps.example', colors: ['#f4f1de', '#3d405b'] },
  { id: 9, slug: 'porters-fair-wage', name: 'Porters Fair Wage Alliance', website: 'https://porters-fair-wage.example', colors: ['#9c6644', '#ede0d4'] },
];

/** Each logo file once, even when a brand appears in both lists. */
export function allSponsorLogos(): Sponsor[] {
  const bySlug = new Map<string, Sponsor>();
  for (const s of [...sponsors, ...carouselSponsors]) bySlug.set(s.slug, s);
  return [...bySlug.values()];
}
