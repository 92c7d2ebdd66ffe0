/** An amount typed in rupees ("45.50"), as forms take it, turned into the paise endpoints receive. */
import { rupeesToPaise } from '@dawanow/shared/money';
import { z } from 'zod';

export const ZRupees = z
  .string()
  .trim()
  .regex(/^\d{1,6}(\.\d{1,2})?$/, 'Enter the amount in rupees, e.g. 45.50')
  .transform((value) => rupeesToPaise(Number(value)))
  .refine((paise) => paise > 0, 'The amount must be more than ₹0');

/** "-99.50" → -9950, digit by digit: no binary fraction can round a typed amount. */
function paiseOfText(text: string): number {
  const [whole = '0', fraction = ''] = text.replace(/^[+-]/, '').split('.');
  const paise = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return text.startsWith('-') ? -paise : paise;
}

/**
 * A signed amount typed in rupees (a correction either way: "-250" takes from the balance). A third decimal is a
 * fraction of a paisa, which money never holds: it is refused, not rounded away.
 */
export const ZSignedRupees = z
  .string()
  .trim()
  .regex(/^[+-]?\d{1,7}(\.\d+)?$/, 'Enter the amount in rupees, e.g. 250 or -99.50')
  .refine((value) => !/\.\d{3,}$/.test(value), 'At most 2 decimals: an amount is whole paise')
  .transform(paiseOfText);
