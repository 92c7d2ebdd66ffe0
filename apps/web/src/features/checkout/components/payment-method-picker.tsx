import { formatRupees } from '@dawanow/shared/money';
import type { TQuote } from '@dawanow/shared/orders/customer';
import type { TPaymentMethod } from '@dawanow/shared/orders/payment';
import { Banknote, CreditCard } from 'lucide-react';
import { optionCardClasses } from './checkout-section';

/** Pay online through the gateway, or cash on delivery up to the platform's limit. */
export function PaymentMethodPicker({
  quote,
  value,
  onChange,
}: {
  quote: TQuote;
  value: TPaymentMethod;
  onChange: (method: TPaymentMethod) => void;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="sr-only">Payment method</legend>
      <label className={optionCardClasses}>
        <input
          type="radio"
          name="checkout-payment"
          value="online"
          checked={value === 'online'}
          onChange={() => onChange('online')}
          className="sr-only"
        />
        <CreditCard className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
        <span className="text-sm">
          <span className="block font-semibold">Pay online</span>
          <span className="block">UPI, cards or net banking through our secure payment gateway</span>
        </span>
      </label>
      <label className={optionCardClasses}>
        <input
          type="radio"
          name="checkout-payment"
          value="cod"
          checked={value === 'cod'}
          disabled={!quote.codAvailable}
          onChange={() => onChange('cod')}
          className="sr-only"
        />
        <Banknote className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
        <span className="text-sm">
          <span className="block font-semibold">Cash on delivery</span>
          <span className="block">
            {quote.codAvailable
              ? 'Pay the delivery partner in cash or by UPI at your door'
              : `Available for orders up to ${formatRupees(quote.codLimitPaise)}`}
          </span>
        </span>
      </label>
    </fieldset>
  );
}
