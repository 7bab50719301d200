'use client';

import { useEffect, useState } from 'react';

const SMALL_SCREEN = '(max-width: 767px)';

function visibleBarHeight(): number {
  const bar = document.querySelector<HTMLElement>('[data-fixed-bottom-bar]');
  if (!bar) return 0;
  const style = getComputedStyle(bar);
  if (style.display === 'none' || style.visibility === 'hidden' || Number(style.opacity) === 0) return 0;
  const rect = bar.getBoundingClientRect();
  if (rect.height <= 0 || rect.top >= window.innerHeight) return 0;
  return Math.round(window.innerHeight - rect.top);
}

/** Runs `task` once the browser is idle (soon after load), or after a second where there is no idle callback. */
function whenIdle(task: () => void): { cancel: () => void } {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 2000 });
    return { cancel: () => window.cancelIdleCallback(id) };
  }
  const id = window.setTimeout(task, 1000);
  return { cancel: () => window.clearTimeout(id) };
}

/**
 * On small screens the widget moves up by the height of a fixed bottom bar (the trip page's booking bar)
 * while that bar is visible. The bar may appear, hide or resize at any time, so it is observed, not read once.
 */
export function useBottomBarOffset(): number {
  const [offset, setOffset] = useState(0);
  useEffect(() => {
    const media = window.matchMedia(SMALL_SCREEN);
    let frame = 0;
    let observed: Element | null = null;
    const resize = new ResizeObserver(() => schedule());
    const measure = () => {
      frame = 0;
      const bar = document.querySelector('[data-fixed-bottom-bar]');
      if (bar !== observed) {
        if (observed) resize.unobserve(observed);
        if (bar) resize.observe(bar);
        observed = bar;
      }
      setOffset(media.matches ? visibleBarHeight() : 0);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    const mutations = new MutationObserver(schedule);
    // The bar is measured at once; following its changes can wait until the page has finished loading.
    const follow = () => {
      mutations.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'class', 'hidden', 'data-fixed-bottom-bar'] });
      media.addEventListener('change', schedule);
      window.addEventListener('resize', schedule);
      window.addEventListener('scroll', schedule, { passive: true });
      schedule();
    };
    const idle = whenIdle(follow);
    measure();
    return () => {
      idle.cancel();
      cancelAnimationFrame(frame);
      mutations.disconnect();
      resize.disconnect();
      media.removeEventListener('change', schedule);
      window.removeEventListener('resize', schedule);
      window.removeEventListener('scroll', schedule);
    };
  }, []);
  return offset;
}
