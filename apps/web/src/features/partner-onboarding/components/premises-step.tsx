import { storeApplicationsApi } from '@dawanow/shared/api/store-applications';
import { INDIAN_STATES, PIN_CODE_PATTERN } from '@dawanow/shared/india';
import { ALWAYS_OPEN, WEEKDAYS } from '@dawanow/shared/opening-hours';
import { ZPremisesStep } from '@dawanow/shared/store-application-steps';
import type { TAdminStoreApplicationDetail } from '@dawanow/shared/store-applications';
import { zodResolver } from '@hookform/resolvers/zod';
import { LocateFixed } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { hoursForm, type THoursForm, WeeklyHoursFields, weeklyHoursOf } from '@/components/store/weekly-hours';
import { Button } from '@/components/ui/button';
import { InputField, SelectField } from '@/components/ui/form-field';
import { lookUpPinCode, useSaveStep } from '../api';
import { showStepRefusal } from '../step-refusal';
import { StepActions } from './step-actions';

type TPremises = TAdminStoreApplicationDetail['premises'];
type TText = Record<Exclude<keyof TPremises, 'weeklyHours'>, string>;
type TPremisesForm = TText & THoursForm;
type TPremisesOutput = z.output<typeof ZPremisesStep>;

/** The form checked with the API's rules; an hours problem is shown on its day, the rest beside their fields. */
const ZPremisesForm = z.custom<TPremisesForm>().transform((form, ctx): TPremisesOutput => {
  const { days, ...text } = form;
  const checked = ZPremisesStep.safeParse({
    ...text,
    addressLine2: text.addressLine2 || null,
    latitude: text.latitude === '' ? undefined : Number(text.latitude),
    longitude: text.longitude === '' ? undefined : Number(text.longitude),
    weeklyHours: weeklyHoursOf({ days }),
  });
  if (checked.success) return checked.data;
  for (const issue of checked.error.issues) {
    const [field, day] = issue.path.map(String);
    const path =
      field === 'weeklyHours' ? ['days', Math.max(WEEKDAYS.indexOf(day as never), 0), 'slots'] : [field ?? 'root'];
    ctx.addIssue({ code: 'custom', message: issue.message, path });
  }
  return z.NEVER;
});

const text = (value: string | number | null) => (value === null ? '' : String(value));

/** Step 2: where the shop is (the address, a map pin from the phone's location) and when it is open, in IST. */
export function PremisesStep({
  saved,
  onDone,
  onBack,
}: {
  saved: TPremises | null;
  onDone: () => void;
  onBack: () => void;
}) {
  const save = useSaveStep(storeApplicationsApi.savePremises);
  const [locating, setLocating] = useState<'idle' | 'busy' | 'failed'>('idle');
  const {
    control,
    register,
    handleSubmit,
    setValue,
    getValues,
    setError,
    formState: { errors },
  } = useForm<TPremisesForm, unknown, TPremisesOutput>({
    resolver: zodResolver(ZPremisesForm),
    defaultValues: {
      addressLine1: text(saved?.addressLine1 ?? null),
      addressLine2: text(saved?.addressLine2 ?? null),
      locality: text(saved?.locality ?? null),
      city: text(saved?.city ?? null),
      state: text(saved?.state ?? null),
      postalCode: text(saved?.postalCode ?? null),
      latitude: text(saved?.latitude ?? null),
      longitude: text(saved?.longitude ?? null),
      ...hoursForm(saved?.weeklyHours ?? ALWAYS_OPEN),
    },
  });

  // Standing in the shop, the phone's location is the pin customers within 5 km are matched against
  function useMyLocation() {
    if (!('geolocation' in navigator)) {
      setLocating('failed');
      return;
    }
    setLocating('busy');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setValue('latitude', position.coords.latitude.toFixed(6), { shouldValidate: true });
        setValue('longitude', position.coords.longitude.toFixed(6), { shouldValidate: true });
        setLocating('idle');
      },
      () => setLocating('failed'),
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 },
    );
  }

  // The gazetteer knows each PIN code's district and state: typed once, checked against the GSTIN's state
  async function fillFromPinCode() {
    const pinCode = getValues('postalCode').trim();
    if (!PIN_CODE_PATTERN.test(pinCode)) return;
    const place = await lookUpPinCode(pinCode);
    if (place?.city && !getValues('city')) setValue('city', place.city);
    if (place?.state && INDIAN_STATES.includes(place.state)) setValue('state', place.state, { shouldValidate: true });
  }

  const onSubmit = handleSubmit(async (step) => {
    try {
      await save.mutateAsync(step);
      onDone();
    } catch (error) {
      showStepRefusal(error as Error, setError);
    }
  });
  const field = (name: keyof TText, label: string, props: Record<string, unknown> = {}) => (
    <InputField label={label} error={errors[name]?.message} {...props} {...register(name)} />
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Premises" className="space-y-4">
      {field('addressLine1', 'Shop number and street')}
      {field('addressLine2', 'Building or landmark (optional)')}
      <div className="grid gap-4 sm:grid-cols-2">
        {field('locality', 'Locality or area')}
        {field('city', 'City')}
        <SelectField
          label="State"
          error={errors.state?.message}
          options={[['', 'Choose…'], ...INDIAN_STATES.map((state) => [state, state] as const)]}
          {...register('state')}
        />
        <InputField
          label="PIN code"
          inputMode="numeric"
          autoComplete="postal-code"
          hint="Fills the city and state"
          error={errors.postalCode?.message}
          {...register('postalCode', { onBlur: () => void fillFromPinCode() })}
        />
      </div>
      <fieldset className="space-y-3 rounded-xl bg-slate-50 p-3">
        <legend className="px-1 text-sm font-medium text-slate-800">Map pin</legend>
        <Button variant="outline" onClick={useMyLocation} disabled={locating === 'busy'}>
          <LocateFixed className="h-4 w-4" aria-hidden="true" />
          {locating === 'busy' ? 'Finding you…' : 'Use my location (stand in the shop)'}
        </Button>
        {locating === 'failed' && (
          <p role="alert" className="text-sm text-red-700">
            We could not read your location. Allow it in the browser, or type the coordinates from a map app.
          </p>
        )}
        <div className="grid grid-cols-2 gap-3">
          {field('latitude', 'Latitude', { inputMode: 'decimal', hint: 'e.g. 12.9716' })}
          {field('longitude', 'Longitude', { inputMode: 'decimal', hint: 'e.g. 77.5946' })}
        </div>
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">Opening hours (India time)</legend>
        <WeeklyHoursFields control={control} register={register} errors={errors} />
      </fieldset>
      <StepActions error={errors.root?.message} onBack={onBack} isPending={save.isPending} />
    </form>
  );
}
