/** An amount typed in rupees ("45.50"), as forms take it, turned into the paise endpoints receive. */
import { rupeesToPaise } from '@dawanow/shared/money';
import { z } from 'zod';

export const ZRupees = z
  .string()
  .trim()
  .regex(/^\d{1,6}(\.\d{1,2})?$/, 'Enter the amount in rupees, e.g. 45.50')
  .transform((value) => rupeesToPaise(Number(value)))
  .refine((paise) => paise > 0, 'The amount must be more than ₹0');
