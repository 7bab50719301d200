'use client';

import { useEffect, useRef } from 'react';

/**
 * The review service's container and script. Rendered only once third-party content is allowed; the script is
 * added when the footer comes near the viewport, so a visitor who never scrolls down never loads it.
 */
export function ReviewWidgetEmbed({ scriptUrl, widgetId, lang }: { scriptUrl: string; widgetId: string; lang: string }) {
  const containerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        if (document.querySelector(`script[data-review-widget="${CSS.escape(scriptUrl)}"]`)) return;
        const script = document.createElement('script');
        script.src = scriptUrl;
        script.async = true;
        script.dataset.reviewWidget = scriptUrl;
        document.body.appendChild(script);
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(container);
    return () => observer.disconnect();
  }, [scriptUrl]);
  return (
    <div ref={containerRef} className="review-widget mx-auto mt-3 min-h-32 max-w-xl" data-testid="review-widget" data-widget-id={widgetId || undefined} data-locale={lang} />
  );
}
