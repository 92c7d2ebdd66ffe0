/**
 * What an administrator can do to an order now (the server's `actions`, checked again on each request):
 * cancel, move it to another pharmacy, decide a refund request in the pharmacy's place, record a cash refund's
 * bank transfer, send a refund the gateway failed again. Each asks for a reason, which the customer reads on their order and the audit log keeps.
 */
import { type TAdminOrderDetail, ZAdminCancelOrder, ZAdminReassignOrder } from '@dawanow/shared/admin-orders';
import { formatDistance } from '@dawanow/shared/delivery';
import { formatRupees } from '@dawanow/shared/money';
import { ZMarkCashRefundPaid } from '@dawanow/shared/orders/cash-refunds';
import type { TRefundDecision } from '@dawanow/shared/orders/store';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/error-state';
import { FormActions } from '@/components/ui/form-actions';
import { InputField, TextareaField } from '@/components/ui/form-field';
import { SkeletonList } from '@/components/ui/skeleton';
import { WrittenReasonDialog } from '@/components/ui/written-reason-dialog';
import { cn } from '@/lib/cn';
import { type TOrderIntervention, useMarkCashRefundSent, useOrderIntervention, useReassignCandidates } from '../api';

const REASON_MAX = 300;

const REFUND_STEPS: Record<TRefundDecision, { button: string; title: string; done: string; destructive: boolean }> = {
  approve: {
    button: 'Approve pickup',
    title: 'Approve the refund request',
    done: 'Refund approved',
    destructive: false,
  },
  reject: { button: 'Decline refund', title: 'Decline the refund request', done: 'Refund declined', destructive: true },
  complete: {
    button: 'Complete refund',
    title: 'Complete the refund',
    done: 'Refund completed',
    destructive: false,
  },
};

type ReasonStep =
  | { kind: 'cancel' }
  | { kind: 'refund'; decision: TRefundDecision }
  | { kind: 'retryRefund'; refundId: string; amountPaise: number };

/** The dialog's words for each step that takes a reason. */
function stepText(step: ReasonStep, order: TAdminOrderDetail) {
  switch (step.kind) {
    case 'cancel':
      return {
        title: `Cancel order ${order.number}`,
        description: `The stock goes back to the pharmacy${order.paymentMethod === 'online' ? ' and the payment is refunded to the original method' : ''}. The customer reads the reason on their order.`,
        confirm: 'Cancel order',
        done: 'Order cancelled',
        isDestructive: true,
      };
    case 'refund': {
      const refund = REFUND_STEPS[step.decision];
      return {
        title: refund.title,
        description: 'The customer reads the reason on their order.',
        confirm: refund.button,
        done: refund.done,
        isDestructive: refund.destructive,
      };
    }
    case 'retryRefund':
      return {
        title: `Send the ${formatRupees(step.amountPaise)} refund again`,
        description:
          'The gateway failed every automatic attempt. Send it again once the cause is dealt with (the balance topped up, say); the audit log keeps the reason.',
        confirm: 'Send refund again',
        done: 'Refund sent to the gateway again',
        isDestructive: false,
      };
  }
}

function MoveOrderDialog({ order, onClose }: { order: TAdminOrderDetail; onClose: () => void }) {
  const candidates = useReassignCandidates(order.id, true);
  const move = useOrderIntervention(order.id);
  const [storeId, setStoreId] = useState<string>();
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ storeId?: string; reason?: string; form?: string }>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ZAdminReassignOrder.safeParse({ storeId, reason });
    if (!parsed.success) {
      const field = (key: string) => parsed.error.issues.find((issue) => issue.path[0] === key)?.message;
      setErrors({ storeId: field('storeId'), reason: field('reason') });
      return;
    }
    move.mutate(
      { kind: 'reassign', ...parsed.data },
      {
        onSuccess: (moved) => {
          toast.success(`Order moved to ${moved.storeName}`);
          onClose();
        },
        onError: (error) => setErrors({ form: error.message }),
      },
    );
  }

  const stores = candidates.data?.stores ?? [];
  return (
    <Dialog
      open
      onClose={onClose}
      title="Move to another pharmacy"
      description="The stock goes back to this pharmacy and is taken from the new one; the new pharmacy gets the offer."
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        {candidates.isPending ? (
          <SkeletonList count={3} className="h-12 w-full" />
        ) : candidates.isError ? (
          <ErrorState message="The pharmacies could not be loaded." onRetry={() => void candidates.refetch()} />
        ) : stores.length === 0 ? (
          <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
            No other pharmacy within 5 km of the address is open and taking orders now.
          </p>
        ) : (
          <fieldset className="space-y-2" aria-describedby={errors.storeId ? 'move-store-error' : undefined}>
            <legend className="mb-1 text-sm font-medium text-slate-800">Pharmacy</legend>
            {stores.map((store) => (
              <label
                key={store.storeId}
                className={cn(
                  'flex min-h-11 items-start gap-3 rounded-lg border px-3 py-2 text-sm',
                  store.hasEveryItem ? 'cursor-pointer' : 'cursor-not-allowed opacity-60',
                  storeId === store.storeId ? 'border-brand-700 bg-brand-50' : 'border-slate-300 bg-white',
                )}
              >
                <input
                  type="radio"
                  name="storeId"
                  value={store.storeId}
                  checked={storeId === store.storeId}
                  disabled={!store.hasEveryItem}
                  onChange={() => setStoreId(store.storeId)}
                  className="mt-1 h-4 w-4 accent-brand-700"
                />
                <span>
                  <span className="block font-medium text-slate-900">{store.name}</span>
                  <span className="block text-xs text-slate-700">
                    {formatDistance(store.distanceKm)} from the address ·{' '}
                    {store.hasEveryItem ? 'has every item' : 'missing an item'}
                    {!store.keepsExpress && ' · too far for express: becomes standard, fee difference refunded'}
                  </span>
                </span>
              </label>
            ))}
            {errors.storeId && (
              <p id="move-store-error" className="text-sm text-red-700">
                {errors.storeId}
              </p>
            )}
          </fieldset>
        )}
        <TextareaField
          label="Reason"
          value={reason}
          maxLength={REASON_MAX}
          placeholder="What the customer reads on their order"
          onChange={(event) => setReason(event.target.value)}
          error={errors.reason}
          className="min-h-20"
        />
        <FormActions
          error={errors.form}
          onCancel={onClose}
          cancelLabel="Back"
          submitLabel="Move order"
          pendingLabel="Moving…"
          isPending={move.isPending}
        />
      </form>
    </Dialog>
  );
}

