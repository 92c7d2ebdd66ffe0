import { formatRupees } from '@dawanow/shared/money';
import type { TQuote } from '@dawanow/shared/orders/customer';
import type { TPaymentMethod } from '@dawanow/shared/orders/payment';
import { Banknote, CreditCard } from 'lucide-react';
import { useCheckoutText } from '@/components/payments/text';
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
  const { t } = useCheckoutText();
  return (
    <fieldset className="space-y-2">
      <legend className="sr-only">{t('payment.legend')}</legend>
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
          <span className="block font-semibold">{t('payment.online')}</span>
          <span className="block">{t('payment.onlineHint')}</span>
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
          <span className="block font-semibold">{t('payment.cod')}</span>
          <span className="block">
            {quote.codAvailable
              ? t('payment.codHint')
              : t('payment.codLimit', { limit: formatRupees(quote.codLimitPaise) })}
          </span>
        </span>
      </label>
    </fieldset>
  );
}
