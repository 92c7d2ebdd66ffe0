import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A table's column header; with `onSort`, a button that sorts by the column, the arrow showing the order in
 * force (`direction`, null when another column sorts) and `aria-sort` telling screen readers.
 */
export function SortableHeader({
  label,
  direction,
  onSort,
}: {
  label: ReactNode;
  direction: 'asc' | 'desc' | null;
  onSort?: (() => void) | undefined;
}) {
  return (
    <th
      scope="col"
      className="px-3 py-2 font-semibold"
      aria-sort={direction ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      {onSort ? (
        <button
          type="button"
          onClick={onSort}
          className="inline-flex min-h-9 items-center gap-1 uppercase hover:text-slate-900"
        >
          {label}
          {direction === 'asc' ? (
            <ArrowUp className="h-3.5 w-3.5" aria-hidden="true" />
          ) : direction === 'desc' ? (
            <ArrowDown className="h-3.5 w-3.5" aria-hidden="true" />
          ) : (
            <ArrowUpDown className="h-3.5 w-3.5 text-slate-400" aria-hidden="true" />
          )}
        </button>
      ) : (
        label
      )}
    </th>
  );
}
