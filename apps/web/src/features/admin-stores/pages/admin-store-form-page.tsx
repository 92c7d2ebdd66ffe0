/**
 * `/admin/stores/add` and `/admin/stores/edit/:storeId`: a pharmacy's record — name and address with its map pin,
 * contact, drug licences (Form 20 and 21) with their validity, GSTIN (of the address's state), the registered
 * pharmacist and weekly hours — checked with the API's own rules before it is sent. An edit names the version it
 * was loaded at; a pharmacy changed since is not overwritten.
 */
import { type TAdminStoreDetail, type TAdminStoreFields, ZAdminStoreFields } from '@dawanow/shared/admin-stores';
import { INDIAN_STATES } from '@dawanow/shared/india';
import { ALWAYS_OPEN, WEEKDAYS } from '@dawanow/shared/opening-hours';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { useAdminPanelText } from '@/app/layouts/admin-panel/text';
import { SectionCard } from '@/components/orders/section-card';
import { hoursForm, type THoursForm, WeeklyHoursFields, weeklyHoursOf } from '@/components/store/weekly-hours';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { InputField } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { useAdminStore, useCreateStore, useUpdateStore } from '../api';

type TTextFields = Omit<Record<keyof TAdminStoreFields, string>, 'weeklyHours'>;
type TStoreForm = TTextFields & THoursForm;
type TStoreFormOutput = z.output<typeof ZAdminStoreFields>;

const TEXT_FIELDS = Object.keys(ZAdminStoreFields.shape).filter(
  (key) => key !== 'weeklyHours',
) as (keyof TTextFields)[];

function formOf(store: TAdminStoreDetail | null): TStoreForm {
  const fields = store?.fields;
  const text = Object.fromEntries(
    TEXT_FIELDS.map((key) => [key, fields?.[key] === null || fields?.[key] === undefined ? '' : String(fields[key])]),
  ) as TTextFields;
  return { ...text, ...hoursForm(fields?.weeklyHours ?? ALWAYS_OPEN) };
}

/** The form checked with the API's rules; an hours problem is shown on its day, the rest beside their fields. */
const ZStoreForm = z.custom<TStoreForm>().transform((form, ctx): TStoreFormOutput => {
  const { days, ...text } = form;
  const checked = ZAdminStoreFields.safeParse({
    ...text,
    addressLine2: text.addressLine2 || null,
    latitude: text.latitude === '' ? Number.NaN : Number(text.latitude),
    longitude: text.longitude === '' ? Number.NaN : Number(text.longitude),
    weeklyHours: weeklyHoursOf({ days }),
  });
  if (checked.success) return checked.data;
  for (const issue of checked.error.issues) {
    const [field, day] = issue.path.map(String);
    const path =
      field === 'weeklyHours' ? ['days', Math.max(WEEKDAYS.indexOf(day as never), 0), 'slots'] : [field ?? 'name'];
    ctx.addIssue({ code: 'custom', message: issue.message, path });
  }
  return z.NEVER;
});

