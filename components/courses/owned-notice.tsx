'use client';

import { useEffect, useState } from 'react';
import { loadAuth, useAuth } from '@/components/auth/auth-state';

/**
 * The one personal part of a course page: once the visitor's own session says they may watch every lesson, the
 * buy box is replaced by "start the course". The page's HTML stays the same for everyone, and a visitor without a
 * session never loads supabase-js for it (the shared auth state decides, as the header does).
 */
export function OwnedNotice({ courseId, text, startHref, startLabel, children }: { courseId: number; text: string; startHref: string; startLabel: string; children: React.ReactNode }) {
  const { status, user } = useAuth();
  const userId = status === 'signedIn' ? (user?.id ?? null) : null;
  const [ownedBy, setOwnedBy] = useState<string | null>(null);
  useEffect(() => {
    if (!userId) return;
    let live = true;
    void loadAuth()
      .then((supabase) => supabase.rpc('course_access', { course_id: courseId }))
      .then(({ data }) => {
        if (live && data === true) setOwnedBy(userId);
      })
      // Unknown access leaves the buy box in place; the order is checked again on the server.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [courseId, userId]);
  if (!userId || ownedBy !== userId) return <>{children}</>;
  return (
    <div className="grid gap-3" data-testid="course-owned">
      <p className="font-medium text-green-900">{text}</p>
      <a href={startHref} className="min-h-11 rounded-md bg-brand-700 px-4 py-3 text-center font-semibold text-white">{startLabel}</a>
    </div>
  );
}
