'use client';

import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea, [tabindex]:not([tabindex="-1"])';

/** A button's invoker command (HTML's `command` / `commandfor`): the browser acts on it with no script at all. */
export const invokerCommand = (dialogId: string, command: 'show-modal' | 'close') => ({ command, commandfor: dialogId });

/**
 * A native modal <dialog> (the rest of the page becomes inert, Escape closes it) with Tab wrapped inside it and
 * focus given back to the button that opened it. With `dialogId` (the dialog's id, whose content is on the page from
 * the first HTML on), its button also carries an invoker command, so a tap before the page's scripts have run opens it
 * all the same (a browser without invoker commands opens it once they have); the state follows the dialog's own
 * toggle events, whoever opened it.
 */
export function useModalDialog(dialogId?: string) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);

  const show = useCallback(() => {
    // Its invoker command may have opened it already (showModal on a modal dialog that is open does nothing).
    if (!dialogRef.current?.open) dialogRef.current?.showModal();
    setOpen(true);
  }, []);
  const close = useCallback(() => dialogRef.current?.close(), []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onClose = () => {
      setOpen(false);
      triggerRef.current?.focus();
    };
    // Opened by its invoker command, perhaps before hydration.
    const onToggle = () => setOpen(dialog.open);
    if (dialog.open) onToggle();
    dialog.addEventListener('close', onClose);
    dialog.addEventListener('toggle', onToggle);
    return () => {
      dialog.removeEventListener('close', onClose);
      dialog.removeEventListener('toggle', onToggle);
    };
  }, []);

  const onKeyDown = useCallback((event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && (document.activeElement === first || !dialogRef.current.contains(document.activeElement))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }, []);

  /** What the button that opens the dialog carries (spread it, then add its looks). */
  const triggerProps = {
    ref: triggerRef, type: 'button', onClick: show, 'aria-haspopup': 'dialog', 'aria-expanded': open,
    ...(dialogId ? invokerCommand(dialogId, 'show-modal') : {}),
  } as const;

  return { dialogRef, triggerRef, triggerProps, open, show, close, onKeyDown };
}
