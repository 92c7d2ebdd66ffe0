/** Order limits and the administrator's order settings (acceptance window, cash-on-delivery ceiling). */

import { z } from 'zod';
import { formatRupees } from '../money';

/** Different products in one order; a pharmacy packs more than this as separate orders. */
export const MAX_ORDER_LINES = 30;
/** Largest order total we accept online (₹50,000): above it a pharmacy confirms by phone first. */
export const MAX_ORDER_TOTAL_PAISE = 50_000_00;
/** Default cash-on-delivery ceiling (₹2,000); administrators change it in settings. */
export const DEFAULT_COD_LIMIT_PAISE = 2_000_00;
/** Default time a store has to accept an order before it goes to the next store. */
export const DEFAULT_ACCEPTANCE_WINDOW_SECONDS = 180;
/** An unpaid online order releases its stock after this long. */
export const PAYMENT_EXPIRY_MINUTES = 15;

const ACCEPTANCE_WINDOW_SECONDS = { min: 10, max: 3600 } as const;

export const ZOrderSettings = z.object({
  acceptanceWindowSeconds: z.int().min(ACCEPTANCE_WINDOW_SECONDS.min).max(ACCEPTANCE_WINDOW_SECONDS.max),
  codLimitPaise: z.int().min(0).max(MAX_ORDER_TOTAL_PAISE),
});
export type TOrderSettings = z.infer<typeof ZOrderSettings>;

/** The administrator's form of the same settings: seconds for the window, whole rupees for the cash limit. */
export const ZOrderSettingsForm = z
  .object({
    acceptanceWindowSeconds: z.coerce
      .number({ error: 'Enter a number of seconds' })
      .int('Enter whole seconds')
      .min(ACCEPTANCE_WINDOW_SECONDS.min, `At least ${ACCEPTANCE_WINDOW_SECONDS.min} seconds`)
      .max(ACCEPTANCE_WINDOW_SECONDS.max, `At most ${ACCEPTANCE_WINDOW_SECONDS.max} seconds (an hour)`),
    codLimitRupees: z.coerce
      .number({ error: 'Enter an amount in rupees' })
      .int('Enter whole rupees')
      .min(0, 'The limit cannot be negative')
      .max(MAX_ORDER_TOTAL_PAISE / 100, `At most ${formatRupees(MAX_ORDER_TOTAL_PAISE)}`),
  })
  .transform(
    ({ acceptanceWindowSeconds, codLimitRupees }): TOrderSettings => ({
      acceptanceWindowSeconds,
      codLimitPaise: codLimitRupees * 100,
    }),
  );
