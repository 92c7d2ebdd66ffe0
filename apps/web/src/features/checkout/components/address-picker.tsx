import { addressNeedsLocation, type TAddress } from '@dawanow/shared/addresses';
import { AlertTriangle, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { optionCardClasses } from './checkout-section';

/** The address checkout starts from: the default one that has a location, else the first that has one. */
export function preferredAddressId(addresses: readonly TAddress[]): string | null {
  const usable = addresses.filter((address) => !addressNeedsLocation(address));
  return (usable.find((address) => address.is_default) ?? usable[0])?.id ?? null;
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
  if (addresses.length === 0) {
    return (
      <div className="space-y-3 text-slate-700">
        <p>You have no saved addresses yet. Add one with its location so the pharmacy can reach you.</p>
        <ButtonLink to="/account">+ Add New Address</ButtonLink>
      </div>
    );
  }
  return (
    <fieldset className="space-y-2">
      <legend className="sr-only">Deliver to</legend>
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
              <span className="block">{[address.address_line1, address.address_line2].filter(Boolean).join(', ')}</span>
              <span className="block">
                {address.city}, {address.state} {address.postal_code}
              </span>
              {needsLocation && (
                <span className="mt-1 flex items-center gap-1 text-amber-800">
                  <AlertTriangle className="h-4 w-4" aria-hidden="true" /> Address needs location update
                </span>
              )}
            </span>
          </label>
        );
      })}
      {addresses.some(addressNeedsLocation) && (
        <p className="text-sm text-slate-700">
          <Link to="/account" className="font-medium text-brand-800 underline underline-offset-2">
            Update addresses in My account
          </Link>{' '}
          to deliver to them.
        </p>
      )}
    </fieldset>
  );
}
