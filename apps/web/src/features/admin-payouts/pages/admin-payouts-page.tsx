/**
 * `/admin/payouts`: the weekly settlements to pharmacies. What waits in each state, the settlement's schedule and
 * a run on demand, payouts filtered by state, settlement day and pharmacy (in the address), a batch approved to
 * the payout provider, a hand-made transfer recorded with its UTR or a failed one marked, and adjustments.
 */
import { formatIndianDate, formatIndianDateTime } from '@dawanow/shared/dates';
import { formatRupees } from '@dawanow/shared/money';
import {
  PAYOUT_STATUSES,
  type TAdminPayout,
  type TAdminPayouts,
  type ZApprovePayoutsResult,
  ZPayoutFailed,
} from '@dawanow/shared/payouts/payouts';
import { useState } from 'react';
import type { z } from 'zod';
import { useAdminPanelText } from '@/app/layouts/admin-panel/text';
import { useStoreFilter } from '@/components/admin/store-picker';
import { Figure } from '@/components/analytics/figure';
import { PagedList } from '@/components/data-table/paged-list';
import { Button, ButtonLink } from '@/components/ui/button';
import { FilterForm } from '@/components/ui/filter-form';
import { InputField } from '@/components/ui/form-field';
import { PageHeader } from '@/components/ui/page-header';
import { SelectFilter } from '@/components/ui/select-filter';
import { WrittenReasonDialog } from '@/components/ui/written-reason-dialog';
import { toast } from '@/lib/toast';
import { useUrlFilters } from '@/lib/url-filters';
import { type TAdminPayoutFilters, useAdminPayouts, useApprovePayouts, useMarkFailed } from '../api';
import { AdjustmentButton } from '../components/adjustment-dialog';
import { isApprovable, PayoutsTable } from '../components/payouts-table';
import { RecordUtrDialog } from '../components/record-utr-dialog';
import { RunSettlement } from '../components/run-settlement';

/** `store` is the chosen pharmacy's name, kept beside its id so the field can show it; only the id is sent. */
const FILTER_KEYS = ['status', 'settlementDate', 'storeId', 'store'] as const;
type TFilters = Partial<Record<(typeof FILTER_KEYS)[number], string>>;

function Schedule({ first }: { first: TAdminPayouts }) {
  const { t } = useAdminPanelText();
  const { nextSettlement, lastRun } = first;
  return (
    <div className="space-y-1 text-sm text-slate-700">
      <p>
        {t('payouts.schedule.nextSettlementForOrders', {
          date: formatIndianDate(nextSettlement.settlementDate),
          before: formatIndianDate(nextSettlement.deliveredBefore),
        })}
      </p>
      {lastRun && (
        <p>
          {t(lastRun.finishedAt ? 'payouts.schedule.lastRunFinished' : 'payouts.schedule.lastRunRunning', {
            date: formatIndianDate(lastRun.settlementDate),
            finished: lastRun.finishedAt && formatIndianDateTime(lastRun.finishedAt),
            count: lastRun.payoutCount,
            amount: formatRupees(lastRun.totalPaise),
          })}
        </p>
      )}
      <p>{t(`payouts.providerNotes.${first.provider}`)}</p>
    </div>
  );
}

function Summary({ first }: { first: TAdminPayouts }) {
  const { t } = useAdminPanelText();
  const byStatus = new Map(first.summary.map((row) => [row.status, row]));
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {PAYOUT_STATUSES.map((status) => {
        const row = byStatus.get(status);
        return (
          <Figure
            key={status}
            label={t(`labels.payoutStatuses.${status}`)}
            value={formatRupees(row?.amountPaise ?? 0)}
            hint={t('payouts.summary.count', { count: row?.count ?? 0 })}
          />
        );
      })}
    </dl>
  );
}

function Filters({ filters, onApply }: { filters: TFilters; onApply: (form: FormData) => void }) {
  const { t } = useAdminPanelText();
  const store = useStoreFilter(filters, onApply);
  return (
    <FilterForm
      label={t('payouts.filters.findPayouts')}
      columns={3}
      submitLabel={t('payouts.filters.show')}
      onApply={store.onApply}
    >
      <SelectFilter
        label={t('payouts.filters.status')}
        name="status"
        value={filters.status}
        anyLabel={t('payouts.filters.anyStatus')}
        options={PAYOUT_STATUSES.map((status) => [status, t(`labels.payoutStatuses.${status}`)])}
      />
      <InputField
        label={t('payouts.filters.settlementDate')}
        name="settlementDate"
        type="date"
        defaultValue={filters.settlementDate ?? ''}
      />
      <div>{store.picker}</div>
    </FilterForm>
  );
}

type TApproval = z.infer<typeof ZApprovePayoutsResult>;

