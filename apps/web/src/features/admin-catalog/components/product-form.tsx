/**
 * A product's fields as the admin edits them: identity, the composition (salts in label order — add, remove,
 * move up or down), schedule and tax, pack and price, storage and returns, category, patient information in
 * Markdown. Checked with the endpoint's own schema before anything is sent.
 */
import { PATIENT_INFORMATION_MAX, PRODUCT_MAX_SALTS } from '@dawanow/shared/admin-catalog';
import type { TAdminCategorySummary } from '@dawanow/shared/admin-categories';
import { DOSAGE_FORMS, DRUG_SCHEDULES, GST_RATES, SCHEDULE_NOTICES } from '@dawanow/shared/products';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { type FieldErrors, useFieldArray, useForm } from 'react-hook-form';
import { useAdminPanelText } from '@/app/layouts/admin-panel/text';
import { Button } from '@/components/ui/button';
import { InputField, SelectField, TextareaField } from '@/components/ui/form-field';
import { productFormSchema, type TProductFormInput, type TProductFormOutput } from '../product-form-schema';

const PATIENT_TEXTS = ['description', 'uses', 'sideEffects', 'directions', 'safetyAdvice'] as const;

/** The first message of a field's errors, however deep (a salt's name, the composition as a whole). */
function messageOf(errors: FieldErrors<TProductFormInput>, key: string): string | undefined {
  const error = (errors as Record<string, { message?: string; root?: { message?: string } } | undefined>)[key];
  return error?.message ?? error?.root?.message;
}

