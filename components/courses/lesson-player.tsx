'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { clock } from '@/lib/courses/catalogue';

export interface PlayerLabels {
  label: string;
  speed: string;
  keys: string;
  resumed: string;
}

export interface CaptionTrack {
  lang: 'en' | 'es';
  label: string;
  src: string;
}

const SPEEDS = [0.75, 1, 1.25, 1.5, 2];
const SAVE_EVERY_MS = 10_000;

/**
 * An HTML5 player: the browser's own controls (keyboard accessible), captions in both languages (the page's
 * language on by default), playback speed, shortcuts (Space/K, arrows, C) and resume at the last position: the
 * account's when signed in (saved through `onPosition`), otherwise this browser's.
 */
export function LessonPlayer({ src, captions, lang, startAt = 0, storageKey, onPosition, labels, autoPlay = false }: {
  src: string;
  captions: CaptionTrack[];
  lang: 'en' | 'es';
  startAt?: number;
  storageKey: string;
  onPosition?: (seconds: number) => Promise<unknown>;
  labels: PlayerLabels;
  /** Started by the visitor's own click (the preview's play button): plays at once and takes the focus. */
  autoPlay?: boolean;
}) {
  const id = useId();
  const video = useRef<HTMLVideoElement>(null);
  const lastSaved = useRef(0);
  const saving = useRef<Promise<unknown>>(Promise.resolve());
  const [speed, setSpeed] = useState(1);
  const [resumedAt, setResumedAt] = useState<number | null>(null);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const stored = Number(globalThis.localStorage?.getItem(storageKey) ?? 0);
    const resumeAt = Math.max(startAt, onPosition ? 0 : Number.isFinite(stored) ? stored : 0);
    const seek = () => {
      if (resumeAt > 1 && resumeAt < (element.duration || Infinity) - 1) {
        element.currentTime = resumeAt;
        setResumedAt(resumeAt);
      }
    };
    if (element.readyState >= 1) seek();
    else element.addEventListener('loadedmetadata', seek, { once: true });
    return () => element.removeEventListener('loadedmetadata', seek);
  }, [startAt, storageKey, onPosition]);

  useEffect(() => {
    if (!autoPlay) return;
    video.current?.focus();
    // The click that asked for it lets it play with sound; a browser that still refuses leaves the controls to it.
    video.current?.play().catch(() => undefined);
  }, [autoPlay]);

  const save = (force: boolean) => {
    const element = video.current;
    if (!element) return;
    const now = Date.now();
    if (!force && now - lastSaved.current < SAVE_EVERY_MS) return;
    lastSaved.current = now;
    const position = Math.floor(element.currentTime);
    try {
      globalThis.localStorage?.setItem(storageKey, String(position));
    } catch {
      // Storage may be full or disabled: the account still keeps the position.
    }
    // One save at a time, in order: a slow earlier save must never land after a later one and rewind the position.
    if (onPosition) saving.current = saving.current.then(() => onPosition(position)).catch(() => undefined);
  };

  const onKey = (event: React.KeyboardEvent) => {
    const element = video.current;
    if (!element || event.target instanceof HTMLSelectElement) return;
    const key = event.key.toLowerCase();
    if (key === 'k' || (key === ' ' && event.target !== element)) {
      event.preventDefault();
      if (element.paused) void element.play();
      else element.pause();
    } else if (key === 'arrowleft' || key === 'arrowright') {
      event.preventDefault();
      element.currentTime = Math.max(0, element.currentTime + (key === 'arrowleft' ? -5 : 5));
    } else if (key === 'c') {
      const tracks = Array.from(element.textTracks);
      const showing = tracks.some((t) => t.mode === 'showing');
      for (const t of tracks) t.mode = !showing && t.language === lang ? 'showing' : 'disabled';
    }
  };

  return (
    <div className="space-y-2" onKeyDown={onKey}>
      <video
        ref={video}
        controls
        preload="metadata"
        playsInline
        crossOrigin="anonymous"
        aria-label={labels.label}
        aria-describedby={`${id}-keys`}
        className="aspect-video w-full rounded-lg bg-black"
        onTimeUpdate={() => save(false)}
        onPause={() => save(true)}
        onEnded={() => save(true)}
        data-testid="lesson-video"
      >
        <source src={src} type="video/webm" />
        {captions.map((track) => (
          <track key={track.lang} kind="captions" srcLang={track.lang} label={track.label} src={track.src} default={track.lang === lang} />
        ))}
      </video>
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <label className="flex items-center gap-2">
          {labels.speed}
          <select
            value={speed}
            onChange={(e) => {
              const value = Number(e.target.value);
              setSpeed(value);
              if (video.current) video.current.playbackRate = value;
            }}
            className="min-h-11 rounded-md border border-slate-400 bg-white px-2"
          >
            {SPEEDS.map((s) => <option key={s} value={s}>{s}×</option>)}
          </select>
        </label>
        {resumedAt !== null ? <p role="status" data-testid="resumed-at">{labels.resumed.replace('{time}', clock(resumedAt))}</p> : null}
      </div>
      <p id={`${id}-keys`} className="text-sm text-slate-700">{labels.keys}</p>
    </div>
  );
}
