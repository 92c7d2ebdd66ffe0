import type { TStoreOrderDetail } from '@dawanow/shared/orders/store';
import { storeCan } from '@dawanow/shared/store-permissions';
import { type FormEvent, useState } from 'react';
import { useStorePanelText } from '@/app/layouts/store-panel/text';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/form-field';
import { useCurrentStore } from '@/lib/current-store';
import { toast } from '@/lib/toast';
import { useDecideRefund } from '../api';

const NOTE_MAX = 300;

/**
 * SPEC §4 refund flow on the pharmacy's side: review the report, then approve (a pickup follows) or
 * decline with a reason the customer reads; after the pickup is verified, complete the refund.
 */
export function RefundDecision({ storeId, order }: { storeId: string; order: TStoreOrderDetail }) {
  const { t } = useStorePanelText();
  const role = useCurrentStore().store?.role;
  // Refunds move money: the store's owner or admins decide (the server refuses everyone else).
  if (!role || !storeCan(role, 'money')) {
    return (
      <p role="note" className="rounded-md border border-slate-300 bg-slate-50 p-3 text-sm text-slate-800">
        {t('orders.refund.ownerDecides')}
      </p>
    );
  }
  return <RefundDecisionForm storeId={storeId} order={order} />;
}

function RefundDecisionForm({ storeId, order }: { storeId: string; order: TStoreOrderDetail }) {
  const { t } = useStorePanelText();
  const decide = useDecideRefund(storeId, order.id);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();

  function submit(decision: 'approve' | 'reject' | 'complete') {
    if (decision === 'reject' && !note.trim()) {
      setError(t('orders.refund.reasonNeeded'));
      return;
    }
    decide.mutate(
      { decision, note: note.trim() || undefined },
      {
        onSuccess: () => {
          setNote('');
          toast.success(
            t(
              decision === 'approve'
                ? 'orders.refund.approved'
                : decision === 'reject'
                  ? 'orders.refund.declined'
                  : 'orders.refund.completed',
            ),
          );
        },
        onError: (failure) => setError(failure.message),
      },
    );
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    submit(order.status === 'refund_requested' ? 'approve' : 'complete');
  }

  return (
    <form aria-label={t('orders.refund.formLabel')} onSubmit={onSubmit} noValidate className="space-y-3">
      <TextareaField
        label={order.status === 'refund_requested' ? t('orders.refund.note') : t('orders.refund.noteOptional')}
        hint={order.status === 'refund_requested' ? t('orders.refund.noteHint') : t('orders.refund.completeHint')}
        maxLength={NOTE_MAX}
        value={note}
        onChange={(event) => {
          setNote(event.target.value);
          setError(undefined);
        }}
        error={error}
        className="min-h-20"
      />
      <div className="flex flex-wrap gap-2">
        {order.status === 'refund_requested' ? (
          <>
            <Button type="submit" disabled={decide.isPending}>
              {t('orders.refund.approve')}
            </Button>
            <Button
              variant="outline"
              className="border-red-300 text-red-700 hover:bg-red-50"
              disabled={decide.isPending}
              onClick={() => submit('reject')}
            >
              {t('orders.refund.decline')}
            </Button>
          </>
        ) : (
          <Button type="submit" disabled={decide.isPending}>
            {t('orders.refund.complete')}
          </Button>
        )}
      </div>
    </form>
  );
}
