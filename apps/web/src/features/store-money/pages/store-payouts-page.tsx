/**
 * `/store/payouts`: the store's balance (or what it owes), the next weekly settlement, the payout history with each
 * payout's statement, and the payout account with the form that changes it.
 */
import { formatIndianDate } from '@dawanow/shared/dates';
import { formatRupees } from '@dawanow/shared/money';
import type { TStorePayouts } from '@dawanow/shared/payouts/payouts';
import type { InfiniteData } from '@tanstack/react-query';
import { useStorePanelText } from '@/app/layouts/store-panel/text';
import { AnalyticsState } from '@/components/analytics/analytics-state';
import { Figure } from '@/components/analytics/figure';
import { PagedList } from '@/components/data-table/paged-list';
import { SectionCard } from '@/components/orders/section-card';
import { useStorePayouts } from '../api';
import { BankAccount } from '../components/bank-account';
import { MoneyScreen } from '../components/money-screen';
import { PayoutHistory } from '../components/payout-history';
import { settlementRhythm } from '../money-terms';

type TPayoutsQuery = ReturnType<typeof useStorePayouts>;

function Balance({ summary }: { summary: TStorePayouts }) {
  const { t } = useStorePanelText();
  const { balancePaise, inTransferPaise, next } = summary;
  const inTransfer =
    inTransferPaise > 0 ? t('money.payouts.inTransfer', { amount: formatRupees(inTransferPaise) }) : '';
  const held = next.heldOrders > 0 ? t('money.payouts.held', { count: next.heldOrders }) : '';
  return (
    <div className="space-y-3">
      <dl className="grid gap-3 sm:grid-cols-2">
        <Figure
          label={t('money.payouts.balance')}
          value={formatRupees(balancePaise)}
          hint={
            balancePaise < 0
              ? t('money.payouts.owe', { amount: formatRupees(-balancePaise), inTransfer })
              : t('money.payouts.owed', { inTransfer })
          }
        />
        <Figure
          label={t('money.payouts.next', { date: formatIndianDate(next.settlementDate) })}
          value={formatRupees(next.amountPaise)}
          hint={
            next.balancePaise < 0
              ? t('money.payouts.nothingPaid', { amount: formatRupees(-next.balancePaise), held })
              : t('money.payouts.forOrders', { date: formatIndianDate(next.deliveredBefore), held })
          }
        />
      </dl>
      <p className="text-sm text-slate-700">{settlementRhythm(t)}</p>
    </div>
  );
}

function Payouts({
  data,
  query,
  storeId,
}: {
  data: InfiniteData<TStorePayouts>;
  query: TPayoutsQuery;
  storeId: string;
}) {
  const { t } = useStorePanelText();
  const [summary] = data.pages;
  if (!summary) return null;
  const rows = data.pages.flatMap((page) => page.payouts);
  return (
    <div className="space-y-4">
      <SectionCard title={t('money.payouts.balance')}>
        <Balance summary={summary} />
      </SectionCard>
      <SectionCard title={t('money.payouts.account')}>
        <BankAccount storeId={storeId} account={summary.bankAccount} />
      </SectionCard>
      <SectionCard title={t('money.payouts.history')} className="space-y-3">
        <PagedList query={query} count={rows.length} noun={t('money.payouts.noun')} empty={t('money.payouts.empty')}>
          <PayoutHistory storeId={storeId} payouts={rows} />
        </PagedList>
      </SectionCard>
    </div>
  );
}

function PayoutsForStore({ storeId }: { storeId: string }) {
  const { t } = useStorePanelText();
  const payouts = useStorePayouts(storeId);
  return (
    <AnalyticsState
      result={payouts}
      errorMessage={t('money.payouts.loadError')}
      loadingLabel={t('money.payouts.loading')}
    >
      {(data) => <Payouts data={data} query={payouts} storeId={storeId} />}
    </AnalyticsState>
  );
}

export function StorePayoutsPage() {
  const { t } = useStorePanelText();
  return (
    <MoneyScreen title={t('money.payouts.title')} description={t('money.payouts.description')}>
      {(storeId) => <PayoutsForStore storeId={storeId} />}
    </MoneyScreen>
  );
}
