import { toast } from '@/components/ui/toast';
import { noticeFromHash, type AuthNotice } from '@/lib/auth/notices';
import type { AccountButtonLabels } from './account-button';

type NoticeKey = 'confirmed' | 'emailChanged' | 'emailChangePending' | 'linkInvalid' | 'accountDeleted' | 'signedOut';

const NOTICE_TEXT: Record<AuthNotice, { key: NoticeKey; tone: 'success' | 'error' | 'info' }> = {
  confirmed: { key: 'confirmed', tone: 'success' },
  'email-changed': { key: 'emailChanged', tone: 'success' },
  'email-change-pending': { key: 'emailChangePending', tone: 'info' },
  'link-invalid': { key: 'linkInvalid', tone: 'error' },
  'account-deleted': { key: 'accountDeleted', tone: 'info' },
  'signed-out': { key: 'signedOut', tone: 'info' },
};

/** A notice a redirect left in the address (#notice=...), shown once as a toast, then removed from the address. */
export function showNoticeFromAddress(labels: AccountButtonLabels): void {
  const notice = noticeFromHash(window.location.hash);
  if (!notice) return;
  const { key, tone } = NOTICE_TEXT[notice];
  const text = labels[key];
  if (tone === 'success') toast.success(text);
  else if (tone === 'error') toast.error(text);
  else toast(text);
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
}
