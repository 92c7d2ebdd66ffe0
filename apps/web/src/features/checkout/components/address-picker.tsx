import { addressNeedsLocation, MAX_ADDRESSES_PER_USER, type TAddress } from '@dawanow/shared/addresses';
import { AlertTriangle, MapPin, Plus } from 'lucide-react';
import { useState } from 'react';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { AddressForm } from '@/components/addresses/address-form';
import { useCheckoutText } from '@/components/payments/text';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { optionCardClasses } from './checkout-section';

/** The address checkout starts from: the default one that has a location, else the first that has one. */
export function preferredAddressId(addresses: readonly TAddress[]): string | null {
  const usable = addresses.filter((address) => !addressNeedsLocation(address));
  return (usable.find((address) => address.is_default) ?? usable[0])?.id ?? null;
}

/**
 * "Add new address" without leaving checkout: the account page's form, with its current-location pin, in a
 * dialog; the saved address is chosen at once when it has a location (issue 17).
 */
function NewAddressButton({ onSaved }: { onSaved: (address: TAddress) => void }) {
  const { t } = useCheckoutText();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setIsOpen(true)}>
        <Plus className="h-4 w-4" aria-hidden="true" /> {t('address.add')}
      </Button>
      <Dialog
        open={isOpen}
        onClose={() => setIsOpen(false)}
        title={t('address.add')}
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
      >
        <AddressForm
          className="p-0 ring-0 md:p-0"
          onDone={(saved) => {
            setIsOpen(false);
            if (saved) onSaved(saved);
          }}
        />
      </Dialog>
    </>
  );
}

/** SPEC §2: saved addresses; one without coordinates cannot be delivered to until it is updated. */
export function AddressPicker({
  addresses,
  value,
  onChange,
}: {
  addresses: readonly TAddress[];
  value: string | null;
  onChange: (addressId: string) => void;
}) {
  const { t } = useCheckoutText();
  const onSaved = (address: TAddress) => {
    if (!addressNeedsLocation(address)) onChange(address.id);
  };
  if (addresses.length === 0) {
    return (
      <div className="space-y-3 text-slate-700">
        <p>{t('address.none')}</p>
        <NewAddressButton onSaved={onSaved} />
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <fieldset className="space-y-2">
        <legend className="sr-only">{t('address.legend')}</legend>
        {addresses.map((address) => {
          const needsLocation = addressNeedsLocation(address);
          return (
            <label key={address.id} className={optionCardClasses}>
              <input
                type="radio"
                name="checkout-address"
                value={address.id}
                checked={value === address.id}
                disabled={needsLocation}
                onChange={() => onChange(address.id)}
                className="sr-only"
              />
              <MapPin className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
              <span className="min-w-0 text-sm">
                <span className="block font-semibold text-slate-900">{address.name}</span>
                <span className="block">
                  {[address.address_line1, address.address_line2].filter(Boolean).join(', ')}
                </span>
                <span className="block">
                  {address.city}, {address.state} {address.postal_code}
                </span>
                {needsLocation && (
                  <span className="mt-1 flex items-center gap-1 text-amber-800">
                    <AlertTriangle className="h-4 w-4" aria-hidden="true" /> {t('address.needsLocation')}
                  </span>
                )}
              </span>
            </label>
          );
        })}
        {addresses.some(addressNeedsLocation) && (
          <p className="text-sm text-slate-700">
            <Trans
              t={t}
              i18nKey="address.update"
              components={{
                account: <Link to="/account" className="font-medium text-brand-800 underline underline-offset-2" />,
              }}
            />
          </p>
        )}
      </fieldset>
      {addresses.length < MAX_ADDRESSES_PER_USER && <NewAddressButton onSaved={onSaved} />}
    </div>
  );
}
