import type { ReactNode } from 'react';

export function PageHeader({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) {
  return (
    // The same container as the page below it (max-w-6xl with px-4 inside), so the title lines up with the content.
    <header className="bg-brand-900 py-12 text-white">
      <div className="mx-auto max-w-6xl px-4">
        <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
        {intro ? <p className="mt-3 max-w-3xl text-lg text-brand-100">{intro}</p> : null}
        {children}
      </div>
    </header>
  );
}
