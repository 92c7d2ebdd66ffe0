import { type TAddress, type TAddressInput, ZAddressInput } from '@dawanow/shared/addresses';
import { zodResolver } from '@hookform/resolvers/zod';
import { LocateFixed } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useSaveAddress } from '@/lib/queries/addresses';

const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
];

function toFormValues(address?: TAddress): TAddressInput {
  return {
    name: address?.name ?? '',
    address_line1: address?.address_line1 ?? '',
    address_line2: address?.address_line2 ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    postal_code: address?.postal_code ?? '',
    latitude: address?.latitude ?? null,
    longitude: address?.longitude ?? null,
    is_default: address?.is_default ?? false,
  };
}

/**
 * A saved address, new or edited, with its map location from the device; the account page and checkout's
 * "Add new address" share it. `onDone` gets the saved address, or nothing when the customer cancels.
 */
export function AddressForm({
  address,
  onDone,
  className,
}: {
  address?: TAddress;
  onDone: (saved?: TAddress) => void;
  className?: string;
}) {
  const save = useSaveAddress();
  const [isLocating, setIsLocating] = useState(false);
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    formState: { errors },
  } = useForm<TAddressInput, unknown, z.output<typeof ZAddressInput>>({
    resolver: zodResolver(ZAddressInput),
    defaultValues: toFormValues(address),
  });
  const latitude = watch('latitude');
  const longitude = watch('longitude');

  function useCurrentLocation() {
    if (!('geolocation' in navigator)) {
      toast.error('Location Error', { description: 'Geolocation is not supported by your browser' });
      return;
    }
    setIsLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setValue('latitude', Number(position.coords.latitude.toFixed(6)));
        setValue('longitude', Number(position.coords.longitude.toFixed(6)));
        setIsLocating(false);
      },
      () => {
        setIsLocating(false);
        toast.error('Location Error', {
          description: 'Unable to detect your current location. Please try again or search for an address.',
        });
      },
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 },
    );
  }

  const onSubmit = handleSubmit(async (input) => {
    try {
      const saved = await save.mutateAsync({ id: address?.id, input });
      toast.success(address ? 'Address updated' : 'Address saved');
      onDone(saved);
    } catch (error) {
      toast.error('Address not saved', {
        description: error instanceof ApiError ? error.message : 'Please try again in a moment.',
      });
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={address ? `Edit ${address.name}` : 'New address'}
      className={cn('space-y-4 rounded-xl bg-white p-4 ring-1 ring-slate-200 md:p-5', className)}
    >
      <InputField
        label="Address name"
        placeholder="Home, Office, Parents"
        error={errors.name?.message}
        {...register('name')}
      />
      <InputField
        label="House / flat, building, street"
        autoComplete="address-line1"
        error={errors.address_line1?.message}
        {...register('address_line1')}
      />
      <InputField
        label="Area, landmark (optional)"
        autoComplete="address-line2"
        error={errors.address_line2?.message}
        {...register('address_line2')}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <InputField label="City" autoComplete="address-level2" error={errors.city?.message} {...register('city')} />
        <InputField
          label="State"
          list="indian-states"
          autoComplete="address-level1"
          error={errors.state?.message}
          {...register('state')}
        />
        <InputField
          label="PIN code"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          error={errors.postal_code?.message}
          {...register('postal_code')}
        />
      </div>
      <datalist id="indian-states">
        {INDIAN_STATES.map((state) => (
          <option key={state} value={state} />
        ))}
      </datalist>
      <div className="flex flex-wrap items-center gap-3 rounded-lg bg-slate-50 p-3 text-sm">
        {latitude != null && longitude != null ? (
          <>
            <span className="text-slate-800">
              Location set ({latitude.toFixed(4)}, {longitude.toFixed(4)})
            </span>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setValue('latitude', null);
                setValue('longitude', null);
              }}
            >
              Clear location
            </Button>
          </>
        ) : (
          <span className="text-slate-700">Add the exact location so we can find pharmacies within 5 km.</span>
        )}
        <Button variant="outline" size="sm" onClick={useCurrentLocation} disabled={isLocating}>
          <LocateFixed className="h-4 w-4" aria-hidden="true" /> {isLocating ? 'Locating…' : 'Use current location'}
        </Button>
        {errors.longitude?.message && <p className="w-full text-red-700">{errors.longitude.message}</p>}
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="h-4 w-4 accent-brand-700" {...register('is_default')} /> Make this my default
        address
      </label>
      <div className="flex gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save address'}
        </Button>
        <Button variant="outline" onClick={() => onDone()}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
