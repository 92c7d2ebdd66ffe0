import { formatRupees } from '@dawanow/shared/money';
import type { ColumnDef } from '@tanstack/react-table';

/** The keys of a row that hold whole paise. */
type TPaiseKey<TRow> = { [K in keyof TRow]: TRow[K] extends number ? K : never }[keyof TRow] & string;

/** An amount in rupees inside a table: figures line up and never break across lines. */
export function Rupees({ paise }: { paise: number }) {
  return <span className="whitespace-nowrap tabular-nums">{formatRupees(paise)}</span>;
}

/** A column of rupees read from a row's paise, sortable by the amount where the table sorts. */
export function moneyColumn<TRow>(key: TPaiseKey<TRow>, header: string): ColumnDef<TRow> {
  const paiseOf = (row: TRow) => row[key] as number;
  return { id: key, header, accessorFn: paiseOf, cell: ({ row }) => <Rupees paise={paiseOf(row.original)} /> };
}
