import 'server-only';
import { storageUrl } from '@/lib/env';
import { site } from '@/lib/site';

/**
 * The logo file from public storage as a data URL, for images generated on the server (share images): the same
 * file the header and the Organization JSON-LD use. Null when it cannot be read.
 */
export async function logoDataUrl(): Promise<string | null> {
  const url = storageUrl(site.logo.full);
  if (!url) return null;
  try {
    const response = await fetch(url, { next: { revalidate: 86_400 } });
    if (!response.ok) return null;
    const type = response.headers.get('content-type')?.split(';')[0] ?? 'image/svg+xml';
    return `data:${type};base64,${Buffer.from(await response.arrayBuffer()).toString('base64')}`;
  } catch {
    return null;
  }
}
