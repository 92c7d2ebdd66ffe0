/**
 * The panels' data table: TanStack Table's rows and columns with sortable headers (`SortableHeader`), a caption
 * for screen readers, and sideways scrolling on phones rather than squeezed columns. Which column sorts, and in
 * which order, is the caller's (usually the address's) state; a table without `onSort` keeps its rows' order.
 */
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import { SortableHeader } from '@/components/ui/sortable-header';

export function DataTable<TRow>({
  rows,
  columns,
  rowId,
  caption,
  sorting = [],
  onSort,
  isSortedByServer = false,
  minWidth = 'min-w-[48rem]',
  maxRows,
}: {
  rows: TRow[];
  // biome-ignore lint/suspicious/noExplicitAny: each column's value type differs; TanStack's own tables take `any` here
  columns: ColumnDef<TRow, any>[];
  rowId: (row: TRow) => string;
  caption: string;
  sorting?: SortingState;
  onSort?: (columnId: string) => void;
  /** The rows arrive in the sort order already (the server sorted them): the table keeps their order */
  isSortedByServer?: boolean;
  minWidth?: string;
  /** Shows only the first rows in the current sort (a long table the caller lets people open up) */
  maxRows?: number;
}) {
  const table = useReactTable({
    data: rows,
    columns,
    state: { sorting },
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    manualSorting: isSortedByServer,
    getRowId: rowId,
    manualPagination: true,
  });
  return (
    <div className="overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200">
      <table className={`w-full ${minWidth} text-left text-sm`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs text-slate-700 uppercase">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                return (
                  <SortableHeader
                    key={header.id}
                    label={flexRender(header.column.columnDef.header, header.getContext())}
                    direction={sorted === false ? null : sorted}
                    onSort={onSort && header.column.getCanSort() ? () => onSort(header.column.id) : undefined}
                  />
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-slate-100">
          {table
            .getRowModel()
            .rows.slice(0, maxRows)
            .map((row) => (
              <tr key={row.id} className="align-top">
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className="px-3 py-3">
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
        </tbody>
      </table>
    </div>
  );
}
