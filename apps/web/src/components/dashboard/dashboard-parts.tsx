/** The building blocks of the store and admin dashboards: figures, titled lists with a count, and links to a queue. */
import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePanelText } from '@/components/panel-text';

export function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{value}</dd>
      {hint && <dd className="mt-0.5 text-xs text-slate-600">{hint}</dd>}
    </div>
  );
}

export function DashboardPanel({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  const id = `dashboard-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h2 id={id} className="flex items-center gap-2 font-semibold text-slate-900">
        {title}
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">{count}</span>
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export function OrderRow({ to, number, children }: { to: string; number: string; children: ReactNode }) {
  const { t } = usePanelText();
  return (
    <li aria-label={t('dashboard.order', { number })}>
      <Link
        to={to}
        className="flex min-h-11 flex-wrap items-center justify-between gap-2 rounded-lg px-2 py-2 hover:bg-slate-50"
      >
        <span className="font-medium text-slate-900">{number}</span>
        <span className="flex items-center gap-2">
          {children}
          <ChevronRight className="h-4 w-4 text-slate-500" aria-hidden="true" />
        </span>
      </Link>
    </li>
  );
}

export function AlertLink({ to, icon, label, count }: { to: string; icon: ReactNode; label: string; count: number }) {
  return (
    <Link
      to={to}
      className="flex min-h-14 items-center gap-3 rounded-xl bg-white px-4 py-3 ring-1 ring-slate-200 hover:ring-brand-600"
    >
      {icon}
      <span className="flex-1 text-sm text-slate-800">{label}</span>
      <span className="text-xl font-bold text-slate-900 tabular-nums">{count}</span>
      <ChevronRight className="h-4 w-4 text-slate-500" aria-hidden="true" />
    </Link>
  );
}
