/**
 * What the inventory forms take as typed (rupees as text, a count as a number) on top of the shared rules,
 * turned into what the endpoints receive.
 */
import { ZBatchNumber, ZFutureExpiry, ZLowStockThreshold } from '@dawanow/shared/inventory';
import { z } from 'zod';
import { i18n } from '@/lib/i18n/i18n';
import { ZRupees } from '@/lib/rupees-input';

const ZOptionalRupees = z.union([z.literal('').transform(() => null), ZRupees]);

// Messages are read when a form is checked, in the panel's words (plain module: no hook to ask)
const wholeUnits = () => i18n.t('store-panel:inventory.form.wholeUnits');
export const ZUnitsInput = z.number({ error: wholeUnits }).int({ error: wholeUnits });

export const ZReceiptForm = z.object({
  batchNumber: ZBatchNumber,
  expiryDate: ZFutureExpiry,
  quantity: ZUnitsInput.min(1, { error: () => i18n.t('store-panel:inventory.form.atLeastOne') }).max(100_000, {
    error: () => i18n.t('store-panel:inventory.form.atMost'),
  }),
  purchasePrice: ZOptionalRupees,
});
export type TReceiptFormInput = z.input<typeof ZReceiptForm>;

export const ZShelveForm = ZReceiptForm.extend({ price: ZRupees, lowStockThreshold: ZLowStockThreshold });
export type TShelveFormInput = z.input<typeof ZShelveForm>;
