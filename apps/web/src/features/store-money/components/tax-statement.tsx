import type { TEarnings, TMonthlyTaxStatement } from '@dawanow/shared/payouts/payouts';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '@/components/data-table/data-table';
import { moneyColumn } from '@/components/data-table/money-column';
import { Facts } from '@/components/ui/facts';
import { tdsRate } from '../money-terms';

const monthFormat = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "November 2026" from "2026-11" (a calendar month, already India's). */
const monthLabel = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));

const columns: ColumnDef<TMonthlyTaxStatement>[] = [
  {
    id: 'month',
    header: 'Month',
    cell: ({ row }) => <span className="whitespace-nowrap">{monthLabel(row.original.month)}</span>,
  },
  moneyColumn('suppliesTaxablePaise', 'Taxable supplies'),
  moneyColumn('returnsTaxablePaise', 'Returns'),
  moneyColumn('netTaxablePaise', 'Net taxable'),
  moneyColumn('tcsCgstPaise', 'TCS CGST'),
  moneyColumn('tcsSgstPaise', 'TCS SGST'),
  moneyColumn('tcsIgstPaise', 'TCS IGST'),
  moneyColumn('tdsBasePaise', 'TDS base'),
  moneyColumn('tdsPaise', 'TDS'),
];

function Party({ title, rows }: { title: string; rows: [string, string][] }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      <h3 className="mb-2 text-sm font-semibold text-slate-900">{title}</h3>
      <Facts rows={rows} />
    </div>
  );
}

/**
 * What a store matches in its returns: TCS per month as the marketplace files it in GSTR-8 (the store sees it in
 * GSTR-2X), TDS as it shows in Form 26AS, with both parties' registrations.
 */
export function TaxStatement({ earnings }: { earnings: TEarnings }) {
  const { marketplace, store } = earnings;
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Party
          title="Collected and deducted by"
          rows={[
            ['Name', marketplace.legalName],
            ['GSTIN', marketplace.gstin],
            ['TAN', marketplace.tan],
          ]}
        />
        <Party
          title="Your pharmacy"
          rows={[
            ['Name', store.name],
            ['GSTIN', store.gstin],
            ['PAN', store.pan ?? `Not on record, so TDS is ${tdsRate(false)}`],
          ]}
        />
      </div>
      {earnings.months.length === 0 ? (
        <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-700">No taxable supplies in this period.</p>
      ) : (
        <DataTable
          rows={earnings.months}
          columns={columns}
          rowId={(row) => row.month}
          caption="GST TCS and income-tax TDS by month"
          minWidth="min-w-[60rem]"
        />
      )}
    </div>
  );
}
