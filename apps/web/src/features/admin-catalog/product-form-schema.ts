/**
 * The product form as typed (MRP in rupees, numbers as text, a salt's strength blank for none) on top of the
 * shared rules, turned into what `POST /api/admin/products` and its PATCH receive.
 */
import { type TAdminProductDetail, ZAdminProductCreate } from '@dawanow/shared/admin-catalog';
import { z } from 'zod';
import { ZRupees } from '@/lib/rupees-input';

const ZSaltInput = z
  .object({ name: z.string(), strength: z.string().trim(), unit: z.string().trim() })
  .transform(({ name, strength, unit }) => ({
    name: name.trim(),
    strength: strength === '' ? null : Number(strength),
    unit: unit === '' ? null : unit,
  }));

export const ZProductForm = z
  .object({
    name: z.string(),
    brand: z.string(),
    manufacturer: z.string(),
    composition: z.array(ZSaltInput),
    dosageForm: z.string(),
    packSize: z
      .string()
      .trim()
      .regex(/^\d{1,5}$/, 'Enter a whole number')
      .transform(Number),
    packLabel: z.string(),
    mrp: ZRupees,
    schedule: z.string(),
    hsnCode: z.string().trim(),
    gstRate: z.string().transform(Number),
    storage: z.string(),
    isReturnable: z.boolean(),
    categoryId: z.string().min(1, 'Choose a category'),
    description: z.string(),
    uses: z.string(),
    sideEffects: z.string(),
    directions: z.string(),
    safetyAdvice: z.string(),
    isActive: z.boolean(),
  })
  // The endpoint's own schema decides, its messages shown at the fields typed (the MRP's at "mrp")
  .transform(({ mrp, ...fields }, ctx) => {
    const parsed = ZAdminProductCreate.safeParse({ ...fields, mrpPaise: mrp });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      const path = issue.path.map((key) => (key === 'mrpPaise' ? 'mrp' : key));
      ctx.addIssue({ code: 'custom', message: issue.message, path });
    }
    return z.NEVER;
  });
export type TProductFormInput = z.input<typeof ZProductForm>;
export type TProductFormOutput = z.output<typeof ZProductForm>;

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
