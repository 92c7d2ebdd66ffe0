/**
 * `/admin/payouts/reconciliation`: every pharmacy's ledger summed by kind, with the check that it adds up —
 * sales − deductions − refunds − cash ± adjustments − payouts = balance — and the totals, for one city or all.
 */
import { formatRupees } from '@dawanow/shared/money';
import type { TReconciliation } from '@dawanow/shared/payouts/payouts';
import type { ColumnDef } from '@tanstack/react-table';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { type TAdminPanelT, useAdminPanelText } from '@/app/layouts/admin-panel/text';
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
  const { t } = useAdminPanelText();
  return isBalanced ? (
    <span className="inline-flex items-center gap-1 text-brand-800">
      <CheckCircle2 className="h-4 w-4" aria-hidden="true" /> {t('payouts.balanced.balanced')}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 font-semibold text-red-800">
      <XCircle className="h-4 w-4" aria-hidden="true" /> {t('payouts.balanced.doesNotAddUp')}
    </span>
  );
}

const ledgerColumns = (t: TAdminPanelT): ColumnDef<TRow>[] => [
  pharmacyColumn(t),
  moneyColumn('salesPaise', t('payouts.ledger.sales')),
  moneyColumn('deductionsPaise', t('payouts.ledger.deductions')),
  moneyColumn('refundsPaise', t('payouts.ledger.refunds')),
  moneyColumn('cashCollectedPaise', t('payouts.ledger.cash')),
  moneyColumn('adjustmentsPaise', t('payouts.ledger.adjustments')),
  moneyColumn('payoutsPaise', t('payouts.ledger.payouts')),
  moneyColumn('balancePaise', t('payouts.ledger.balance')),
  moneyColumn('nextPayoutPaise', t('payouts.ledger.nextPayout')),
  {
    id: 'balanced',
    header: t('payouts.ledger.check'),
    cell: ({ row }) => <Balanced isBalanced={row.original.balanced} />,
  },
];

function Totals({ totals }: { totals: TReconciliation['totals'] }) {
  const { t } = useAdminPanelText();
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      <Figure label={t('payouts.totals.sales')} value={formatRupees(totals.salesPaise)} />
      <Figure
        label={t('payouts.totals.deductions')}
        value={formatRupees(totals.deductionsPaise)}
        hint={t('payouts.totals.commissionItsGstTcs')}
      />
      <Figure label={t('payouts.totals.refunds')} value={formatRupees(totals.refundsPaise)} />
      <Figure label={t('payouts.totals.cashCollected')} value={formatRupees(totals.cashCollectedPaise)} />
      <Figure label={t('payouts.totals.adjustments')} value={formatRupees(totals.adjustmentsPaise)} />
      <Figure label={t('payouts.totals.paidOut')} value={formatRupees(totals.payoutsPaise)} />
      <Figure label={t('payouts.totals.balanceOwed')} value={formatRupees(totals.balancePaise)} />
      <Figure
        label={t('payouts.totals.nextSettlementPays')}
        value={formatRupees(totals.nextPayoutPaise)}
        hint={t('payouts.totals.ordersPastThe7')}
      />
      <div className="rounded-lg bg-slate-50 p-3">
        <dt className="text-sm text-slate-700">{t('payouts.totals.check')}</dt>
        <dd className="mt-1 text-base">
          <Balanced isBalanced={totals.balanced} />
        </dd>
      </div>
    </dl>
  );
}

export function AdminReconciliationPage() {
  const { t } = useAdminPanelText();
  const [searchParams, setSearchParams] = useSearchParams();
  const city = searchParams.get('city')?.trim() || undefined;
  const list = useReconciliation(city);
  const first = list.data?.pages[0];
  const rows = list.data?.pages.flatMap((page) => page.rows) ?? [];
  return (
    <div className="space-y-4">
      <PageHeader
        title={t('payouts.reconciliationPage.reconciliation')}
        description={t('payouts.reconciliationPage.eachPharmacySLedger')}
      >
        <ButtonLink to="/admin/payouts" variant="ghost">
          {t('payouts.reconciliationPage.backToPayouts')}
        </ButtonLink>
      </PageHeader>
      <form
        aria-label={t('payouts.reconciliationPage.filterByCity')}
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
        <section
          aria-label={
            city ? t('payouts.reconciliationPage.totalsIn', { city }) : t('payouts.reconciliationPage.totalsEverywhere')
          }
        >
          <Totals totals={first.totals} />
        </section>
      )}
      <PagedList
        query={list}
        count={rows.length}
        noun={t('payouts.reconciliationPage.noun')}
        empty={t('payouts.reconciliationPage.noPharmacyHasLedger')}
      >
        <DataTable
          rows={rows}
          columns={ledgerColumns(t)}
          rowId={(row) => row.storeId}
          caption={t('payouts.reconciliationPage.ledgerOfEachPharmacy')}
          minWidth="min-w-[60rem]"
        />
      </PagedList>
    </div>
  );
}
