import { formatIndianTime } from '@dawanow/shared/dates';
import { formatRupees } from '@dawanow/shared/money';
import type { TQuote } from '@dawanow/shared/orders/customer';
import {
  DELIVERY_MODES,
  EXPRESS_MAX_DISTANCE_KM,
  type TDeliveryMode,
  type TDeliverySlot,
} from '@dawanow/shared/orders/delivery-options';
import { useCheckoutText } from '@/components/payments/text';
import { useDeliveryPromise } from '@/lib/delivery-promise';
import { currentLanguage, currentLocale } from '@/lib/i18n/i18n';
import { optionCardClasses } from './checkout-section';

type TCheckoutT = ReturnType<typeof useCheckoutText>['t'];

function unavailableReason(mode: TDeliveryMode, quote: TQuote, t: TCheckoutT): string | null {
  if (mode === 'express' && !quote.expressAvailable) return t('delivery.expressReach', { km: EXPRESS_MAX_DISTANCE_KM });
  if (mode === 'scheduled' && quote.slots.length === 0) return t('delivery.noSlots');
  return null;
}

/**
 * "Today, 6:00 PM - 7:00 PM": the server's own label for English readers, the same in the reader's language
 * otherwise. The label says whether the slot is today or tomorrow by the server's clock (the slots are made there),
 * so the day is read from it; the times are the slot's.
 */
function slotLabel(slot: TDeliverySlot, t: TCheckoutT): string {
  if (currentLanguage() === 'en') return slot.label;
  const time = (value: string) => formatIndianTime(value, currentLocale()).toUpperCase();
  return t('delivery.slotTime', {
    day: t(slot.label.startsWith('Tomorrow') ? 'delivery.tomorrow' : 'delivery.today'),
    from: time(slot.start),
    to: time(slot.end),
  });
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
  const { t } = useCheckoutText();
  const chosenSlot = quote.slots.find((option) => option.start === slot);
  return (
    <div className="space-y-3">
      <fieldset className="grid gap-2 sm:grid-cols-3">
        <legend className="sr-only">{t('delivery.legend')}</legend>
        {DELIVERY_MODES.map((option) => {
          const reason = unavailableReason(option, quote, t);
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
                <span className="block font-semibold">{t(`delivery.${option}`)}</span>
                {reason === null && (
                  <OptionPromise
                    mode={option}
                    slotLabel={option === 'scheduled' && chosenSlot ? slotLabel(chosenSlot, t) : null}
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
            {t('delivery.slot')}
          </label>
          <select
            id="checkout-slot"
            value={slot ?? ''}
            onChange={(event) => onSlotChange(event.target.value)}
            className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base"
          >
            {quote.slots.map((option) => (
              <option key={option.start} value={option.start}>
                {slotLabel(option, t)}
              </option>
            ))}
          </select>
        </div>
      )}
      <p className="text-sm text-slate-700">
        {t('delivery.fee', {
          fee: quote.bill.deliveryFeePaise === 0 ? t('delivery.free') : formatRupees(quote.bill.deliveryFeePaise),
        })}
      </p>
    </div>
  );
}
