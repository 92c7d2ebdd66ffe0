/**
 * `/store/payouts`: the store's balance (or what it owes), the next weekly settlement, the payout history with each
 * payout's statement, and the payout account with the form that changes it.
 */
import { formatIndianDate } from '@dawanow/shared/dates';
import { formatRupees } from '@dawanow/shared/money';
import type { TStorePayouts } from '@dawanow/shared/payouts/payouts';
import type { InfiniteData } from '@tanstack/react-query';
import { AnalyticsState } from '@/components/analytics/analytics-state';
import { Figure } from '@/components/analytics/figure';
import { PagedList } from '@/components/data-table/paged-list';
import { SectionCard } from '@/components/orders/section-card';
import { useStorePayouts } from '../api';
import { BankAccount } from '../components/bank-account';
import { MoneyScreen } from '../components/money-screen';
import { PayoutHistory } from '../components/payout-history';
import { SETTLEMENT_RHYTHM } from '../money-terms';

type TPayoutsQuery = ReturnType<typeof useStorePayouts>;

function Balance({ summary }: { summary: TStorePayouts }) {
  const { balancePaise, inTransferPaise, next } = summary;
  const inTransfer = inTransferPaise > 0 ? ` ${formatRupees(inTransferPaise)} more is on its way to your bank.` : '';
  const held = next.heldOrders > 0 ? ` ${next.heldOrders} held by an open dispute.` : '';
  return (
    <div className="space-y-3">
      <dl className="grid gap-3 sm:grid-cols-2">
        <Figure
          label="Balance"
          value={formatRupees(balancePaise)}
          hint={
            balancePaise < 0
              ? `You owe ${formatRupees(-balancePaise)}; it comes off your next payout.${inTransfer}`
              : `Owed to you and not yet in a payout.${inTransfer}`
          }
        />
        <Figure
          label={`Next settlement, ${formatIndianDate(next.settlementDate)}`}
          value={formatRupees(next.amountPaise)}
          hint={
            next.balancePaise < 0
              ? `Nothing is paid: you owe ${formatRupees(-next.balancePaise)}, carried forward.${held}`
              : `For orders delivered before ${formatIndianDate(next.deliveredBefore)}.${held}`
          }
        />
      </dl>
      <p className="text-sm text-slate-700">{SETTLEMENT_RHYTHM}</p>
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
  const [summary] = data.pages;
  if (!summary) return null;
  const rows = data.pages.flatMap((page) => page.payouts);
  return (
    <div className="space-y-4">
      <SectionCard title="Balance">
        <Balance summary={summary} />
      </SectionCard>
      <SectionCard title="Payout account">
        <BankAccount storeId={storeId} account={summary.bankAccount} />
      </SectionCard>
      <SectionCard title="Payout history" className="space-y-3">
        <PagedList
          query={query}
          count={rows.length}
          noun="payouts"
          empty="No payout yet. Your first one comes in the weekly settlement after your first orders settle."
        >
          <PayoutHistory storeId={storeId} payouts={rows} />
        </PagedList>
      </SectionCard>
    </div>
  );
}

function PayoutsForStore({ storeId }: { storeId: string }) {
  const payouts = useStorePayouts(storeId);
  return (
    <AnalyticsState result={payouts} errorMessage="We could not load your payouts." loadingLabel="Loading payouts">
      {(data) => <Payouts data={data} query={payouts} storeId={storeId} />}
    </AnalyticsState>
  );
}

export function StorePayoutsPage() {
  return (
    <MoneyScreen title="Payouts" description="what reaches your bank, and when.">
      {(storeId) => <PayoutsForStore storeId={storeId} />}
    </MoneyScreen>
  );
}