function ApprovalResult({ result }: { result: TApproval }) {
  const { t } = useAdminPanelText();
  return (
    <div role="status" className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800 ring-1 ring-slate-200">
      <p className="font-medium">
        {result.skipped.length > 0
          ? t('payouts.approvalResult.sentSkipped', { count: result.sent, skipped: result.skipped.length })
          : t('payouts.approvalResult.sent', { count: result.sent })}
      </p>
      {result.skipped.length > 0 && (
        <ul className="mt-1 list-disc pl-5">
          {result.skipped.map((skip) => (
            <li key={skip.payoutId}>
              {/* No name: the id sent matched no payout */}
              {t('payouts.approvalResult.skip', {
                store: skip.storeName ?? t('payouts.approvalResult.unlisted'),
                reason: skip.reason,
              })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function AdminPayoutsPage() {
  const { t } = useAdminPanelText();
  const { filters, formKey, apply } = useUrlFilters(FILTER_KEYS, { columns: [], fallback: [] });
  const { store: _name, ...query } = filters;
  const list = useAdminPayouts(query as TAdminPayoutFilters);
  const payouts = list.data?.pages.flatMap((page) => page.payouts) ?? [];
  const first = list.data?.pages[0];

  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [approval, setApproval] = useState<TApproval | null>(null);
  const [utrFor, setUtrFor] = useState<TAdminPayout | null>(null);
  const [failing, setFailing] = useState<TAdminPayout | null>(null);
  const approve = useApprovePayouts();
  const markFailed = useMarkFailed();

  // What is chosen among the payouts shown that can be sent: a choice left behind by another filter sends nothing.
  const chosen = payouts.filter((payout) => isApprovable(payout) && selected.has(payout.id));
  const onSelect = (ids: string[], isSelected: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (isSelected) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const onApprove = () =>
    approve.mutate(
      chosen.map((payout) => payout.id),
      {
        onSuccess: (result) => {
          setApproval(result);
          setSelected(new Set());
        },
        onError: (error) => toast.error(t('payouts.payoutsPage.payoutsNotApproved'), { description: error.message }),
      },
    );

  return (
    <div className="space-y-4">
      <PageHeader
        title={t('payouts.payoutsPage.payouts')}
        description={t('payouts.payoutsPage.weeklySettlementsOfPharmacies')}
      >
        <div className="flex flex-wrap gap-2">
          <RunSettlement />
          <AdjustmentButton />
          <ButtonLink to="/admin/payouts/reconciliation" variant="ghost">
            {t('payouts.payoutsPage.reconciliation')}
          </ButtonLink>
        </div>
      </PageHeader>
      {first && (
        <section aria-label={t('payouts.payoutsPage.waitingInEachState')} className="space-y-3">
          <Summary first={first} />
          <Schedule first={first} />
        </section>
      )}
      {/* Remounted when the address changes its filters (the back button, a shared link) */}
      <Filters key={formKey} filters={filters} onApply={apply} />
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={onApprove} disabled={chosen.length === 0 || approve.isPending}>
          {approve.isPending
            ? t('payouts.payoutsPage.approving')
            : t('payouts.payoutsPage.approve', { count: chosen.length })}
        </Button>
        <p className="text-sm text-slate-700">
          {chosen.length === 0
            ? t('payouts.payoutsPage.chooseReady')
            : t('payouts.payoutsPage.chosen', {
                amount: formatRupees(chosen.reduce((sum, payout) => sum + payout.amountPaise, 0)),
                count: chosen.length,
              })}
        </p>
      </div>
      {approval && <ApprovalResult result={approval} />}
      <PagedList
        query={list}
        count={payouts.length}
        noun={t('payouts.payoutsPage.noun')}
        empty={Object.keys(query).length > 0 ? t('payouts.payoutsPage.noMatch') : t('payouts.payoutsPage.none')}
      >
        <PayoutsTable
          payouts={payouts}
          selected={selected}
          onSelect={onSelect}
          onRecordUtr={setUtrFor}
          onMarkFailed={setFailing}
        />
      </PagedList>
      <RecordUtrDialog payout={utrFor} onClose={() => setUtrFor(null)} />
      <WrittenReasonDialog
        open={failing !== null}
        onClose={() => setFailing(null)}
        title={t('payouts.payoutsTable.markFailedFor', { store: failing?.storeName ?? '' })}
        description={t('payouts.payoutsPage.theAmountGoesBack')}
        schema={ZPayoutFailed}
        maxLength={300}
        confirmLabel={t('payouts.payoutsPage.markFailed')}
        pendingLabel={t('payouts.payoutsPage.saving')}
        isPending={markFailed.isPending}
        isDestructive
        onConfirm={(reason, fail) => {
          if (!failing) return;
          markFailed.mutate(
            { payoutId: failing.id, reason },
            {
              onSuccess: () => {
                toast.success(t('payouts.payoutsPage.markedFailed', { store: failing.storeName }));
                setFailing(null);
              },
              onError: (error) => fail(error.message),
            },
          );
        }}
      />
    </div>
  );
}
