import { formatRupees } from '@dawanow/shared/money';
import {
  DELIVERY_MODE_LABELS,
  EXPRESS_DELIVERY_FEE_PAISE,
  EXPRESS_MAX_DISTANCE_KM,
  FREE_DELIVERY_FROM_PAISE,
  STANDARD_DELIVERY_FEE_PAISE,
} from '@dawanow/shared/orders/delivery-options';
import { Clock, Zap } from 'lucide-react';
import { cn } from '@/lib/cn';

export type TCartDeliveryMode = 'express' | 'standard';

const options: { mode: TCartDeliveryMode; icon: typeof Zap; fee: string }[] = [
  {
    mode: 'standard',
    icon: Clock,
    fee: `${formatRupees(STANDARD_DELIVERY_FEE_PAISE)}, free from ${formatRupees(FREE_DELIVERY_FROM_PAISE)}`,
  },
  { mode: 'express', icon: Zap, fee: formatRupees(EXPRESS_DELIVERY_FEE_PAISE) },
];

/** SPEC §4: the cart toggles between express and standard delivery; scheduling is chosen at checkout. */
export function DeliveryModeToggle({
  value,
  isExpressAvailable,
  onChange,
}: {
  value: TCartDeliveryMode;
  isExpressAvailable: boolean;
  onChange: (mode: TCartDeliveryMode) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 font-semibold text-slate-900">Delivery</legend>
      <div className="grid grid-cols-2 gap-2">
        {options.map(({ mode, icon: Icon, fee }) => {
          const isDisabled = mode === 'express' && !isExpressAvailable;
          return (
            <label
              key={mode}
              className={cn(
                'flex min-h-11 cursor-pointer flex-col rounded-lg p-3 ring-1 ring-slate-300 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-700 has-focus-visible:outline-2 has-focus-visible:outline-brand-700',
                isDisabled && 'cursor-not-allowed bg-slate-50 text-slate-500',
              )}
            >
              <span className="flex items-center gap-2 font-medium">
                <input
                  type="radio"
                  name="cart-delivery-mode"
                  value={mode}
                  checked={value === mode}
                  disabled={isDisabled}
                  onChange={() => onChange(mode)}
                  className="sr-only"
                />
                <Icon className="h-4 w-4" aria-hidden="true" />
                {DELIVERY_MODE_LABELS[mode].title}
              </span>
              <span className="text-sm">{DELIVERY_MODE_LABELS[mode].promise}</span>
              <span className="text-xs text-slate-600">{fee}</span>
            </label>
          );
        })}
      </div>
      {!isExpressAvailable && (
        <p className="mt-2 text-sm text-slate-700">
          Express (30 min) is available within {EXPRESS_MAX_DISTANCE_KM} km of the store.
        </p>
      )}
    </fieldset>
  );
}