function CashRefundSent({ order }: { order: TAdminOrderDetail }) {
  const mark = useMarkCashRefundSent(order.id);
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string>();
  const cash = order.refund?.cashRefund;
  if (!cash) return null;
  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ZMarkCashRefundPaid.safeParse({ reference });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    mark.mutate(parsed.data.reference, {
      onSuccess: () => toast.success('Cash refund recorded as sent'),
      onError: (failure) => setError(failure.message),
    });
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-2 rounded-lg bg-slate-50 p-3">
      <p className="text-sm text-slate-800">
        Send {formatRupees(cash.amountPaise)} to {cash.destination}, then record the bank’s reference.
      </p>
      <InputField
        label="Transfer reference (UTR)"
        value={reference}
        onChange={(event) => {
          setReference(event.target.value);
          setError(undefined);
        }}
        error={error}
        autoComplete="off"
      />
      <Button type="submit" disabled={mark.isPending}>
        {mark.isPending ? 'Saving…' : 'Mark transfer sent'}
      </Button>
    </form>
  );
}

export function OrderInterventions({ order }: { order: TAdminOrderDetail }) {
  const change = useOrderIntervention(order.id);
  const [step, setStep] = useState<ReasonStep | null>(null);
  const [isMoving, setIsMoving] = useState(false);
  const { actions } = order;
  const failedRefunds = order.payments
    .flatMap((payment) => payment.refunds)
    .filter((refund) => actions.retryRefundIds.includes(refund.id));
  const nothing =
    !actions.canCancel &&
    !actions.canReassign &&
    actions.refundDecisions.length === 0 &&
    !actions.canMarkCashRefundSent &&
    failedRefunds.length === 0;

  function confirm(reason: string, fail: (message: string) => void) {
    if (!step) return;
    const request: TOrderIntervention =
      step.kind === 'cancel'
        ? { kind: 'cancel', reason }
        : step.kind === 'refund'
          ? { kind: 'refund', decision: step.decision, reason }
          : { kind: 'retryRefund', refundId: step.refundId, reason };
    change.mutate(request, {
      onSuccess: () => {
        toast.success(stepText(step, order).done);
        setStep(null);
      },
      onError: (error) => fail(error.message),
    });
  }

  const text = step ? stepText(step, order) : null;
  return (
    <div className="space-y-3">
      {nothing && <p className="text-sm text-slate-700">Nothing to do: this order is settled.</p>}
      <div className="flex flex-wrap gap-2">
        {actions.refundDecisions.map((decision) => (
          <Button
            key={decision}
            variant={REFUND_STEPS[decision].destructive ? 'outline' : 'primary'}
            onClick={() => setStep({ kind: 'refund', decision })}
          >
            {REFUND_STEPS[decision].button}
          </Button>
        ))}
        {actions.canReassign && (
          <Button variant="outline" onClick={() => setIsMoving(true)}>
            Move to another pharmacy
          </Button>
        )}
        {actions.canCancel && (
          <Button
            variant="outline"
            className="border-red-300 text-red-800 hover:bg-red-50"
            onClick={() => setStep({ kind: 'cancel' })}
          >
            Cancel order
          </Button>
        )}
      </div>
      {actions.canMarkCashRefundSent && <CashRefundSent order={order} />}
      {failedRefunds.map((refund) => (
        <div
          key={refund.id}
          className="flex flex-wrap items-center gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-900"
        >
          <p className="flex-1">
            The {formatRupees(refund.amountPaise)} refund failed after {refund.attempts} attempts
            {refund.failureReason && `: ${refund.failureReason}`}
          </p>
          <Button
            variant="outline"
            onClick={() => setStep({ kind: 'retryRefund', refundId: refund.id, amountPaise: refund.amountPaise })}
          >
            Send refund again
          </Button>
        </div>
      ))}
      <WrittenReasonDialog
        open={step !== null}
        onClose={() => setStep(null)}
        title={text?.title ?? ''}
        description={text?.description ?? ''}
        schema={ZAdminCancelOrder}
        maxLength={REASON_MAX}
        confirmLabel={text?.confirm ?? ''}
        pendingLabel="Saving…"
        isPending={change.isPending}
        isDestructive={text?.isDestructive}
        onConfirm={confirm}
      />
      {isMoving && <MoveOrderDialog order={order} onClose={() => setIsMoving(false)} />}
    </div>
  );
}
