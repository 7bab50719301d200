'use client';

import { useEffect, useState, type RefObject } from 'react';

/** A phone or a finger: where an on-screen keyboard opens and the floating button sits over the fields. */
const PHONE = '(max-width: 767px), (pointer: coarse)';

/** What a visitor types or chooses in; checkboxes, radios and buttons are tapped and left at once. */
const TYPING_FIELD = [
  'input:not([type="checkbox"]):not([type="radio"]):not([type="button"]):not([type="submit"]):not([type="reset"]):not([type="range"]):not([type="color"]):not([type="file"]):not([type="hidden"])',
  'textarea',
  'select',
  '[contenteditable=""]',
  '[contenteditable="true"]',
].join(', ');

/**
 * True while, on a phone, a field outside `inside` (the chat widget's own composer excepted) has the focus: the
 * keyboard is up and the page scrolled the field into the little room left, where the floating chat button would
 * sit over it. Focus moving from one field to the next keeps it true; leaving the fields makes it false.
 */
export function useFieldFocus(inside: RefObject<HTMLElement | null>): boolean {
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    const media = window.matchMedia(PHONE);
    let timer = 0;
    const update = () => {
      const active = document.activeElement;
      setFocused(media.matches && active instanceof Element && active.matches(TYPING_FIELD) && !inside.current?.contains(active));
    };
    // On focusout the next element is not focused yet: look once the focus has settled.
    const later = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(update, 0);
    };
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', later);
    media.addEventListener('change', update);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', later);
      media.removeEventListener('change', update);
    };
  }, [inside]);
  return focused;
}
