/** The path of a trip page without the language prefix: '/travel/12/annapurna-sanctuary-trek'. */
export function tripPath(id: number, slug: string): string {
  return `/travel/${id}/${encodeURIComponent(slug)}`;
}

/** The trip of a trip page's address (/en/travel/12/..., its book page and notes too), or null for any other page. */
export function tripIdOfPath(pathname: string): number | null {
  const id = /^\/(?:en|es)\/travel\/(\d{1,9})(?:\/|$)/.exec(pathname)?.[1];
  return id ? Number(id) : null;
}
