import type { ReactNode } from 'react';

/** A setting of the profile's personal tab, under the details form: a card with its heading */
export function SettingSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-6 space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h2 id={id} className="text-lg font-semibold">
        {heading}
      </h2>
      {children}
    </section>
  );
}
