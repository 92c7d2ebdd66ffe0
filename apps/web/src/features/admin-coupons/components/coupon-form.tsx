/**
 * The coupon's add and edit form: every rule the API takes, checked with the API's own schema (`ZCouponInput`)
 * before it is sent. Amounts are typed in rupees and dates as DD/MM/YYYY (Indian days, 00:00 to 23:59 IST);
 * the fields a coupon's kind or scope does not use are hidden and sent empty, as the schema wants them.
 */
import type { TAdminCategorySummary } from '@dawanow/shared/admin-categories';
import {
  COUPON_KINDS,
  COUPON_SCOPES,
  MAX_COUPON_PERCENT,
  MAX_USES_PER_CUSTOMER,
  type TAdminCoupon,
  type TCouponRules,
  type TCouponScope,
  ZCouponInput,
} from '@dawanow/shared/coupons';
import { formatDayMonthYear, parseDayMonthYear } from '@dawanow/shared/dates';
import { zodResolver } from '@hookform/resolvers/zod';
import { type InputHTMLAttributes, useId } from 'react';
import { Controller, type UseFormSetError, useForm } from 'react-hook-form';
import { z } from 'zod';
import { type TAdminPanelT, useAdminPanelText } from '@/app/layouts/admin-panel/text';
import { StorePicker, type TPickedStore } from '@/components/admin/store-picker';
import { SectionCard } from '@/components/orders/section-card';
import { Button } from '@/components/ui/button';
import { InputField, SelectField, TextareaField } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { showFieldRefusal } from '@/lib/field-refusal';
import { ZRupees } from '@/lib/rupees-input';
import { useCouponCategories } from '../api';

type TKind = (typeof COUPON_KINDS)[number];

export type TCouponForm = {
  code: string;
  title: string;
  description: string;
  kind: TKind;
  percentOff: string;
  amountOff: string;
  maxDiscount: string;
  minOrder: string;
  isFirstOrderOnly: boolean;
  perUserLimit: string;
  totalLimit: string;
  validFrom: string;
  validUntil: string;
  scope: TCouponScope;
  store: TPickedStore;
  categoryId: string;
  isActive: boolean;
};

/** The fields typed as one line of text. */
type TTextField = Exclude<
  keyof TCouponForm,
  'kind' | 'scope' | 'store' | 'isFirstOrderOnly' | 'isActive' | 'description'
>;

const rupeesText = (paise: number | null) => (paise === null ? '' : String(paise / 100));

/** A new coupon starts as a running 10% platform offer for a month, once per customer. */
export function emptyCouponForm(today: string): TCouponForm {
  return {
    code: '',
    title: '',
    description: '',
    kind: 'percent',
    percentOff: '10',
    amountOff: '',
    maxDiscount: '',
    minOrder: '',
    isFirstOrderOnly: false,
    perUserLimit: '1',
    totalLimit: '',
    validFrom: formatDayMonthYear(today),
    validUntil: '',
    scope: 'platform',
    store: { name: '', storeId: undefined },
    categoryId: '',
    isActive: true,
  };
}

export function couponFormOf(coupon: TAdminCoupon): TCouponForm {
  return {
    code: coupon.code,
    title: coupon.title,
    description: coupon.description ?? '',
    kind: coupon.kind,
    percentOff: coupon.percentOff === null ? '' : String(coupon.percentOff),
    amountOff: rupeesText(coupon.amountOffPaise),
    maxDiscount: rupeesText(coupon.maxDiscountPaise),
    minOrder: coupon.minOrderPaise === 0 ? '' : rupeesText(coupon.minOrderPaise),
    isFirstOrderOnly: coupon.isFirstOrderOnly,
    perUserLimit: String(coupon.perUserLimit),
    totalLimit: coupon.totalLimit === null ? '' : String(coupon.totalLimit),
    validFrom: formatDayMonthYear(coupon.validFrom),
    validUntil: formatDayMonthYear(coupon.validUntil),
    scope: coupon.scope,
    store: { name: coupon.storeName ?? '', storeId: coupon.storeId ?? undefined },
    categoryId: coupon.categoryId ?? '',
    isActive: coupon.isActive,
  };
}

/** The API's names for the fields this form types differently (rupees, the pharmacy picked by name). */
const FORM_FIELD_OF: Partial<Record<keyof TCouponRules, keyof TCouponForm>> = {
  amountOffPaise: 'amountOff',
  maxDiscountPaise: 'maxDiscount',
  minOrderPaise: 'minOrder',
  storeId: 'store',
};
const formFieldOf = (name: string): keyof TCouponForm =>
  FORM_FIELD_OF[name as keyof TCouponRules] ?? (name as keyof TCouponForm);

