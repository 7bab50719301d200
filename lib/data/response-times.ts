import 'server-only';
import { cache } from 'react';
import { loadList, publicClient } from './load';

/** The forms that promise an answer, by their name in form_response_times. */
export type ResponseForm = 'contact message' | 'trip inquiry' | 'private adventure request';

/**
 * How many working days the team takes to answer each form: the one number the form's page and its acknowledgement
 * e-mail (private.queue_form_mail) both read from form_response_times. 0 when the table says nothing about a form;
 * the pages then say "as soon as we can", as the e-mail does.
 */
export const getResponseDays = cache(async (form: ResponseForm): Promise<number> => {
  const rows = await loadList('response times', () => publicClient().from('form_response_times').select('form, working_days'));
  return rows.find((row) => row.form === form)?.working_days ?? 0;
});
