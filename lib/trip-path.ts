/** The path of a trip page without the language prefix: '/travel/12/annapurna-sanctuary-trek'. */
export function tripPath(id: number, slug: string): string {
  return `/travel/${id}/${encodeURIComponent(slug)}`;
}
