/** Site facts in one place, overridable by environment variables (documented in .env.example). */
export const site = {
  name: process.env.NEXT_PUBLIC_SITE_NAME ?? 'Altitud Adventures',
  url: (process.env.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, ''),
} as const;
