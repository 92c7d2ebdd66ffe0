/** The header row of a plain (unsorted) table: one column head per label. */
export function ColumnHeads({ columns }: { columns: readonly string[] }) {
  return (
    <thead className="border-b border-slate-200 text-xs text-slate-600 uppercase">
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col" className="py-2 pr-4 font-semibold">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
