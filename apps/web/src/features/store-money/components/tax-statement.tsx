import type { TEarnings, TMonthlyTaxStatement } from '@dawanow/shared/payouts/payouts';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useStorePanelText } from '@/app/layouts/store-panel/text';
import { DataTable } from '@/components/data-table/data-table';
import { moneyColumn } from '@/components/data-table/money-column';
import { Facts } from '@/components/ui/facts';
import { tdsRate } from '../money-terms';

const monthFormat = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "November 2026" from "2026-11" (a calendar month, already India's). */
const monthLabel = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));

const columnsOf = (t: TFunction<'store-panel'>): ColumnDef<TMonthlyTaxStatement>[] => [
  {
    id: 'month',
    header: t('money.tax.columns.month'),
    cell: ({ row }) => <span className="whitespace-nowrap">{monthLabel(row.original.month)}</span>,
  },
  moneyColumn('suppliesTaxablePaise', t('money.tax.columns.supplies')),
  moneyColumn('returnsTaxablePaise', t('money.tax.columns.returns')),
  moneyColumn('netTaxablePaise', t('money.tax.columns.net')),
  moneyColumn('tcsCgstPaise', t('money.tax.columns.cgst')),
  moneyColumn('tcsSgstPaise', t('money.tax.columns.sgst')),
  moneyColumn('tcsIgstPaise', t('money.tax.columns.igst')),
  moneyColumn('tdsBasePaise', t('money.tax.columns.tdsBase')),
  moneyColumn('tdsPaise', t('money.tax.columns.tds')),
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
  const { t } = useStorePanelText();
  const { marketplace, store } = earnings;
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Party
          title={t('money.tax.marketplace')}
          rows={[
            [t('money.tax.name'), marketplace.legalName],
            [t('money.tax.gstin'), marketplace.gstin],
            [t('money.tax.tan'), marketplace.tan],
          ]}
        />
        <Party
          title={t('money.tax.store')}
          rows={[
            [t('money.tax.name'), store.name],
            [t('money.tax.gstin'), store.gstin],
            [t('money.tax.pan'), store.pan ?? t('money.tax.noPan', { rate: tdsRate(false) })],
          ]}
        />
      </div>
      {earnings.months.length === 0 ? (
        <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-700">{t('money.tax.empty')}</p>
      ) : (
        <DataTable
          rows={earnings.months}
          columns={columnsOf(t)}
          rowId={(row) => row.month}
          caption={t('money.tax.caption')}
          minWidth="min-w-[60rem]"
        />
      )}
    </div>
  );
}
