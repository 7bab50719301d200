'use client';

import { useState, useTransition } from 'react';
import { saveProgressAction } from './actions';

/** "Mark as done": kept in the account (the saved position stays); the syllabus shows it after the next render. */
export function MarkDoneButton({ lessonId, done, labels }: { lessonId: number; done: boolean; labels: { mark: string; done: string } }) {
  const [isDone, setDone] = useState(done);
  const [pending, startTransition] = useTransition();
  if (isDone) return <p role="status" className="font-semibold text-green-800" data-testid="lesson-done">✓ {labels.done}</p>;
  return (
    <button
      type="button"
      disabled={pending}
      onClick={() => startTransition(async () => setDone((await saveProgressAction(lessonId, 0, true).catch(() => null)) === true))}
      className="min-h-11 rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
    >
      {labels.mark}
    </button>
  );
}