function StoreForm({ store }: { store: TAdminStoreDetail | null }) {
  const { t } = useAdminPanelText();
  const navigate = useNavigate();
  const create = useCreateStore();
  const update = useUpdateStore(store?.id ?? '');
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TStoreForm, unknown, TStoreFormOutput>({
    resolver: zodResolver(ZStoreForm),
    defaultValues: formOf(store),
  });
  const field = (name: keyof TTextFields, label: string, props: Record<string, unknown> = {}) => (
    <InputField label={label} error={errors[name]?.message} {...props} {...register(name)} />
  );

  const onSubmit = handleSubmit(async (fields) => {
    try {
      const saved = store
        ? await update.mutateAsync({ fields, version: store.version })
        : await create.mutateAsync(fields);
      toast.success(store ? t('stores.storeForm.saved') : t('stores.storeForm.added'));
      void navigate(`/admin/stores/${saved.id}`);
    } catch (error) {
      toast.error(store ? t('stores.storeForm.notSaved') : t('stores.storeForm.notAdded'), {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={store ? t('stores.storeForm.edit') : t('stores.storeForm.add')}
      className="space-y-4"
    >
      <SectionCard title={t('stores.storeForm.nameAndAddress')}>
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="sm:col-span-2">{field('name', t('stores.storeForm.fields.name'))}</div>
          {field('addressLine1', t('stores.storeForm.fields.addressLine1'))}
          {field('addressLine2', t('stores.storeForm.fields.addressLine2'))}
          {field('locality', t('stores.storeForm.fields.locality'))}
          {field('city', t('stores.storeForm.fields.city'))}
          <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
            {t('stores.storeForm.state')}
            <select
              className="h-11 w-full rounded-lg border border-slate-300 bg-white px-2 text-base"
              aria-invalid={errors.state ? true : undefined}
              {...register('state')}
            >
              <option value="">{t('stores.storeForm.chooseTheState')}</option>
              {INDIAN_STATES.map((state) => (
                <option key={state} value={state}>
                  {state}
                </option>
              ))}
            </select>
            {errors.state && <span className="text-sm font-normal text-red-700">{errors.state.message}</span>}
          </label>
          {field('postalCode', t('stores.storeForm.fields.postalCode'), { inputMode: 'numeric', autoComplete: 'off' })}
          {field('latitude', t('stores.storeForm.fields.latitude'), {
            inputMode: 'decimal',
            hint: t('stores.storeForm.latitudeHint'),
          })}
          {field('longitude', t('stores.storeForm.fields.longitude'), {
            inputMode: 'decimal',
            hint: t('stores.storeForm.longitudeHint'),
          })}
        </div>
      </SectionCard>
      <SectionCard title={t('stores.storeForm.contact')}>
        <div className="grid gap-3 sm:grid-cols-2">
          {field('phone', t('stores.storeForm.fields.phone'), { type: 'tel', hint: t('stores.storeForm.phoneHint') })}
          {field('email', t('stores.storeForm.fields.email'), { type: 'email' })}
        </div>
      </SectionCard>
      <SectionCard title={t('stores.storeForm.licencesAndTax')}>
        <div className="grid gap-3 sm:grid-cols-2">
          {field('drugLicenceForm20', t('stores.storeForm.fields.drugLicenceForm20'))}
          {field('drugLicenceForm21', t('stores.storeForm.fields.drugLicenceForm21'))}
          {field('drugLicenceValidUntil', t('stores.storeForm.fields.drugLicenceValidUntil'), { type: 'date' })}
          {field('gstin', t('stores.storeForm.fields.gstin'), {
            autoComplete: 'off',
            hint: t('stores.storeForm.gstinHint'),
          })}
          {field('pharmacistName', t('stores.storeForm.fields.pharmacistName'))}
          {field('pharmacistRegistrationNumber', t('stores.storeForm.fields.pharmacistRegistrationNumber'))}
        </div>
      </SectionCard>
      <SectionCard title={t('stores.storeForm.openingHoursIndiaTime')}>
        <WeeklyHoursFields control={control} register={register} errors={errors} />
      </SectionCard>
      <div className="flex gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('stores.storeForm.saving') : store ? t('stores.storeForm.save') : t('stores.storeForm.add')}
        </Button>
        <Link
          to={store ? `/admin/stores/${store.id}` : '/admin/stores'}
          className="inline-flex items-center px-3 text-sm"
        >
          {t('stores.storeForm.cancel')}
        </Link>
      </div>
    </form>
  );
}

function EditStore({ storeId }: { storeId: string }) {
  const { t } = useAdminPanelText();
  const store = useAdminStore(storeId);
  if (store.isPending) {
    return (
      <div role="status" aria-label={t('stores.editStore.loadingThePharmacy')} className="space-y-3">
        <Skeleton className="h-64 w-full rounded-xl" />
      </div>
    );
  }
  if (store.isError)
    return <ErrorState message={t('stores.editStore.weCouldNotLoad')} onRetry={() => void store.refetch()} />;
  return <StoreForm store={store.data} />;
}

/** Adds a pharmacy (`/admin/stores/add`) or edits one (`/admin/stores/edit/:storeId`). */
export function AdminStoreFormPage() {
  const { t } = useAdminPanelText();
  const { storeId } = useParams();
  return (
    <div className="mx-auto max-w-4xl">
      <Link
        to={storeId ? `/admin/stores/${storeId}` : '/admin/stores'}
        className="mb-3 inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-800 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />{' '}
        {storeId ? t('stores.storeFormPage.backToStore') : t('stores.storePage.back')}
      </Link>
      <h1 className="mb-4 text-2xl font-bold tracking-tight text-slate-900">
        {storeId ? t('stores.storeForm.edit') : t('stores.storeForm.add')}
      </h1>
      {storeId ? <EditStore storeId={storeId} /> : <StoreForm store={null} />}
    </div>
  );
}
