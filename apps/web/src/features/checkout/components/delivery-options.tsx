import { formatRupees } from '@dawanow/shared/money';
import type { TQuote } from '@dawanow/shared/orders/customer';
import {
  DELIVERY_MODE_LABELS,
  DELIVERY_MODES,
  EXPRESS_MAX_DISTANCE_KM,
  type TDeliveryMode,
} from '@dawanow/shared/orders/delivery-options';
import { useDeliveryPromise } from '@/lib/delivery-promise';
import { optionCardClasses } from './checkout-section';

function unavailableReason(mode: TDeliveryMode, quote: TQuote): string | null {
  if (mode === 'express' && !quote.expressAvailable) {
    return `Express is available within ${EXPRESS_MAX_DISTANCE_KM} km of the store.`;
  }
  if (mode === 'scheduled' && quote.slots.length === 0) return 'No delivery slots left today or tomorrow.';
  return null;
}

/** The promise an option makes, from the one shared estimate the header shows. */
function OptionPromise({ mode, slotLabel }: { mode: TDeliveryMode; slotLabel: string | null }) {
  const promise = useDeliveryPromise({ mode, slotLabel });
  return <span className="block">{mode === 'scheduled' && !slotLabel ? promise.label : promise.headline}</span>;
}

/** Express, standard or a scheduled slot (SPEC §1 delivery policy); the fee shows for the chosen one. */
export function DeliveryOptions({
  quote,
  mode,
  onModeChange,
  slot,
  onSlotChange,
}: {
  quote: TQuote;
  mode: TDeliveryMode;
  onModeChange: (mode: TDeliveryMode) => void;
  slot: string | null;
  onSlotChange: (start: string) => void;
}) {
  return (
    <div className="space-y-3">
      <fieldset className="grid gap-2 sm:grid-cols-3">
        <legend className="sr-only">Delivery speed</legend>
        {DELIVERY_MODES.map((option) => {
          const reason = unavailableReason(option, quote);
          return (
            <label key={option} className={optionCardClasses}>
              <input
                type="radio"
                name="checkout-delivery-mode"
                value={option}
                checked={mode === option}
                disabled={reason !== null}
                onChange={() => onModeChange(option)}
                className="sr-only"
              />
              <span className="text-sm">
                <span className="block font-semibold">{DELIVERY_MODE_LABELS[option].title}</span>
                {reason === null && (
                  <OptionPromise
                    mode={option}
                    slotLabel={
                      option === 'scheduled' ? (quote.slots.find((s) => s.start === slot)?.label ?? null) : null
                    }
                  />
                )}
                {reason && <span className="mt-1 block text-xs">{reason}</span>}
              </span>
            </label>
          );
        })}
      </fieldset>
      {mode === 'scheduled' && quote.slots.length > 0 && (
        <div className="space-y-1.5">
          <label htmlFor="checkout-slot" className="block text-sm font-medium text-slate-800">
            Delivery slot
          </label>
          <select
            id="checkout-slot"
            value={slot ?? ''}
            onChange={(event) => onSlotChange(event.target.value)}
            className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base"
          >
            {quote.slots.map((option) => (
              <option key={option.start} value={option.start}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}
      <p className="text-sm text-slate-700">
        Delivery fee: {quote.bill.deliveryFeePaise === 0 ? 'Free' : formatRupees(quote.bill.deliveryFeePaise)}
      </p>
    </div>
  );
}
