/**
 * `/admin/payouts/reconciliation`: every pharmacy's ledger summed by kind, with the check that it adds up —
 * sales − deductions − refunds − cash ± adjustments − payouts = balance — and the totals, for one city or all.
 */
import { formatRupees } from '@dawanow/shared/money';
import type { TReconciliation } from '@dawanow/shared/payouts/payouts';
import type { ColumnDef } from '@tanstack/react-table';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { CityFilter } from '@/components/admin/store-picker';
import { Figure } from '@/components/analytics/figure';
import { DataTable } from '@/components/data-table/data-table';
import { moneyColumn } from '@/components/data-table/money-column';
import { PagedList } from '@/components/data-table/paged-list';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { useReconciliation } from '../api';
import { pharmacyColumn } from '../components/payouts-table';

type TRow = TReconciliation['rows'][number];

function Balanced({ isBalanced }: { isBalanced: boolean }) {
  return isBalanced ? (
    <span className="inline-flex items-center gap-1 text-brand-800">
      <CheckCircle2 className="h-4 w-4" aria-hidden="true" /> Balanced
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 font-semibold text-red-800">
      <XCircle className="h-4 w-4" aria-hidden="true" /> Does not add up
    </span>
  );
}

const columns: ColumnDef<TRow>[] = [
  pharmacyColumn(),
  moneyColumn('salesPaise', 'Sales'),
  moneyColumn('deductionsPaise', 'Deductions'),
  moneyColumn('refundsPaise', 'Refunds'),
  moneyColumn('cashCollectedPaise', 'Cash'),
  moneyColumn('adjustmentsPaise', 'Adjustments'),
  moneyColumn('payoutsPaise', 'Payouts'),
  moneyColumn('balancePaise', 'Balance'),
  moneyColumn('nextPayoutPaise', 'Next payout'),
  { id: 'balanced', header: 'Check', cell: ({ row }) => <Balanced isBalanced={row.original.balanced} /> },
];

function Totals({ totals }: { totals: TReconciliation['totals'] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      <Figure label="Sales" value={formatRupees(totals.salesPaise)} />
      <Figure label="Deductions" value={formatRupees(totals.deductionsPaise)} hint="Commission, its GST, TCS, TDS" />
      <Figure label="Refunds" value={formatRupees(totals.refundsPaise)} />
      <Figure label="Cash collected" value={formatRupees(totals.cashCollectedPaise)} />
      <Figure label="Adjustments" value={formatRupees(totals.adjustmentsPaise)} />
      <Figure label="Paid out" value={formatRupees(totals.payoutsPaise)} />
      <Figure label="Balance owed" value={formatRupees(totals.balancePaise)} />
      <Figure
        label="Next settlement pays"
        value={formatRupees(totals.nextPayoutPaise)}
        hint="Orders past the 7-day window, if it ran now"
      />
      <div className="rounded-lg bg-slate-50 p-3">
        <dt className="text-sm text-slate-700">Check</dt>
        <dd className="mt-1 text-base">
          <Balanced isBalanced={totals.balanced} />
        </dd>
      </div>
    </dl>
  );
}

export function AdminReconciliationPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const city = searchParams.get('city')?.trim() || undefined;
  const list = useReconciliation(city);
  const first = list.data?.pages[0];
  const rows = list.data?.pages.flatMap((page) => page.rows) ?? [];
  return (
    <div className="space-y-4">
      <PageHeader
        title="Reconciliation"
        description="Each pharmacy’s ledger: sales − deductions − refunds − cash collected ± adjustments − payouts = balance."
      >
        <ButtonLink to="/admin/payouts" variant="ghost">
          Back to payouts
        </ButtonLink>
      </PageHeader>
      <form
        aria-label="Filter by city"
        className="max-w-xs"
        onChange={(event) => {
          const picked = String(new FormData(event.currentTarget).get('city') ?? '');
          setSearchParams(picked ? { city: picked } : {});
        }}
        onSubmit={(event) => event.preventDefault()}
      >
        <CityFilter value={city} />
      </form>
      {first && (
        <section aria-label={city ? `Totals in ${city}` : 'Totals in every city'}>
          <Totals totals={first.totals} />
        </section>
      )}
      <PagedList query={list} count={rows.length} noun="pharmacies" empty="No pharmacy has ledger entries yet.">
        <DataTable
          rows={rows}
          columns={columns}
          rowId={(row) => row.storeId}
          caption="Ledger of each pharmacy"
          minWidth="min-w-[60rem]"
        />
      </PagedList>
    </div>
  );
}
