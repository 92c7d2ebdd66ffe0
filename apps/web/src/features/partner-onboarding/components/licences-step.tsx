import { storeApplicationsApi } from '@dawanow/shared/api/store-applications';
import { LICENCE_MIN_VALID_DAYS, ZLicencesStep } from '@dawanow/shared/store-application-steps';
import type { TAdminStoreApplicationDetail, TStoreApplicationLicence } from '@dawanow/shared/store-applications';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { InputField } from '@/components/ui/form-field';
import { useSaveStep } from '../api';
import { showStepRefusal } from '../step-refusal';
import { StepActions } from './step-actions';

const FORMS = ['form20', 'form21', 'form20b', 'form21b'] as const;
type TForm = (typeof FORMS)[number];
const LABELS: Record<TForm, string> = {
  form20: 'Form 20',
  form21: 'Form 21',
  form20b: 'Form 20B',
  form21b: 'Form 21B',
};
const FORM_OF: Record<TStoreApplicationLicence['form'], TForm> = {
  '20': 'form20',
  '21': 'form21',
  '20B': 'form20b',
  '21B': 'form21b',
};

type TLicencesForm = Record<TForm, { number: string; validUntil: string }> & {
  isWholesale: boolean;
  pharmacistName: string;
  pharmacistRegistrationNumber: string;
};
type TLicencesOutput = z.output<typeof ZLicencesStep>;

const ZLicencesForm = z.custom<TLicencesForm>().transform((form, ctx): TLicencesOutput => {
  const { isWholesale, form20b, form21b, ...rest } = form;
  const checked = ZLicencesStep.safeParse({
    ...rest,
    form20b: isWholesale ? form20b : null,
    form21b: isWholesale ? form21b : null,
  });
  if (checked.success) return checked.data;
  for (const issue of checked.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  return z.NEVER;
});

/** Step 3: the drug licences (20B/21B only for a wholesaler) and the registered pharmacist. */
export function LicencesStep({
  saved,
  onDone,
  onBack,
}: {
  saved: Pick<TAdminStoreApplicationDetail, 'licences' | 'pharmacist'> | null;
  onDone: () => void;
  onBack: () => void;
}) {
  const save = useSaveStep(storeApplicationsApi.saveLicences);
  const held = Object.fromEntries(
    (saved?.licences ?? []).map((licence) => [
      FORM_OF[licence.form],
      { number: licence.number ?? '', validUntil: licence.validUntil ?? '' },
    ]),
  );
  const empty = { number: '', validUntil: '' };
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<TLicencesForm, unknown, TLicencesOutput>({
    resolver: zodResolver(ZLicencesForm),
    defaultValues: {
      form20: held.form20 ?? empty,
      form21: held.form21 ?? empty,
      form20b: held.form20b ?? empty,
      form21b: held.form21b ?? empty,
      isWholesale: Boolean(held.form20b ?? held.form21b),
      pharmacistName: saved?.pharmacist.name ?? '',
      pharmacistRegistrationNumber: saved?.pharmacist.registrationNumber ?? '',
    },
  });
  const isWholesale = watch('isWholesale');
  const onSubmit = handleSubmit(async (step) => {
    try {
      await save.mutateAsync(step);
      onDone();
    } catch (error) {
      showStepRefusal(error as Error, setError);
    }
  });
  const licence = (form: TForm) => (
    <fieldset key={form} className="grid gap-3 rounded-xl bg-slate-50 p-3 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold text-slate-900">{LABELS[form]} licence</legend>
      <InputField
        label={`${LABELS[form]} number`}
        autoCapitalize="characters"
        autoComplete="off"
        error={errors[form]?.number?.message}
        {...register(`${form}.number`)}
      />
      <InputField
        label="Valid until"
        type="date"
        hint={`At least ${LICENCE_MIN_VALID_DAYS} days from today`}
        error={errors[form]?.validUntil?.message}
        {...register(`${form}.validUntil`)}
      />
    </fieldset>
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Licences" className="space-y-4">
      {licence('form20')}
      {licence('form21')}
      <label className="flex min-h-11 items-center gap-3 text-sm text-slate-800">
        <input type="checkbox" className="h-5 w-5" {...register('isWholesale')} />
        We also sell wholesale (Form 20B and 21B)
      </label>
      {isWholesale && (
        <>
          {licence('form20b')}
          {licence('form21b')}
        </>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label="Registered pharmacist’s name"
          error={errors.pharmacistName?.message}
          {...register('pharmacistName')}
        />
        <InputField
          label="State Pharmacy Council registration number"
          autoCapitalize="characters"
          autoComplete="off"
          error={errors.pharmacistRegistrationNumber?.message}
          {...register('pharmacistRegistrationNumber')}
        />
      </div>
      <StepActions error={errors.root?.message} onBack={onBack} isPending={save.isPending} />
    </form>
  );
}