/** The form's text as the API's coupon; what cannot be read as typed is refused beside its field (in `t`'s words). */
export const couponFormSchema = (t: TAdminPanelT) =>
  z.custom<TCouponForm>().transform((form, ctx): TCouponRules => {
    // One message per field: what the form refuses while reading the text is not said again by the schema
    const refused = new Set<keyof TCouponForm>();
    const refuse = (field: keyof TCouponForm, message: string) => {
      if (refused.has(field)) return;
      refused.add(field);
      ctx.addIssue({ code: 'custom', path: [field], message });
    };
    const rupees = (field: 'amountOff' | 'maxDiscount' | 'minOrder', text: string): number | null => {
      if (text.trim() === '') return null;
      // A minimum order of ₹0 is no minimum; the other amounts must be more than nothing
      if (field === 'minOrder' && Number(text) === 0) return 0;
      const parsed = ZRupees.safeParse(text);
      if (parsed.success) return parsed.data;
      refuse(field, parsed.error.issues[0]?.message ?? t('coupons.form.enterRupees'));
      return null;
    };
    const whole = (field: 'percentOff' | 'perUserLimit' | 'totalLimit', text: string): number | null => {
      if (text.trim() === '') return null;
      if (/^\s*\d{1,8}\s*$/.test(text)) return Number(text);
      refuse(field, t('catalog.form.wholeNumber'));
      return null;
    };
    const day = (field: 'validFrom' | 'validUntil', text: string): string => {
      const parsed = parseDayMonthYear(text);
      if (parsed === null) refuse(field, text.trim() ? t('coupons.form.dateFormat') : t('coupons.form.enterDate'));
      return parsed ?? '';
    };
    const isPercent = form.kind === 'percent';
    const store = form.scope === 'store' ? form.store : null;
    if (store?.name && !store.storeId) refuse('store', t('coupons.form.chooseSuggestion'));
    const candidate = {
      code: form.code,
      title: form.title,
      description: form.description,
      kind: form.kind,
      percentOff: isPercent ? whole('percentOff', form.percentOff) : null,
      amountOffPaise: isPercent ? null : rupees('amountOff', form.amountOff),
      maxDiscountPaise: isPercent ? rupees('maxDiscount', form.maxDiscount) : null,
      minOrderPaise: rupees('minOrder', form.minOrder) ?? 0,
      isFirstOrderOnly: form.isFirstOrderOnly,
      perUserLimit: whole('perUserLimit', form.perUserLimit) ?? 0,
      totalLimit: whole('totalLimit', form.totalLimit),
      validFrom: day('validFrom', form.validFrom),
      validUntil: day('validUntil', form.validUntil),
      scope: form.scope,
      storeId: store?.storeId ?? null,
      categoryId: form.scope === 'category' ? form.categoryId || null : null,
      isActive: form.isActive,
    };
    const checked = ZCouponInput.safeParse(candidate);
    if (checked.success && refused.size === 0) return checked.data;
    for (const issue of checked.error?.issues ?? [])
      refuse(formFieldOf(String(issue.path[0] ?? 'code')), issue.message);
    return z.NEVER;
  });

/** The server's refusal beside the field it names (`details.fields`, e.g. a code taken), else above the buttons. */
export function showCouponRefusal(error: Error, setError: UseFormSetError<TCouponForm>) {
  showFieldRefusal(error, setError, formFieldOf);
}

/** Categories as a select shows them: subcategories under their parent, hidden ones marked. */
function categoryOptions(t: TAdminPanelT, tree: readonly TAdminCategorySummary[]): [string, string][] {
  return [
    ['', t('catalog.form.chooseCategory')],
    ...tree.map((category): [string, string] => [
      category.id,
      `${category.depth > 0 ? '— ' : ''}${category.name}${category.isActive ? '' : t('catalog.form.hidden')}`,
    ]),
  ];
}

/** A yes/no rule as a checkbox with its consequence underneath. */
function Checkbox({ label, hint, ...props }: InputHTMLAttributes<HTMLInputElement> & { label: string; hint: string }) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        aria-describedby={`${id}-hint`}
        className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
        {...props}
      />
      <label htmlFor={id} className="text-sm">
        <span className="block font-medium text-slate-800">{label}</span>
        <span id={`${id}-hint`} className="block text-xs text-slate-600">
          {hint}
        </span>
      </label>
    </div>
  );
}

