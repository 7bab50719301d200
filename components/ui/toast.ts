'use client';

import { useSyncExternalStore } from 'react';
import type { toast as SonnerToast } from 'sonner';

/**
 * Toasts without sonner in any page's first load: the first toast raised makes ToastHost load sonner and mount its
 * Toaster; the toasts raised meanwhile wait, and show once the Toaster is on the page.
 */
type Tone = 'info' | 'success' | 'error';

let sonner: typeof SonnerToast | null = null;
let wanted = false;
const waiting: [Tone, string][] = [];
const listeners = new Set<() => void>();

function show(to: typeof SonnerToast, tone: Tone, text: string): void {
  if (tone === 'success') to.success(text);
  else if (tone === 'error') to.error(text);
  else to(text);
}

function raise(tone: Tone, text: string): void {
  if (sonner) return show(sonner, tone, text);
  waiting.push([tone, text]);
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

export const toast = Object.assign((text: string) => raise('info', text), {
  success: (text: string) => raise('success', text),
  error: (text: string) => raise('error', text),
});

/** ToastHost's Toaster is on the page: the toasts raised while it loaded show now, the next ones at once. */
export function toasterReady(to: typeof SonnerToast): void {
  sonner = to;
  for (const [tone, text] of waiting.splice(0)) show(to, tone, text);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a toast has been raised on this page yet (false on the server and while hydrating). */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(subscribe, () => wanted, () => false);
}
