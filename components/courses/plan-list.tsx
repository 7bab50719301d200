import type { LibraryPlan } from '@/lib/data/courses';

export interface PlanListLabels {
  heading: string;
  period: Record<LibraryPlan['kind'], string>;
  includes: string[];
  /** The last lines, per plan: how it renews and ends (a subscription until cancelled in My Account; lifetime once). */
  terms: Record<LibraryPlan['kind'], string[]>;
  /** What a plan saves against another, computed from their prices (the annual plan), by plan id. */
  savings: Record<number, string>;
}

/** The three library-wide plans and what each includes; choosing one leads to the course page's buy section. */
export function PlanList({ plans, prices, labels, children }: { plans: LibraryPlan[]; prices: Record<number, string>; labels: PlanListLabels; children?: (plan: LibraryPlan) => React.ReactNode }) {
  if (plans.length === 0) return null;
  return (
    <section aria-labelledby="plans-title">
      <h2 id="plans-title" className="text-2xl font-semibold">{labels.heading}</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-3" data-testid="plan-list">
        {plans.map((plan) => (
          <li key={plan.id} className="flex flex-col rounded-lg border border-slate-200 p-4">
            <h3 className="font-semibold">{plan.name}</h3>
            <p className="mt-1">
              <span className="text-2xl font-bold">{prices[plan.id]}</span> <span className="text-slate-700">{labels.period[plan.kind]}</span>
            </p>
            {plan.description ? <p className="mt-1 text-sm text-slate-700">{plan.description}</p> : null}
            {labels.savings[plan.id] ? <p className="mt-2 text-sm font-semibold text-green-800" data-testid="plan-saving">{labels.savings[plan.id]}</p> : null}
            <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-800">
              {[...labels.includes, ...labels.terms[plan.kind]].map((line) => <li key={line}>{line}</li>)}
            </ul>
            {children ? <div className="mt-4">{children(plan)}</div> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
