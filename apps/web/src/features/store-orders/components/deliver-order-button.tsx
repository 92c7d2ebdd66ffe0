import { ZDeliveryOtp } from '@dawanow/shared/orders/store';
import { PackageCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useStorePanelText } from '@/app/layouts/store-panel/text';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { InputField } from '@/components/ui/form-field';
import { toast } from '@/lib/toast';
import { useDeliverOrder } from '../api';

/** ARCHITECTURE §4: handing over needs the 4-digit code from the customer's order page; the server checks it. */
export function DeliverOrderButton({ storeId, orderId }: { storeId: string; orderId: string }) {
  const { t } = useStorePanelText();
  const [isOpen, setIsOpen] = useState(false);
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string>();
  const deliver = useDeliverOrder(storeId, orderId);

  function close() {
    setIsOpen(false);
    setOtp('');
    setError(undefined);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = ZDeliveryOtp.safeParse(otp);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    deliver.mutate(
      { otp: parsed.data },
      {
        onSuccess: () => {
          close();
          toast.success(t('orders.deliver.delivered'));
        },
        onError: (failure) => setError(failure.message),
      },
    );
  }

  return (
    <>
      <Button size="lg" className="w-full sm:w-auto" onClick={() => setIsOpen(true)}>
        <PackageCheck className="h-5 w-5" aria-hidden="true" /> {t('orders.deliver.button')}
      </Button>
      <Dialog
        open={isOpen}
        onClose={close}
        title={t('orders.deliver.title')}
        description={t('orders.deliver.description')}
      >
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <InputField
            label={t('orders.deliver.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={4}
            value={otp}
            onChange={(event) => {
              setOtp(event.target.value.replace(/\D/g, ''));
              setError(undefined);
            }}
            error={error}
            className="font-mono text-2xl tracking-[0.4em]"
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={close}>
              {t('orders.deliver.back')}
            </Button>
            <Button type="submit" disabled={deliver.isPending}>
              {deliver.isPending ? t('orders.deliver.pending') : t('orders.deliver.confirm')}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
