/*
 * Fetches the page's own scripts once it has painted (lib/http/scripts-after-paint.mjs marks them): after the
 * document is parsed, its first contentful paint, and its high-priority images (the largest paint's) are decoded.
 * A page whose paint never comes (a tab opened in the background) gets them after MAX_WAIT_MS anyway.
 * Each script is added in a task of its own, as `<script src async>`, which is also what React looks for before it
 * would add one of them again.
 */
(() => {
  const MAX_WAIT_MS = 3000;
  let started = false;

  const start = () => {
    if (started) return;
    started = true;
    for (const marker of document.querySelectorAll('script[type="text/x-after-paint"][data-src]')) {
      setTimeout(() => {
        const script = document.createElement('script');
        script.src = marker.dataset.src;
        script.setAttribute('async', '');
        document.head.appendChild(script);
      });
    }
  };

  const afterNextFrame = () => requestAnimationFrame(() => setTimeout(start));

  const decoded = (image) =>
    new Promise((settle) => {
      if (image.complete) settle();
      else {
        image.addEventListener('load', settle, { once: true });
        image.addEventListener('error', settle, { once: true });
      }
    }).then(() => image.decode().catch(() => undefined));

  const afterLargestPaint = () =>
    Promise.all([...document.querySelectorAll('img[fetchpriority="high"]')].map(decoded)).then(afterNextFrame);

  const afterFirstPaint = () => {
    if (performance.getEntriesByName('first-contentful-paint').length) return afterLargestPaint();
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return afterNextFrame();
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      afterLargestPaint();
    }).observe({ type: 'paint', buffered: true });
  };

  const whenParsed = () => {
    setTimeout(start, MAX_WAIT_MS);
    afterFirstPaint();
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', whenParsed, { once: true });
  else whenParsed();
})();
