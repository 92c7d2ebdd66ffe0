import { formatRupees } from '@dawanow/shared/money';
import { type TAdminPayout, ZPayoutPaid } from '@dawanow/shared/payouts/payouts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { InputField } from '@/components/ui/form-field';
import { useMarkPaid } from '../api';
import { PayoutAccount } from './payout-account';

type TForm = z.input<typeof ZPayoutPaid>;

function UtrForm({ payout, onClose }: { payout: TAdminPayout; onClose: () => void }) {
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
        toast.success(`Payout to ${payout.storeName} recorded as paid`);
        onClose();
      },
      (error: Error) => setError('root', { message: error.message }),
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <InputField
        label="UTR"
        autoComplete="off"
        autoCapitalize="characters"
        hint="The bank’s reference of the NEFT, RTGS, IMPS or UPI transfer: 12 to 22 letters and digits"
        error={errors.utr?.message}
        {...register('utr')}
      />
      <FormActions
        error={errors.root?.message}
        onCancel={onClose}
        submitLabel="Record as paid"
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
  return (
    <Dialog
      open={payout !== null}
      onClose={onClose}
      title="Record the bank transfer"
      description={
        payout &&
        `${formatRupees(payout.amountPaise)} to ${payout.storeName}, ${payout.destination ?? 'its payout account'}.`
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
