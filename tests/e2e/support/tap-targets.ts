import type { Page } from '@playwright/test';

/**
 * The controls on screen too small to hit with a finger, as "tag "name" width×height". Links and buttons need 44 px of
 * width and 40 px of height (a link inside running text excepted, as WCAG 2.5.5 does), fields 36 px of height.
 * Checkboxes and radios are hit through their labels; a robots' trap field (tabindex -1) is for nobody.
 */
export function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = (element: Element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return style.visibility !== 'hidden' && style.display !== 'none' && box.width > 0 && box.height > 0 && !element.closest('.sr-only, [aria-hidden="true"]');
    };
    const inRunningText = (element: Element) => {
      const block = element.closest('p, li, label');
      return getComputedStyle(element).display === 'inline' && block !== null && (block.textContent ?? '').trim().length > (element.textContent ?? '').trim().length + 3;
    };
    const found: string[] = [];
    for (const element of document.querySelectorAll('a[href], button, summary, [role="button"], input, select, textarea')) {
      if (!shown(element) || element.getAttribute('tabindex') === '-1') continue;
      if (element instanceof HTMLInputElement && ['checkbox', 'radio', 'hidden'].includes(element.type)) continue;
      const { width, height } = element.getBoundingClientRect();
      const field = element.matches('input, select, textarea');
      const bigEnough = field ? height >= 36 : (width >= 44 && height >= 40) || inRunningText(element);
      if (!bigEnough) found.push(`${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30)}" ${Math.round(width)}×${Math.round(height)}`);
    }
    return found;
  });
}
