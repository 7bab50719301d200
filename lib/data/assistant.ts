import 'server-only';
import { createAdminClient } from '@/lib/supabase/admin';

/**
 * The assistant forgets the answers it keeps about most trips (chat_summaries_forget), after the catalogue changed.
 * Not fatal when it fails: the kept answers expire within ten minutes anyway.
 */
export async function forgetChatSummaries(): Promise<void> {
  try {
    const { error } = await createAdminClient().rpc('chat_summaries_forget');
    if (error) throw new Error(error.message);
  } catch (error) {
    console.error('[revalidate] the assistant could not forget its summaries:', error instanceof Error ? error.message : error);
  }
}
