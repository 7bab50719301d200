/** One search result card, as the search API returns it (the image is already a public URL). */
export interface SearchResult {
  id: number;
  slug: string;
  title: string;
  summary: string | null;
  countryName: string | null;
  activityName: string | null;
  durationDays: number;
  difficulty: number;
  groupType: string;
  priceCents: number;
  priceBeforeDiscountCents: number;
  discountPercent: number;
  rating: number;
  reviewCount: number;
  image: string | null;
  nextDeparture: string | null;
}

export interface SearchPage {
  results: SearchResult[];
  total: number;
  page: number;
  pageSize: number;
}
