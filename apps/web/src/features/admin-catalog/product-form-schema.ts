/**
 * The product form as typed (MRP in rupees, numbers as text, a salt's strength blank for none) on top of the
 * shared rules, turned into what `POST /api/admin/products` and its PATCH receive.
 */
import { type TAdminProductDetail, ZAdminProductCreate } from '@dawanow/shared/admin-catalog';
import { z } from 'zod';
import type { TAdminPanelT } from '@/app/layouts/admin-panel/text';
import { ZRupees } from '@/lib/rupees-input';

const ZSaltInput = z
  .object({ name: z.string(), strength: z.string().trim(), unit: z.string().trim() })
  .transform(({ name, strength, unit }) => ({
    name: name.trim(),
    strength: strength === '' ? null : Number(strength),
    unit: unit === '' ? null : unit,
  }));

// Every field is text or a switch as typed, so the form shows all of its problems at once: the numbers are read
// and the endpoint's own schema decides in one step, its messages shown at the fields typed (the MRP's at "mrp").
// `t` words the form's own messages.
export const productFormSchema = (t: TAdminPanelT) =>
  z
    .object({
      name: z.string(),
      brand: z.string(),
      manufacturer: z.string(),
      composition: z.array(ZSaltInput),
      dosageForm: z.string(),
      packSize: z.string(),
      packLabel: z.string(),
      mrp: z.string(),
      schedule: z.string(),
      hsnCode: z.string(),
      gstRate: z.string(),
      storage: z.string(),
      isReturnable: z.boolean(),
      categoryId: z.string(),
      description: z.string(),
      uses: z.string(),
      sideEffects: z.string(),
      directions: z.string(),
      safetyAdvice: z.string(),
      isActive: z.boolean(),
    })
    .transform(({ mrp, packSize, gstRate, hsnCode, categoryId, ...fields }, ctx) => {
      const rupees = ZRupees.safeParse(mrp);
      const issues: { path: PropertyKey[]; message: string }[] = [];
      if (!rupees.success)
        issues.push({ path: ['mrp'], message: rupees.error.issues[0]?.message ?? t('catalog.form.enterMrp') });
      if (!/^\d{1,5}$/.test(packSize.trim()))
        issues.push({ path: ['packSize'], message: t('catalog.form.wholeNumber') });
      if (categoryId === '') issues.push({ path: ['categoryId'], message: t('catalog.form.chooseCategory') });
      const parsed = ZAdminProductCreate.safeParse({
        ...fields,
        packSize: Number(packSize),
        gstRate: Number(gstRate),
        hsnCode: hsnCode.trim(),
        categoryId,
        mrpPaise: rupees.success ? rupees.data : 1,
      });
      const reported = new Set(issues.map((issue) => String(issue.path[0])));
      for (const issue of parsed.success ? [] : parsed.error.issues) {
        const path = issue.path.map((key) => (key === 'mrpPaise' ? 'mrp' : key));
        if (!reported.has(String(path[0]))) issues.push({ path, message: issue.message });
      }
      for (const issue of issues) ctx.addIssue({ code: 'custom', ...issue });
      return parsed.success && issues.length === 0 ? parsed.data : z.NEVER;
    });
export type TProductFormInput = z.input<ReturnType<typeof productFormSchema>>;
export type TProductFormOutput = z.output<ReturnType<typeof productFormSchema>>;

export const EMPTY_PRODUCT: TProductFormInput = {
  name: '',
  brand: '',
  manufacturer: '',
  composition: [{ name: '', strength: '', unit: 'mg' }],
  dosageForm: 'tablet',
  packSize: '',
  packLabel: '',
  mrp: '',
  schedule: 'OTC',
  hsnCode: '3004',
  gstRate: '5',
  storage: 'room',
  isReturnable: true,
  categoryId: '',
  description: '',
  uses: '',
  sideEffects: '',
  directions: '',
  safetyAdvice: '',
  isActive: true,
};

/** The form's values for a product as loaded. */
export function productFormValues(product: TAdminProductDetail): TProductFormInput {
  return {
    name: product.name,
    brand: product.brand ?? '',
    manufacturer: product.manufacturer,
    composition: product.composition.map((salt) => ({
      name: salt.name,
      strength: salt.strength === null ? '' : String(salt.strength),
      unit: salt.unit ?? '',
    })),
    dosageForm: product.dosageForm,
    packSize: String(product.packSize),
    packLabel: product.packLabel,
    mrp: (product.mrpPaise / 100).toFixed(2),
    schedule: product.schedule,
    hsnCode: product.hsnCode,
    gstRate: String(product.gstRate),
    storage: product.storage,
    isReturnable: product.isReturnable,
    categoryId: product.categoryId,
    description: product.description,
    uses: product.uses,
    sideEffects: product.sideEffects,
    directions: product.directions,
    safetyAdvice: product.safetyAdvice,
    isActive: product.isActive,
  };
}
