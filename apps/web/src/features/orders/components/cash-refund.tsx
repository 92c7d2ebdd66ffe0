import { formatIndianDateTime } from '@dawanow/shared/dates';
import { formatRupees } from '@dawanow/shared/money';
import { type TCashRefund, ZRefundBankDetails } from '@dawanow/shared/orders/cash-refunds';
import { type FormEvent, useState } from 'react';
import { Trans } from 'react-i18next';
import { useOrdersText } from '@/components/orders/text';
import { BankDetailsFields, type TBankField, type TBankMethod } from '@/components/payments/bank-details-fields';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/i18n/error-message';
import { currentLocale } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast';
import { useRefundDestination } from '../api';

type TFields = Record<TBankField, string>;
const EMPTY: TFields = { accountHolder: '', accountNumber: '', ifsc: '', upiId: '' };

/** Asks where to send the money; the details are checked with the same rules as the server's. */
function DestinationForm({ orderId, onSaved }: { orderId: string; onSaved?: () => void }) {
  const save = useRefundDestination(orderId);
  const { t } = useOrdersText();
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
        toast.success(t('cashRefund.saved'), { description: t('cashRefund.savedDescription') });
        onSaved?.();
      },
      onError: (failure) => toast.error(t('cashRefund.notSaved'), { description: errorMessage(failure) }),
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('cashRefund.formLabel')} className="space-y-4">
      <BankDetailsFields
        legend={t('cashRefund.sendTo')}
        name="refund-method"
        method={method}
        onMethodChange={(next) => {
          setMethod(next);
          setErrors({});
        }}
        field={field}
      />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t('cashRefund.saving') : t('cashRefund.save')}
      </Button>
    </form>
  );
}

/** SPEC §9: a refund of an order paid in cash goes by bank transfer, once the customer says where. */
export function CashRefund({ orderId, cashRefund }: { orderId: string; cashRefund: TCashRefund }) {
  const { t } = useOrdersText();
  const [isChanging, setIsChanging] = useState(false);
  const amount = formatRupees(cashRefund.amountPaise);

  if (cashRefund.status === 'paid') {
    return (
      <p role="status" className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900 ring-1 ring-brand-200">
        {cashRefund.paidAt
          ? t('cashRefund.paidOn', {
              amount,
              destination: cashRefund.destination,
              date: formatIndianDateTime(cashRefund.paidAt, currentLocale()),
              reference: cashRefund.reference,
            })
          : t('cashRefund.paid', { amount, destination: cashRefund.destination, reference: cashRefund.reference })}
      </p>
    );
  }
  if (cashRefund.status === 'details_received' && !isChanging) {
    return (
      <div className="space-y-2 text-sm">
        <p>
          <Trans
            t={t}
            i18nKey="cashRefund.willSend"
            values={{ amount, destination: cashRefund.destination }}
            components={{ bold: <span className="font-medium" /> }}
          />
        </p>
        <Button variant="outline" size="sm" onClick={() => setIsChanging(true)}>
          {t('cashRefund.change')}
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-3 rounded-lg bg-amber-50 p-3 ring-1 ring-amber-200">
      <p className="text-sm font-medium text-amber-950">{t('cashRefund.ask', { amount })}</p>
      <DestinationForm orderId={orderId} onSaved={() => setIsChanging(false)} />
    </div>
  );
}
