import { formatIndianDateTime } from '@dawanow/shared/dates';
import { formatRupees } from '@dawanow/shared/money';
import { type TCashRefund, ZRefundBankDetails } from '@dawanow/shared/orders/cash-refunds';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { BankDetailsFields, type TBankField, type TBankMethod } from '@/components/payments/bank-details-fields';
import { Button } from '@/components/ui/button';
import { useRefundDestination } from '../api';

type TFields = Record<TBankField, string>;
const EMPTY: TFields = { accountHolder: '', accountNumber: '', ifsc: '', upiId: '' };

/** Asks where to send the money; the details are checked with the same rules as the server's. */
function DestinationForm({ orderId, onSaved }: { orderId: string; onSaved?: () => void }) {
  const save = useRefundDestination(orderId);
  const [method, setMethod] = useState<TBankMethod>('bank');
  const [fields, setFields] = useState<TFields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof TFields, string>>>({});

  const field = (name: keyof TFields) => ({
    name,
    value: fields[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setFields((current) => ({ ...current, [name]: event.target.value })),
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = ZRefundBankDetails.safeParse({ method, ...fields });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])) as typeof errors,
      );
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => {
        setFields(EMPTY);
        toast.success('Bank details saved', { description: 'We send the refund to this account.' });
        onSaved?.();
      },
      onError: (failure) => toast.error('Bank details not saved', { description: failure.message }),
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Refund bank details" className="space-y-4">
      <BankDetailsFields
        legend="Send the refund to"
        name="refund-method"
        method={method}
        onMethodChange={(next) => {
          setMethod(next);
          setErrors({});
        }}
        field={field}
      />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save bank details'}
      </Button>
    </form>
  );
}

/** SPEC §9: a refund of an order paid in cash goes by bank transfer, once the customer says where. */
export function CashRefund({ orderId, cashRefund }: { orderId: string; cashRefund: TCashRefund }) {
  const [isChanging, setIsChanging] = useState(false);
  const amount = formatRupees(cashRefund.amountPaise);

  if (cashRefund.status === 'paid') {
    return (
      <p role="status" className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900 ring-1 ring-brand-200">
        {amount} was sent to {cashRefund.destination}
        {cashRefund.paidAt && ` on ${formatIndianDateTime(cashRefund.paidAt)}`}. Bank reference {cashRefund.reference}.
      </p>
    );
  }
  if (cashRefund.status === 'details_received' && !isChanging) {
    return (
      <div className="space-y-2 text-sm">
        <p>
          {amount} will be sent to <span className="font-medium">{cashRefund.destination}</span> by bank transfer.
        </p>
        <Button variant="outline" size="sm" onClick={() => setIsChanging(true)}>
          Change bank details
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-3 rounded-lg bg-amber-50 p-3 ring-1 ring-amber-200">
      <p className="text-sm font-medium text-amber-950">
        You paid in cash, so {amount} comes back by bank transfer. Where should we send it?
      </p>
      <DestinationForm orderId={orderId} onSaved={() => setIsChanging(false)} />
    </div>
  );
}
