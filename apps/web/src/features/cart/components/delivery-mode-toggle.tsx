import { formatRupees } from '@dawanow/shared/money';
import {
  EXPRESS_DELIVERY_FEE_PAISE,
  EXPRESS_MAX_DISTANCE_KM,
  FREE_DELIVERY_FROM_PAISE,
  STANDARD_DELIVERY_FEE_PAISE,
  type TDeliveryMode,
} from '@dawanow/shared/orders/delivery-options';
import { CalendarClock, Clock, Zap } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useDeliveryPromise } from '@/lib/delivery-promise';
import { useCartText } from '../text';

const options: { mode: TDeliveryMode; icon: typeof Zap; hasStandardFee: boolean }[] = [
  { mode: 'standard', icon: Clock, hasStandardFee: true },
  { mode: 'express', icon: Zap, hasStandardFee: false },
  { mode: 'scheduled', icon: CalendarClock, hasStandardFee: true },
];

function ModeOption({
  mode,
  icon: Icon,
  hasStandardFee,
  checked,
  disabled,
  onChange,
}: {
  mode: TDeliveryMode;
  icon: typeof Zap;
  hasStandardFee: boolean;
  checked: boolean;
  disabled: boolean;
  onChange: (mode: TDeliveryMode) => void;
}) {
  // Each option shows the promise it would make, from the same shared estimate as the header.
  const promise = useDeliveryPromise({ mode });
  const { t } = useCartText();
  const fee = hasStandardFee
    ? t('delivery.standardFee', {
        fee: formatRupees(STANDARD_DELIVERY_FEE_PAISE),
        threshold: formatRupees(FREE_DELIVERY_FROM_PAISE),
      })
    : formatRupees(EXPRESS_DELIVERY_FEE_PAISE);
  return (
    <label
      className={cn(
        'flex min-h-11 cursor-pointer flex-col rounded-lg p-3 ring-1 ring-slate-300 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-700 has-focus-visible:outline-2 has-focus-visible:outline-brand-700',
        disabled && 'cursor-not-allowed bg-slate-50 text-slate-500',
      )}
    >
      <span className="flex items-center gap-2 font-medium">
        <input
          type="radio"
          name="cart-delivery-mode"
          value={mode}
          checked={checked}
          disabled={disabled}
          onChange={() => onChange(mode)}
          className="sr-only"
        />
        <Icon className="h-4 w-4" aria-hidden="true" />
        {t(`delivery.${mode}`)}
      </span>
      <span className="text-sm">{mode === 'scheduled' ? t('delivery.pickSlot') : promise.label}</span>
      <span className="text-xs text-slate-600">{fee}</span>
    </label>
  );
}

/** SPEC §4: the cart's delivery mode; the choice is remembered and the promise follows it everywhere. */
export function DeliveryModeToggle({
  value,
  isExpressAvailable,
  onChange,
}: {
  value: TDeliveryMode;
  isExpressAvailable: boolean;
  onChange: (mode: TDeliveryMode) => void;
}) {
  const { t } = useCartText();
  return (
    <fieldset>
      <legend className="mb-2 font-semibold text-slate-900">{t('delivery.legend')}</legend>
      <div className="grid grid-cols-3 gap-2">
        {options.map((option) => (
          <ModeOption
            key={option.mode}
            {...option}
            checked={value === option.mode}
            disabled={option.mode === 'express' && !isExpressAvailable}
            onChange={onChange}
          />
        ))}
      </div>
      {!isExpressAvailable && (
        <p className="mt-2 text-sm text-slate-700">{t('delivery.expressReach', { km: EXPRESS_MAX_DISTANCE_KM })}</p>
      )}
    </fieldset>
  );
}