export function ProductForm({
  defaultValues,
  categories,
  submitLabel,
  pendingLabel,
  isPending,
  onSubmit,
  notice,
}: {
  defaultValues: TProductFormInput;
  categories: TAdminCategorySummary[];
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  /** Gets the checked values; call `fail` with the server's message to show it above the button */
  onSubmit: (values: TProductFormOutput, fail: (message: string) => void) => void;
  /** Shown above the buttons: a version conflict, for instance */
  notice?: ReactNode;
}) {
  const { t } = useAdminPanelText();
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<TProductFormInput, unknown, TProductFormOutput>({
    resolver: zodResolver(productFormSchema(t)),
    defaultValues,
  });
  const salts = useFieldArray({ control, name: 'composition' });
  const schedule = watch('schedule') as (typeof DRUG_SCHEDULES)[number];
  const submit = handleSubmit((values) => onSubmit(values, (message) => setError('root', { message })));

  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-label={t('catalog.productForm.product')}>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-slate-900">{t('catalog.productForm.theProduct')}</legend>
        <InputField label={t('catalog.productForm.name')} error={errors.name?.message} {...register('name')} />
        <InputField
          label={t('catalog.productForm.brand')}
          hint={t('catalog.productForm.optional')}
          error={errors.brand?.message}
          {...register('brand')}
        />
        <InputField
          label={t('catalog.productForm.manufacturer')}
          error={errors.manufacturer?.message}
          {...register('manufacturer')}
        />
        <SelectField
          label={t('catalog.productForm.category')}
          error={errors.categoryId?.message}
          options={[
            ['', t('catalog.form.chooseCategory')],
            ...categories.map((category): [string, string] => [
              category.id,
              `${category.depth > 0 ? '— ' : ''}${category.name}${category.isActive ? '' : t('catalog.form.hidden')}`,
            ]),
          ]}
          {...register('categoryId')}
        />
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="mb-2 text-lg font-semibold text-slate-900">{t('catalog.productForm.composition')}</legend>
        <p className="text-sm text-slate-600">{t('catalog.productForm.saltsInTheOrder')}</p>
        <ol className="space-y-2">
          {salts.fields.map((field, index) => (
            <li key={field.id} className="grid grid-cols-[1fr_6rem_6rem_auto] items-end gap-2">
              <InputField
                label={t('catalog.form.salt', { number: index + 1 })}
                error={errors.composition?.[index]?.name?.message}
                {...register(`composition.${index}.name`)}
              />
              <InputField
                label={t('catalog.productForm.strength')}
                inputMode="decimal"
                error={errors.composition?.[index]?.strength?.message}
                {...register(`composition.${index}.strength`)}
              />
              <InputField
                label={t('catalog.productForm.unit')}
                error={errors.composition?.[index]?.unit?.message}
                {...register(`composition.${index}.unit`)}
              />
              <div className="flex gap-1 pb-0.5">
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t('catalog.form.saltUp', { number: index + 1 })}
                  disabled={index === 0}
                  onClick={() => salts.move(index, index - 1)}
                >
                  <ArrowUp className="h-4 w-4" aria-hidden="true" />
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t('catalog.form.saltDown', { number: index + 1 })}
                  disabled={index === salts.fields.length - 1}
                  onClick={() => salts.move(index, index + 1)}
                >
                  <ArrowDown className="h-4 w-4" aria-hidden="true" />
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t('catalog.form.saltRemove', { number: index + 1 })}
                  onClick={() => salts.remove(index)}
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ol>
        {messageOf(errors, 'composition') && <p className="text-sm text-red-700">{messageOf(errors, 'composition')}</p>}
        <Button
          variant="outline"
          size="sm"
          disabled={salts.fields.length >= PRODUCT_MAX_SALTS}
          onClick={() => salts.append({ name: '', strength: '', unit: 'mg' })}
        >
          <Plus className="h-4 w-4" aria-hidden="true" /> {t('catalog.productForm.addASalt')}
        </Button>
      </fieldset>

      <fieldset className="grid gap-3 sm:grid-cols-3">
        <legend className="mb-2 text-lg font-semibold text-slate-900">
          {t('catalog.productForm.packPriceAndTax')}
        </legend>
        <SelectField
          label={t('catalog.productForm.form')}
          options={DOSAGE_FORMS.map((form) => [form, form.replace('_', ' ')])}
          {...register('dosageForm')}
        />
        <InputField
          label={t('catalog.productForm.packSize')}
          inputMode="numeric"
          error={errors.packSize?.message}
          {...register('packSize')}
        />
        <InputField
          label={t('catalog.productForm.packLabel')}
          hint={t('catalog.productForm.eGStripOf')}
          error={errors.packLabel?.message}
          {...register('packLabel')}
        />
        <InputField
          label={t('catalog.productForm.mrp')}
          inputMode="decimal"
          error={errors.mrp?.message ?? messageOf(errors, 'mrpPaise')}
          {...register('mrp')}
        />
        <InputField
          label={t('catalog.productForm.hsnCode')}
          inputMode="numeric"
          hint={t('catalog.productForm.46Or8')}
          error={errors.hsnCode?.message}
          {...register('hsnCode')}
        />
        <SelectField
          label={t('catalog.productForm.gstRate')}
          options={GST_RATES.map((rate) => [String(rate), `${rate}%`])}
          {...register('gstRate')}
        />
      </fieldset>

      <fieldset className="grid gap-3 sm:grid-cols-3">
        <legend className="mb-2 text-lg font-semibold text-slate-900">
          {t('catalog.productForm.scheduleStorageAndSale')}
        </legend>
        <SelectField
          label={t('catalog.productForm.schedule')}
          hint={SCHEDULE_NOTICES[schedule]}
          options={DRUG_SCHEDULES.map((value) => [value, t(`catalog.form.schedules.${value}`)])}
          {...register('schedule')}
        />
        <SelectField
          label={t('catalog.productForm.storage')}
          options={[
            ['room', t('catalog.form.room')],
            ['cold_chain', t('catalog.form.coldChain')],
          ]}
          {...register('storage')}
        />
        <div className="space-y-2 pt-6">
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" className="h-5 w-5" {...register('isReturnable')} />{' '}
            {t('catalog.productForm.returnable')}
          </label>
          {errors.isReturnable && <p className="text-sm text-red-700">{errors.isReturnable.message}</p>}
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" className="h-5 w-5" {...register('isActive')} />{' '}
            {t('catalog.productForm.soldToCustomersActive')}
          </label>
          {errors.isActive && <p className="text-sm text-red-700">{errors.isActive.message}</p>}
        </div>
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="mb-2 text-lg font-semibold text-slate-900">
          {t('catalog.productForm.patientInformation')}
        </legend>
        <p className="text-sm text-slate-600">{t('catalog.productForm.markdownBoldListsWith')}</p>
        {PATIENT_TEXTS.map((key) => (
          <TextareaField
            key={key}
            label={t(`catalog.form.patientTexts.${key}`)}
            rows={4}
            maxLength={PATIENT_INFORMATION_MAX}
            error={errors[key]?.message}
            {...register(key)}
          />
        ))}
      </fieldset>

      {notice}
      {errors.root && (
        <p role="alert" className="text-sm text-red-700">
          {errors.root.message}
        </p>
      )}
      <Button type="submit" disabled={isPending}>
        {isPending ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}
