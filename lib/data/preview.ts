import 'server-only';
import { draftMode } from 'next/headers';
import { previewsAllowed } from '@/lib/preview/draft';

/** True while an editor previews unpublished content on a deployment that allows previews. */
export async function previewing(): Promise<boolean> {
  if (!previewsAllowed()) return false;
  try {
    return (await draftMode()).isEnabled;
  } catch {
    // Outside a request (a build step): never.
    return false;
  }
}
