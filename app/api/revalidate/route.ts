import { revalidatePath, revalidateTag } from 'next/cache';
import { NextResponse } from 'next/server';
import { forgetChatSummaries } from '@/lib/data/assistant';
import { affectedByChange, changesChatSummaries, isAuthorized, parseWebhookPayload } from './webhook';

/**
 * On-demand revalidation for the operator's Supabase database webhook: `POST /api/revalidate` with the secret
 * (REVALIDATE_SECRET) as `Authorization: Bearer <secret>` or `x-revalidate-secret`, and the webhook's payload
 * {type, table, record, old_record}. The affected cache tags expire at once; their pages regenerate on the next visit.
 * A change to trips or their texts also makes the assistant forget its kept answers about most trips.
 */
export async function POST(request: Request) {
  if (!isAuthorized(request.headers, process.env.REVALIDATE_SECRET)) {
    return NextResponse.json({ error: 'Unauthorized: send REVALIDATE_SECRET as a Bearer token or x-revalidate-secret' }, { status: 401 });
  }
  const payload = parseWebhookPayload(await request.json().catch(() => null));
  if (!payload) {
    return NextResponse.json({ error: 'Expected a database webhook payload {type, table, record, old_record}' }, { status: 400 });
  }
  const { tags, paths } = affectedByChange(payload);
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  for (const path of paths) revalidatePath(path);
  if (changesChatSummaries(payload)) await forgetChatSummaries();
  return NextResponse.json({ revalidated: true, tags, paths });
}
