'use client';

import { useState } from 'react';
import { LessonPlayer } from './lesson-player';

/**
 * A course page's free preview: a play button in the video's place until the visitor asks for it, then the player,
 * playing and focused. The browser's own video controls are a shadow tree whose styles cost a phone two long tasks
 * at load (about 300 ms of style work at Lighthouse's 4x CPU slowdown), for a preview most visitors never start.
 */
export function PreviewPlayer({ play, duration, ...player }: Parameters<typeof LessonPlayer>[0] & { play: string; duration: string }) {
  const [started, setStarted] = useState(false);
  if (started) return <LessonPlayer {...player} autoPlay />;
  return (
    <button
      type="button"
      onClick={() => setStarted(true)}
      className="flex aspect-video w-full flex-col items-center justify-center gap-2 rounded-lg bg-slate-900 text-white hover:bg-slate-800"
      data-testid="preview-start"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-16 rounded-full bg-white/20 p-4">
        <path d="M8 5v14l11-7z" fill="currentColor" />
      </svg>
      <span className="text-lg font-semibold">{play}</span>
      <span className="text-sm text-slate-200">{duration}</span>
    </button>
  );
}
