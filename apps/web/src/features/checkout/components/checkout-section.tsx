import type { ReactNode } from 'react';

/** One step of checkout: a numbered heading that screen readers can jump between. */
export function CheckoutSection({ step, title, children }: { step: number; title: string; children: ReactNode }) {
  const headingId = `checkout-step-${step}`;
  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h2 id={headingId} className="mb-3 flex items-center gap-2 text-lg font-semibold text-slate-900">
        <span
          aria-hidden="true"
          className="flex h-7 w-7 items-center justify-center rounded-full bg-brand-700 text-sm text-white"
        >
          {step}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The look of a radio option card; the input itself stays visually hidden but focusable. */
export const optionCardClasses =
  'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg p-3 ring-1 ring-slate-300 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-700 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700 has-disabled:cursor-not-allowed has-disabled:bg-slate-50 has-disabled:text-slate-500';