export function CouponForm({
  label,
  defaultValues,
  submitLabel,
  pendingLabel,
  isPending,
  onSubmit,
}: {
  /** The form's name for screen readers: "Add coupon", "Edit coupon" */
  label: string;
  defaultValues: TCouponForm;
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  /** Gets the checked coupon and the way to show the server's refusal on the form */
  onSubmit: (coupon: TCouponRules, setError: UseFormSetError<TCouponForm>) => void;
}) {
  const { t } = useAdminPanelText();
  const {
    control,
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<TCouponForm, unknown, TCouponRules>({ resolver: zodResolver(couponFormSchema(t)), defaultValues });
  const categories = useCouponCategories();
  const kind = watch('kind');
  const scope = watch('scope');
  const field = (
    name: TTextField,
    label: string,
    props: InputHTMLAttributes<HTMLInputElement> & { hint?: string } = {},
  ) => <InputField key={name} label={label} error={errors[name]?.message} {...props} {...register(name)} />;
  return (
    <form
      onSubmit={handleSubmit((coupon) => onSubmit(coupon, setError))}
      noValidate
      aria-label={label}
      className="space-y-4"
    >
      <SectionCard title={t('coupons.couponForm.whatCustomersSee')}>
        <div className="grid gap-3 sm:grid-cols-2">
          {field('code', t('coupons.form.code'), {
            hint: t('coupons.form.codeHint'),
            autoCapitalize: 'characters',
            autoComplete: 'off',
            spellCheck: false,
            maxLength: 20,
            className: 'uppercase',
          })}
          {field('title', t('coupons.form.title'), { hint: t('coupons.form.titleHint'), maxLength: 80 })}
          <div className="sm:col-span-2">
            <TextareaField
              label={t('coupons.couponForm.descriptionOptional')}
              hint={t('coupons.couponForm.termsACustomerShould')}
              maxLength={300}
              className="min-h-20"
              error={errors.description?.message}
              {...register('description')}
            />
          </div>
        </div>
      </SectionCard>

      <SectionCard title={t('coupons.couponForm.discount')}>
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label={t('coupons.couponForm.kind')}
            options={COUPON_KINDS.map((option) => [option, t(`coupons.form.kinds.${option}`)])}
            error={errors.kind?.message}
            {...register('kind')}
          />
          {kind === 'percent'
            ? field('percentOff', t('coupons.form.kinds.percent'), {
                hint: t('coupons.form.percentOffHint', { max: MAX_COUPON_PERCENT }),
                inputMode: 'numeric',
              })
            : field('amountOff', t('coupons.form.amountOff'), {
                hint: t('coupons.form.amountOffHint'),
                inputMode: 'decimal',
              })}
          {kind === 'percent' &&
            field('maxDiscount', t('coupons.form.maxDiscount'), {
              hint: t('coupons.form.maxDiscountHint'),
              inputMode: 'decimal',
            })}
          {field('minOrder', t('coupons.form.minOrder'), {
            hint: t('coupons.form.minOrderHint'),
            inputMode: 'decimal',
          })}
        </div>
        <p className="mt-3 text-xs text-slate-600">{t('coupons.couponForm.prescriptionMedicinesNeverGo')}</p>
      </SectionCard>

      <SectionCard title={t('coupons.couponForm.whoMayUseIt')}>
        <div className="grid gap-3 sm:grid-cols-2">
          {field('perUserLimit', t('coupons.form.perUserLimit'), {
            hint: t('coupons.form.perUserLimitHint', { max: MAX_USES_PER_CUSTOMER }),
            inputMode: 'numeric',
          })}
          {field('totalLimit', t('coupons.form.totalLimit'), {
            hint: t('coupons.form.totalLimitHint'),
            inputMode: 'numeric',
          })}
          <div className="sm:col-span-2">
            <Checkbox
              label={t('coupons.couponForm.firstOrderOnly')}
              hint={t('coupons.couponForm.onlyForACustomer')}
              {...register('isFirstOrderOnly')}
            />
          </div>
        </div>
      </SectionCard>

      <SectionCard title={t('coupons.couponForm.whenAndWhere')}>
        <div className="grid gap-3 sm:grid-cols-2">
          {field('validFrom', t('coupons.form.validFrom'), {
            hint: t('coupons.form.validFromHint'),
            inputMode: 'numeric',
            placeholder: t('coupons.form.datePlaceholder'),
            autoComplete: 'off',
          })}
          {field('validUntil', t('coupons.form.validUntil'), {
            hint: t('coupons.form.validUntilHint'),
            inputMode: 'numeric',
            placeholder: t('coupons.form.datePlaceholder'),
            autoComplete: 'off',
          })}
          <SelectField
            label={t('coupons.couponForm.appliesAt')}
            options={COUPON_SCOPES.map((option) => [option, t(`coupons.scopes.${option}`)])}
            error={errors.scope?.message}
            {...register('scope')}
          />
          {scope === 'store' && (
            <div>
              <Controller
                control={control}
                name="store"
                render={({ field }) => (
                  <StorePicker value={field.value} onChange={field.onChange} error={errors.store?.message} />
                )}
              />
            </div>
          )}
          {/* The select waits for the categories, so that it opens on the coupon's own */}
          {scope === 'category' &&
            (categories.isPending ? (
              <Skeleton className="h-11 w-full self-end rounded-lg" />
            ) : (
              <SelectField
                label={t('coupons.couponForm.category')}
                options={categoryOptions(t, categories.data?.categories ?? [])}
                hint={categories.isError ? t('coupons.form.categoriesError') : t('coupons.form.categoryHint')}
                error={errors.categoryId?.message}
                {...register('categoryId')}
              />
            ))}
          <div className="sm:col-span-2">
            <Checkbox
              label={t('coupons.couponForm.active')}
              hint={t('coupons.couponForm.customersCanUseIt')}
              {...register('isActive')}
            />
          </div>
        </div>
      </SectionCard>

      {errors.root?.message && (
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
