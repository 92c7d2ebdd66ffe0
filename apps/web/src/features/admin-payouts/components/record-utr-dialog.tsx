import { formatRupees } from '@dawanow/shared/money';
import { type TAdminPayout, ZPayoutPaid } from '@dawanow/shared/payouts/payouts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useAdminPanelText } from '@/app/layouts/admin-panel/text';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { InputField } from '@/components/ui/form-field';
import { toast } from '@/lib/toast';
import { useMarkPaid } from '../api';
import { PayoutAccount } from './payout-account';

type TForm = z.input<typeof ZPayoutPaid>;

function UtrForm({ payout, onClose }: { payout: TAdminPayout; onClose: () => void }) {
  const { t } = useAdminPanelText();
  const markPaid = useMarkPaid();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TForm, unknown, z.output<typeof ZPayoutPaid>>({
    resolver: zodResolver(ZPayoutPaid),
    defaultValues: { utr: '' },
  });
  const onSubmit = handleSubmit(({ utr }) =>
    markPaid.mutateAsync({ payoutId: payout.id, utr }).then(
      () => {
        toast.success(t('payouts.utrForm.recorded', { store: payout.storeName }));
        onClose();
      },
      (error: Error) => setError('root', { message: error.message }),
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <InputField
        label={t('payouts.utrForm.utr')}
        autoComplete="off"
        autoCapitalize="characters"
        hint={t('payouts.utrForm.theBankSReference')}
        error={errors.utr?.message}
        {...register('utr')}
      />
      <FormActions
        error={errors.root?.message}
        onCancel={onClose}
        submitLabel={t('payouts.utrForm.recordAsPaid')}
        isPending={markPaid.isPending}
      />
    </form>
  );
}

/**
 * A transfer made by hand (manual provider), once approved: the administrator opens the account to send it to,
 * makes the transfer at the bank, records the bank's UTR, and the payout is paid.
 */
export function RecordUtrDialog({ payout, onClose }: { payout: TAdminPayout | null; onClose: () => void }) {
  const { t } = useAdminPanelText();
  return (
    <Dialog
      open={payout !== null}
      onClose={onClose}
      title={t('payouts.recordUtrDialog.recordTheBankTransfer')}
      description={
        payout &&
        t('payouts.recordUtrDialog.description', {
          amount: formatRupees(payout.amountPaise),
          store: payout.storeName,
          destination: payout.destination ?? t('payouts.recordUtrDialog.itsAccount'),
        })
      }
    >
      {payout && (
        <div className="space-y-4">
          <PayoutAccount payoutId={payout.id} />
          <UtrForm payout={payout} onClose={onClose} />
        </div>
      )}
    </Dialog>
  );
}
