/** What each colour of a chart stands for: [colour, label] pairs under the chart. */
export function Legend({ items }: { items: [string, string][] }) {
  return (
    <p className="mt-2 flex flex-wrap gap-4 text-xs text-slate-700">
      {items.map(([color, label]) => (
        <span key={label} className="flex items-center gap-1.5">
          <span className="h-3 w-3 rounded-sm" style={{ backgroundColor: color }} aria-hidden="true" /> {label}
        </span>
      ))}
    </p>
  );
}
