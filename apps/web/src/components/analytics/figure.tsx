/** One figure of an analytics card: a label, the value large, and what it is made of. */
export function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="mt-1 text-xl font-bold text-slate-900 tabular-nums">{value}</dd>
      {hint && <dd className="mt-0.5 text-xs text-slate-600">{hint}</dd>}
    </div>
  );
}
