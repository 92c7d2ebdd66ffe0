/**
 * What the inventory forms take as typed (rupees as text, a count as a number) on top of the shared rules,
 * turned into what the endpoints receive.
 */
import { ZBatchNumber, ZFutureExpiry, ZLowStockThreshold } from '@dawanow/shared/inventory';
import { z } from 'zod';
import { ZRupees } from '@/lib/rupees-input';

const ZOptionalRupees = z.union([z.literal('').transform(() => null), ZRupees]);

export const ZUnitsInput = z.number('Enter a whole number of units').int('Enter a whole number of units');

export const ZReceiptForm = z.object({
  batchNumber: ZBatchNumber,
  expiryDate: ZFutureExpiry,
  quantity: ZUnitsInput.min(1, 'Receive at least 1 unit').max(100_000, 'At most 1,00,000 units'),
  purchasePrice: ZOptionalRupees,
});
export type TReceiptFormInput = z.input<typeof ZReceiptForm>;

export const ZShelveForm = ZReceiptForm.extend({ price: ZRupees, lowStockThreshold: ZLowStockThreshold });
export type TShelveFormInput = z.input<typeof ZShelveForm>;
