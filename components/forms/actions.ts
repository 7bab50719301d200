'use server';

import { issueTicket } from '@/lib/forms/ticket';

/** The signed moment a form appeared (lib/forms/ticket.ts): the pages are static, so each form asks for it. */
export async function formTicketAction(): Promise<string> {
  return issueTicket();
}
