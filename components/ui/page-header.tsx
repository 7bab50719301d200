import type { ReactNode } from 'react';

export function PageHeader({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) {
  return (
    <header className="bg-brand-900 px-4 py-12 text-white">
      <div className="mx-auto max-w-6xl">
        <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
        {intro ? <p className="mt-3 max-w-3xl text-lg text-brand-100">{intro}</p> : null}
        {children}
      </div>
    </header>
  );
}
