'use client';

import { useRouter } from 'next/navigation';
import { startTransition, useEffect } from 'react';
import { useErrorTexts } from '@/components/layout/error-texts';

export default function SegmentError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const texts = useErrorTexts();
  const router = useRouter();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <section role="alert" className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">{texts.heading}</h1>
      <button type="button" onClick={() =>
          startTransition(() => {
            // A server-rendered segment must be fetched again, not only re-rendered.
            router.refresh();
            reset();
          })
        } className="mt-6 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">
        {texts.retry}
      </button>
    </section>
  );
}
