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
import { Button } from '@/components/ui/button';
import { InputField, SelectField, TextareaField } from '@/components/ui/form-field';
import { type TProductFormInput, type TProductFormOutput, ZProductForm } from '../product-form-schema';

const SCHEDULE_CHOICES: Record<(typeof DRUG_SCHEDULES)[number], string> = {
  OTC: 'OTC (not scheduled)',
  G: 'Schedule G',
  H: 'Schedule H',
  H1: 'Schedule H1',
  X: 'Schedule X (never sold online)',
  NDPS: 'NDPS (never sold online)',
};

const PATIENT_TEXTS = [
  ['description', 'About this medicine'],
  ['uses', 'Uses'],
  ['sideEffects', 'Side effects'],
  ['directions', 'Directions for use'],
  ['safetyAdvice', 'Safety advice'],
] as const;

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
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<TProductFormInput, unknown, TProductFormOutput>({
    resolver: zodResolver(ZProductForm),
    defaultValues,
  });
  const salts = useFieldArray({ control, name: 'composition' });
  const schedule = watch('schedule') as (typeof DRUG_SCHEDULES)[number];
  const submit = handleSubmit((values) => onSubmit(values, (message) => setError('root', { message })));

  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-label="Product">
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-slate-900">The product</legend>
        <InputField label="Name" error={errors.name?.message} {...register('name')} />
        <InputField label="Brand" hint="Optional" error={errors.brand?.message} {...register('brand')} />
        <InputField label="Manufacturer" error={errors.manufacturer?.message} {...register('manufacturer')} />
        <SelectField
          label="Category"
          error={errors.categoryId?.message}
          options={[
            ['', 'Choose a category'],
            ...categories.map((category): [string, string] => [
              category.id,
              `${category.depth > 0 ? '— ' : ''}${category.name}${category.isActive ? '' : ' (hidden)'}`,
            ]),
          ]}
          {...register('categoryId')}
        />
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="mb-2 text-lg font-semibold text-slate-900">Composition</legend>
        <p className="text-sm text-slate-600">
          Salts in the order the label lists them. Leave the strength blank for none.
        </p>
        <ol className="space-y-2">
          {salts.fields.map((field, index) => (
            <li key={field.id} className="grid grid-cols-[1fr_6rem_6rem_auto] items-end gap-2">
              <InputField
                label={`Salt ${index + 1}`}
                error={errors.composition?.[index]?.name?.message}
                {...register(`composition.${index}.name`)}
              />
              <InputField
                label="Strength"
                inputMode="decimal"
                error={errors.composition?.[index]?.strength?.message}
                {...register(`composition.${index}.strength`)}
              />
              <InputField
                label="Unit"
                error={errors.composition?.[index]?.unit?.message}
                {...register(`composition.${index}.unit`)}
              />
              <div className="flex gap-1 pb-0.5">
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Move salt ${index + 1} up`}
                  disabled={index === 0}
                  onClick={() => salts.move(index, index - 1)}
                >
                  <ArrowUp className="h-4 w-4" aria-hidden="true" />
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Move salt ${index + 1} down`}
                  disabled={index === salts.fields.length - 1}
                  onClick={() => salts.move(index, index + 1)}
                >
                  <ArrowDown className="h-4 w-4" aria-hidden="true" />
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Remove salt ${index + 1}`}
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
          <Plus className="h-4 w-4" aria-hidden="true" /> Add a salt
        </Button>
      </fieldset>

      <fieldset className="grid gap-3 sm:grid-cols-3">
        <legend className="mb-2 text-lg font-semibold text-slate-900">Pack, price and tax</legend>
        <SelectField
          label="Form"
          options={DOSAGE_FORMS.map((form) => [form, form.replace('_', ' ')])}
          {...register('dosageForm')}
        />
        <InputField label="Pack size" inputMode="numeric" error={errors.packSize?.message} {...register('packSize')} />
        <InputField
          label="Pack label"
          hint="e.g. strip of 15 tablets"
          error={errors.packLabel?.message}
          {...register('packLabel')}
        />
        <InputField
          label="MRP (₹)"
          inputMode="decimal"
          error={errors.mrp?.message ?? messageOf(errors, 'mrpPaise')}
          {...register('mrp')}
        />
        <InputField
          label="HSN code"
          inputMode="numeric"
          hint="4, 6 or 8 digits"
          error={errors.hsnCode?.message}
          {...register('hsnCode')}
        />
        <SelectField
          label="GST rate"
          options={GST_RATES.map((rate) => [String(rate), `${rate}%`])}
          {...register('gstRate')}
        />
      </fieldset>

      <fieldset className="grid gap-3 sm:grid-cols-3">
        <legend className="mb-2 text-lg font-semibold text-slate-900">Schedule, storage and sale</legend>
        <SelectField
          label="Schedule"
          hint={SCHEDULE_NOTICES[schedule]}
          options={DRUG_SCHEDULES.map((value) => [value, SCHEDULE_CHOICES[value]])}
          {...register('schedule')}
        />
        <SelectField
          label="Storage"
          options={[
            ['room', 'Room temperature'],
            ['cold_chain', 'Cold chain (2–8 °C)'],
          ]}
          {...register('storage')}
        />
        <div className="space-y-2 pt-6">
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" className="h-5 w-5" {...register('isReturnable')} /> Returnable
          </label>
          {errors.isReturnable && <p className="text-sm text-red-700">{errors.isReturnable.message}</p>}
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" className="h-5 w-5" {...register('isActive')} /> Sold to customers (active)
          </label>
          {errors.isActive && <p className="text-sm text-red-700">{errors.isActive.message}</p>}
        </div>
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="mb-2 text-lg font-semibold text-slate-900">Patient information</legend>
        <p className="text-sm text-slate-600">
          Markdown: **bold**, lists with “- ”, blank lines between paragraphs. HTML is shown as text, never run.
        </p>
        {PATIENT_TEXTS.map(([key, label]) => (
          <TextareaField
            key={key}
            label={label}
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
