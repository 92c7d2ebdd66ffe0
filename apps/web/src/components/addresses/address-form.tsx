import { type TAddress, type TAddressInput, ZAddressInput } from '@dawanow/shared/addresses';
import { zodResolver } from '@hookform/resolvers/zod';
import { LocateFixed } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { errorMessage, validationMessage } from '@/lib/i18n/error-message';
import { useSaveAddress } from '@/lib/queries/addresses';
import { toast } from '@/lib/toast';
import { useLocationText } from './text';

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
  const { t } = useLocationText();
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
      toast.error(t('toast.locationError'), { description: t('geolocation.unsupported') });
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
        toast.error(t('toast.locationError'), { description: t('toast.locationErrorText') });
      },
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 },
    );
  }

  const onSubmit = handleSubmit(async (input) => {
    try {
      const saved = await save.mutateAsync({ id: address?.id, input });
      toast.success(address ? t('address.updated') : t('address.saved'));
      onDone(saved);
    } catch (error) {
      toast.error(t('address.notSaved'), {
        description: error instanceof ApiError ? errorMessage(error) : t('toast.tryLater'),
      });
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={address ? t('address.editLabel', { name: address.name }) : t('address.newLabel')}
      className={cn('space-y-4 rounded-xl bg-white p-4 ring-1 ring-slate-200 md:p-5', className)}
    >
      <InputField
        label={t('address.name')}
        placeholder={t('address.namePlaceholder')}
        error={errors.name?.message}
        {...register('name')}
      />
      <InputField
        label={t('address.line1')}
        autoComplete="address-line1"
        error={errors.address_line1?.message}
        {...register('address_line1')}
      />
      <InputField
        label={t('address.line2')}
        autoComplete="address-line2"
        error={errors.address_line2?.message}
        {...register('address_line2')}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <InputField
          label={t('address.city')}
          autoComplete="address-level2"
          error={errors.city?.message}
          {...register('city')}
        />
        <InputField
          label={t('address.state')}
          list="indian-states"
          autoComplete="address-level1"
          error={errors.state?.message}
          {...register('state')}
        />
        <InputField
          label={t('address.postalCode')}
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
              {t('address.locationSet', { latitude: latitude.toFixed(4), longitude: longitude.toFixed(4) })}
            </span>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setValue('latitude', null);
                setValue('longitude', null);
              }}
            >
              {t('address.clearLocation')}
            </Button>
          </>
        ) : (
          <span className="text-slate-700">{t('address.addLocation')}</span>
        )}
        <Button variant="outline" size="sm" onClick={useCurrentLocation} disabled={isLocating}>
          <LocateFixed className="h-4 w-4" aria-hidden="true" />{' '}
          {isLocating ? t('address.locating') : t('address.useCurrent')}
        </Button>
        {errors.longitude?.message && (
          <p className="w-full text-red-700">{validationMessage(errors.longitude.message)}</p>
        )}
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="h-4 w-4 accent-brand-700" {...register('is_default')} />{' '}
        {t('address.makeDefault')}
      </label>
      <div className="flex gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('address.saving') : t('address.save')}
        </Button>
        <Button variant="outline" onClick={() => onDone()}>
          {t('address.cancel')}
        </Button>
      </div>
    </form>
  );
}
