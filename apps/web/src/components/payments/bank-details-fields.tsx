/**
 * Where money is sent, as `ZRefundBankDetails` takes it: a bank account (holder, number, IFSC) or a UPI ID. The
 * customer's cash-refund form and the store's payout account form both ask with these fields; each form keeps
 * its own state and passes every field's props (value or registration, error) through `field`.
 */
import type { TRefundBankDetails } from '@dawanow/shared/orders/cash-refunds';
import type { ComponentProps } from 'react';
import { InputField } from '@/components/ui/form-field';
import { RadioGroup } from '@/components/ui/radio-group';
import { useCheckoutText } from './text';

export type TBankMethod = TRefundBankDetails['method'];
export type TBankField = 'accountHolder' | 'accountNumber' | 'ifsc' | 'upiId';
type TFieldProps = Omit<ComponentProps<typeof InputField>, 'label'>;

const METHODS: readonly TBankMethod[] = ['bank', 'upi'];

export function BankDetailsFields({
  legend,
  name,
  method,
  onMethodChange,
  field,
}: {
  legend: string;
  /** The radio group's name, unique on the page */
  name: string;
  method: TBankMethod;
  onMethodChange: (method: TBankMethod) => void;
  field: (name: TBankField) => TFieldProps;
}) {
  const { t } = useCheckoutText();
  return (
    <>
      <RadioGroup
        legend={legend}
        name={name}
        options={METHODS}
        value={method}
        onChange={onMethodChange}
        optionLabel={(option) => t(`bank.${option}`)}
      />
      {method === 'bank' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField label={t('bank.accountHolder')} autoComplete="name" {...field('accountHolder')} />
          <InputField
            label={t('bank.accountNumber')}
            inputMode="numeric"
            autoComplete="off"
            {...field('accountNumber')}
          />
          <InputField
            label={t('bank.ifsc')}
            autoComplete="off"
            autoCapitalize="characters"
            hint={t('bank.ifscHint')}
            {...field('ifsc')}
          />
        </div>
      ) : (
        <InputField label={t('bank.upiId')} autoComplete="off" hint={t('bank.upiHint')} {...field('upiId')} />
      )}
    </>
  );
}
