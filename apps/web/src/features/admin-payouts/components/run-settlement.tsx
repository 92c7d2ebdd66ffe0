import { formatIndianDate } from '@dawanow/shared/dates';
import { formatRupees } from '@dawanow/shared/money';
import type { TSettlementRunResult } from '@dawanow/shared/payouts/payouts';
import { type FormEvent, useState } from 'react';
import { useAdminPanelText } from '@/app/layouts/admin-panel/text';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { useRunSettlement } from '../api';

function RunResult({ result, onClose }: { result: TSettlementRunResult; onClose: () => void }) {
  const { t } = useAdminPanelText();
  return (
    <div className="space-y-4">
      <p role="status" className="text-sm text-slate-800">
        {result.payoutCount === 0
          ? t('payouts.runResult.nothing', { date: formatIndianDate(result.deliveredBefore) })
          : t('payouts.runResult.scheduled', {
              count: result.payoutCount,
              amount: formatRupees(result.totalPaise),
              date: formatIndianDate(result.settlementDate),
              before: formatIndianDate(result.deliveredBefore),
            })}
      </p>
      <div className="flex justify-end">
        <Button onClick={onClose}>{t('payouts.runResult.close')}</Button>
      </div>
    </div>
  );
}

/**
 * Runs the weekly settlement now, after a confirmation: every pharmacy's settled balance becomes a scheduled
 * payout. The server makes a second run of the same day add nothing, so a double click is harmless.
 */
export function RunSettlement() {
  const { t } = useAdminPanelText();
  const run = useRunSettlement();
  const [isOpen, setIsOpen] = useState(false);
  const close = () => {
    setIsOpen(false);
    run.reset();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    run.mutate(undefined);
  };
  return (
    <>
      <Button onClick={() => setIsOpen(true)}>{t('payouts.runSettlement.runSettlementNow')}</Button>
      <Dialog
        open={isOpen}
        onClose={close}
        title={t('payouts.runSettlement.runTheSettlementNow')}
        description={t('payouts.runSettlement.everyPharmacySOrders')}
      >
        {run.data ? (
          <RunResult result={run.data} onClose={close} />
        ) : (
          <form onSubmit={onSubmit} className="space-y-4">
            <FormActions
              error={run.error?.message}
              onCancel={close}
              cancelLabel={t('payouts.runSettlement.back')}
              submitLabel={t('payouts.runSettlement.runSettlement')}
              pendingLabel={t('payouts.runSettlement.running')}
              isPending={run.isPending}
            />
          </form>
        )}
      </Dialog>
    </>
  );
}
