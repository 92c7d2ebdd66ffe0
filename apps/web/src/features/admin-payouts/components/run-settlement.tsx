import { formatIndianDate } from '@dawanow/shared/dates';
import { formatRupees } from '@dawanow/shared/money';
import type { TSettlementRunResult } from '@dawanow/shared/payouts/payouts';
import { type FormEvent, useState } from 'react';
import { payoutCount } from '@/components/payouts/payout-labels';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { useRunSettlement } from '../api';

function RunResult({ result, onClose }: { result: TSettlementRunResult; onClose: () => void }) {
  return (
    <div className="space-y-4">
      <p role="status" className="text-sm text-slate-800">
        {result.payoutCount === 0
          ? `Nothing new to settle for orders delivered before ${formatIndianDate(result.deliveredBefore)}.`
          : `${payoutCount(result.payoutCount)} of ${formatRupees(result.totalPaise)} scheduled for ${formatIndianDate(result.settlementDate)}, for orders delivered before ${formatIndianDate(result.deliveredBefore)}.`}
      </p>
      <div className="flex justify-end">
        <Button onClick={onClose}>Close</Button>
      </div>
    </div>
  );
}

/**
 * Runs the weekly settlement now, after a confirmation: every pharmacy's settled balance becomes a scheduled
 * payout. The server makes a second run of the same day add nothing, so a double click is harmless.
 */
export function RunSettlement() {
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
      <Button onClick={() => setIsOpen(true)}>Run settlement now</Button>
      <Dialog
        open={isOpen}
        onClose={close}
        title="Run the settlement now?"
        description="Every pharmacy’s orders past their dispute window are settled into a scheduled payout, as the weekly run does. Running it again today adds nothing."
      >
        {run.data ? (
          <RunResult result={run.data} onClose={close} />
        ) : (
          <form onSubmit={onSubmit} className="space-y-4">
            <FormActions
              error={run.error?.message}
              onCancel={close}
              cancelLabel="Back"
              submitLabel="Run settlement"
              pendingLabel="Running…"
              isPending={run.isPending}
            />
          </form>
        )}
      </Dialog>
    </>
  );
}
