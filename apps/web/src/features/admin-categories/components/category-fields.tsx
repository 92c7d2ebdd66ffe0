import {
  CATEGORY_DESCRIPTION_MAX,
  CATEGORY_NAME_MAX,
  CATEGORY_SEO_DESCRIPTION_MAX,
  CATEGORY_SEO_TITLE_MAX,
  type TAdminCategorySummary,
  ZAdminCategoryCreate,
} from '@dawanow/shared/admin-categories';
import { useId } from 'react';
import type { FieldErrors, UseFormRegister, UseFormSetError } from 'react-hook-form';
import { z } from 'zod';
import { useAdminPanelText } from '@/app/layouts/admin-panel/text';
import { Button } from '@/components/ui/button';
import { InputField, TextareaField } from '@/components/ui/form-field';
import { showFieldRefusal } from '@/lib/field-refusal';

/** Top-level categories, by name, as the parents a category may go under (the tree is two levels deep). */
export function parentChoices(tree: TAdminCategorySummary[], selfId?: string): TAdminCategorySummary[] {
  return tree
    .filter((category) => category.depth === 0 && category.id !== selfId)
    .sort((a, b) => a.name.localeCompare(b.name, 'en-IN'));
}

/**
 * Name, parent (chosen by name), description, SEO text and whether it holds daily medicines: the fields the add and
 * edit forms share.
 */
export function CategoryFields({
  register,
  errors,
  parents,
  parentHint,
  isParentLocked = false,
}: {
  register: UseFormRegister<TCategoryFormValues>;
  errors: FieldErrors<TCategoryFormValues>;
  parents: TAdminCategorySummary[];
  parentHint?: string;
  isParentLocked?: boolean;
}) {
  const { t } = useAdminPanelText();
  const chronicCareHintId = useId();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <InputField
        label={t('categories.categoryFields.name')}
        maxLength={CATEGORY_NAME_MAX}
        error={errors.name?.message}
        {...register('name')}
      />
      <label className="block space-y-1.5 text-sm font-medium text-slate-800">
        <span className="block">{t('categories.categoryFields.parentCategory')}</span>
        <select
          disabled={isParentLocked}
          aria-invalid={errors.parentId ? true : undefined}
          className="h-11 w-full rounded-lg border border-slate-300 bg-white px-2 text-base disabled:bg-slate-100"
          {...register('parentId')}
        >
          <option value="">{t('categories.categoryFields.noneATopLevel')}</option>
          {parents.map((parent) => (
            <option key={parent.id} value={parent.id}>
              {parent.name}
              {parent.isActive ? '' : t('catalog.form.hidden')}
            </option>
          ))}
        </select>
        {parentHint && <span className="block text-xs font-normal text-slate-600">{parentHint}</span>}
        {errors.parentId?.message && (
          <span className="block text-sm font-normal text-red-700">{errors.parentId.message}</span>
        )}
      </label>
      <div className="sm:col-span-2">
        <TextareaField
          label={t('categories.categoryFields.description')}
          hint={t('categories.categoryFields.shownToCustomersOn')}
          maxLength={CATEGORY_DESCRIPTION_MAX}
          error={errors.description?.message}
          className="min-h-20"
          {...register('description')}
        />
      </div>
      <InputField
        label={t('categories.categoryFields.seoTitle')}
        hint={t('categories.categoryFields.seoTitleHint', { max: CATEGORY_SEO_TITLE_MAX })}
        maxLength={CATEGORY_SEO_TITLE_MAX}
        error={errors.seoTitle?.message}
        {...register('seoTitle')}
      />
      <InputField
        label={t('categories.categoryFields.seoDescription')}
        hint={t('categories.categoryFields.seoDescriptionHint', { max: CATEGORY_SEO_DESCRIPTION_MAX })}
        maxLength={CATEGORY_SEO_DESCRIPTION_MAX}
        error={errors.seoDescription?.message}
        {...register('seoDescription')}
      />
      <div className="sm:col-span-2">
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="h-5 w-5"
            aria-describedby={chronicCareHintId}
            {...register('isChronicCare')}
          />
          {t('categories.categoryFields.chronicCare')}
        </label>
        <p id={chronicCareHintId} className="mt-1 text-xs text-slate-600">
          {t('categories.categoryFields.chronicCareHint')}
        </p>
      </div>
    </div>
  );
}

/**
 * The add and edit forms, checked with the add request's own rules (an edit sends the same fields, with the
 * version it loaded); the parent is the chosen category's id, '' for the top level.
 */
export const ZCategoryForm = ZAdminCategoryCreate.extend({ parentId: z.string().transform((id) => id || null) });
export type TCategoryFormValues = z.input<typeof ZCategoryForm>;

const FORM_FIELDS = [
  'name',
  'parentId',
  'description',
  'seoTitle',
  'seoDescription',
  'isChronicCare',
  'reason',
] as const;

/** The server's refusal beside the field it names (`details.fields`), else above the form's buttons. */
export function showRefusal(error: Error, setError: UseFormSetError<TCategoryFormValues>) {
  showFieldRefusal(error, setError, (name) => FORM_FIELDS.find((field) => field === name) ?? null);
}

/** The end of the add and edit forms: the server's refusal, if any, above the submit button. */
export function SubmitRow({
  error,
  isPending,
  label,
  pendingLabel,
}: {
  error: string | undefined;
  isPending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" disabled={isPending}>
        {isPending ? pendingLabel : label}
      </Button>
    </>
  );
}
