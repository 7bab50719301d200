import type { ReactNode } from 'react';
import { PageHeader } from './page-header';

/** A legal text page: heading, last update, numbered sections. */
export function Policy({ title, updated, sections }: { title: string; updated: string; sections: { title: string; body: ReactNode }[] }) {
  return (
    <>
      <PageHeader title={title} intro={updated} />
      <div className="mx-auto max-w-3xl space-y-8 px-4 py-10">
        {sections.map((section, i) => (
          <section key={section.title}>
            <h2 className="text-xl font-semibold">
              {i + 1}. {section.title}
            </h2>
            <p className="mt-2 leading-relaxed text-slate-700">{section.body}</p>
          </section>
        ))}
      </div>
    </>
  );
}
