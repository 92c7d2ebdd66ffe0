/**
 * Where money is sent, as `ZRefundBankDetails` takes it: a bank account (holder, number, IFSC) or a UPI ID. The
 * customer's cash-refund form and the store's payout account form both ask with these fields; each form keeps
 * its own state and passes every field's props (value or registration, error) through `field`.
 */
import type { TRefundBankDetails } from '@dawanow/shared/orders/cash-refunds';
import type { ComponentProps } from 'react';
import { InputField } from '@/components/ui/form-field';
import { RadioGroup } from '@/components/ui/radio-group';

export type TBankMethod = TRefundBankDetails['method'];
export type TBankField = 'accountHolder' | 'accountNumber' | 'ifsc' | 'upiId';
type TFieldProps = Omit<ComponentProps<typeof InputField>, 'label'>;

const METHOD_LABELS: Record<TBankMethod, string> = { bank: 'Bank account', upi: 'UPI ID' };
const METHODS = Object.keys(METHOD_LABELS) as TBankMethod[];
const methodOf = (label: string) => METHODS.find((method) => METHOD_LABELS[method] === label) ?? 'bank';

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
  return (
    <>
      <RadioGroup
        legend={legend}
        name={name}
        options={METHODS.map((option) => METHOD_LABELS[option])}
        value={METHOD_LABELS[method]}
        onChange={(label) => onMethodChange(methodOf(label))}
      />
      {method === 'bank' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField label="Account holder’s name" autoComplete="name" {...field('accountHolder')} />
          <InputField label="Account number" inputMode="numeric" autoComplete="off" {...field('accountNumber')} />
          <InputField
            label="IFSC"
            autoComplete="off"
            autoCapitalize="characters"
            hint="11 characters, on your cheque book or passbook"
            {...field('ifsc')}
          />
        </div>
      ) : (
        <InputField label="Your UPI ID" autoComplete="off" hint="For example name@okhdfcbank" {...field('upiId')} />
      )}
    </>
  );
}
