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
import { type TAdminPanelT, useAdminPanelText } from '@/app/layouts/admin-panel/text';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/error-state';
import { FormActions } from '@/components/ui/form-actions';
import { InputField, TextareaField } from '@/components/ui/form-field';
import { SkeletonList } from '@/components/ui/skeleton';
import { WrittenReasonDialog } from '@/components/ui/written-reason-dialog';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { type TOrderIntervention, useMarkCashRefundSent, useOrderIntervention, useReassignCandidates } from '../api';

const REASON_MAX = 300;

/** Whether a refund decision undoes something; its words are `orders.refundSteps.<decision>` */
const IS_DESTRUCTIVE: Record<TRefundDecision, boolean> = { approve: false, reject: true, complete: false };

type ReasonStep =
  | { kind: 'cancel' }
  | { kind: 'refund'; decision: TRefundDecision }
  | { kind: 'retryRefund'; refundId: string; amountPaise: number };

/** The dialog's words for each step that takes a reason. */
function stepText(t: TAdminPanelT, step: ReasonStep, order: TAdminOrderDetail) {
  switch (step.kind) {
    case 'cancel':
      return {
        title: t('orders.cancelStep.title', { number: order.number }),
        description:
          order.paymentMethod === 'online'
            ? t('orders.cancelStep.descriptionOnline')
            : t('orders.cancelStep.description'),
        confirm: t('orders.cancelStep.confirm'),
        done: t('orders.cancelStep.done'),
        isDestructive: true,
      };
    case 'refund': {
      return {
        title: t(`orders.refundSteps.${step.decision}.title`),
        description: t('orders.refundSteps.description'),
        confirm: t(`orders.refundSteps.${step.decision}.button`),
        done: t(`orders.refundSteps.${step.decision}.done`),
        isDestructive: IS_DESTRUCTIVE[step.decision],
      };
    }
    case 'retryRefund':
      return {
        title: t('orders.retryStep.title', { amount: formatRupees(step.amountPaise) }),
        description: t('orders.retryStep.description'),
        confirm: t('orders.retryStep.confirm'),
        done: t('orders.retryStep.done'),
        isDestructive: false,
      };
  }
}

function MoveOrderDialog({ order, onClose }: { order: TAdminOrderDetail; onClose: () => void }) {
  const { t } = useAdminPanelText();
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
          toast.success(t('orders.moveOrderDialog.moved', { store: moved.storeName }));
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
      title={t('orders.moveOrderDialog.moveToAnotherPharmacy')}
      description={t('orders.moveOrderDialog.theStockGoesBack')}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        {candidates.isPending ? (
          <SkeletonList count={3} className="h-12 w-full" />
        ) : candidates.isError ? (
          <ErrorState
            message={t('orders.moveOrderDialog.thePharmaciesCouldNot')}
            onRetry={() => void candidates.refetch()}
          />
        ) : stores.length === 0 ? (
          <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
            {t('orders.moveOrderDialog.noOtherPharmacyWithin')}
          </p>
        ) : (
          <fieldset className="space-y-2" aria-describedby={errors.storeId ? 'move-store-error' : undefined}>
            <legend className="mb-1 text-sm font-medium text-slate-800">{t('orders.moveOrderDialog.pharmacy')}</legend>
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
                    {t(
                      store.hasEveryItem ? 'orders.moveOrderDialog.hasEveryItem' : 'orders.moveOrderDialog.missingItem',
                      {
                        distance: formatDistance(store.distanceKm),
                      },
                    )}
                    {!store.keepsExpress && t('orders.moveOrderDialog.tooFar')}
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
          label={t('orders.moveOrderDialog.reason')}
          value={reason}
          maxLength={REASON_MAX}
          placeholder={t('orders.moveOrderDialog.whatTheCustomerReads')}
          onChange={(event) => setReason(event.target.value)}
          error={errors.reason}
          className="min-h-20"
        />
        <FormActions
          error={errors.form}
          onCancel={onClose}
          cancelLabel={t('orders.moveOrderDialog.back')}
          submitLabel={t('orders.moveOrderDialog.moveOrder')}
          pendingLabel={t('orders.moveOrderDialog.moving')}
          isPending={move.isPending}
        />
      </form>
    </Dialog>
  );
}

function CashRefundSent({ order }: { order: TAdminOrderDetail }) {
  const { t } = useAdminPanelText();
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
      onSuccess: () => toast.success(t('orders.cashRefundSent.cashRefundRecordedAs')),
      onError: (failure) => setError(failure.message),
    });
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-2 rounded-lg bg-slate-50 p-3">
      <p className="text-sm text-slate-800">
        {t('orders.cashRefundSent.sendToThenRecord', {
          amount: formatRupees(cash.amountPaise),
          destination: cash.destination,
        })}
      </p>
      <InputField
        label={t('orders.cashRefundSent.transferReferenceUtr')}
        value={reference}
        onChange={(event) => {
          setReference(event.target.value);
          setError(undefined);
        }}
        error={error}
        autoComplete="off"
      />
      <Button type="submit" disabled={mark.isPending}>
        {mark.isPending ? t('orders.cashRefundSent.saving') : t('orders.cashRefundSent.markSent')}
      </Button>
    </form>
  );
}

export function OrderInterventions({ order }: { order: TAdminOrderDetail }) {
  const { t } = useAdminPanelText();
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
        toast.success(stepText(t, step, order).done);
        setStep(null);
      },
      onError: (error) => fail(error.message),
    });
  }

  const text = step ? stepText(t, step, order) : null;
  return (
    <div className="space-y-3">
      {nothing && <p className="text-sm text-slate-700">{t('orders.orderInterventions.nothingToDoThis')}</p>}
      <div className="flex flex-wrap gap-2">
        {actions.refundDecisions.map((decision) => (
          <Button
            key={decision}
            variant={IS_DESTRUCTIVE[decision] ? 'outline' : 'primary'}
            onClick={() => setStep({ kind: 'refund', decision })}
          >
            {t(`orders.refundSteps.${decision}.button`)}
          </Button>
        ))}
        {actions.canReassign && (
          <Button variant="outline" onClick={() => setIsMoving(true)}>
            {t('orders.orderInterventions.moveToAnotherPharmacy')}
          </Button>
        )}
        {actions.canCancel && (
          <Button
            variant="outline"
            className="border-red-300 text-red-800 hover:bg-red-50"
            onClick={() => setStep({ kind: 'cancel' })}
          >
            {t('orders.orderInterventions.cancelOrder')}
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
            {t('orders.orderInterventions.theRefundFailedAfter', {
              amount: formatRupees(refund.amountPaise),
              attempts: refund.attempts,
            })}
            {refund.failureReason && t('orders.orderInterventions.failureReason', { reason: refund.failureReason })}
          </p>
          <Button
            variant="outline"
            onClick={() => setStep({ kind: 'retryRefund', refundId: refund.id, amountPaise: refund.amountPaise })}
          >
            {t('orders.orderInterventions.sendRefundAgain')}
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
        pendingLabel={t('orders.orderInterventions.saving')}
        isPending={change.isPending}
        isDestructive={text?.isDestructive}
        onConfirm={confirm}
      />
      {isMoving && <MoveOrderDialog order={order} onClose={() => setIsMoving(false)} />}
    </div>
  );
}
