/**
 * What the settings forms hold and what the API takes differ: times are typed as India's date and clock
 * (the browser may be set to any zone), money as whole rupees; weekly hours are `components/store/weekly-hours`.
 */
import { indianToday } from '@dawanow/shared/dates';
import { MAX_MIN_ORDER_PAISE, type TNewClosure, ZNewClosure } from '@dawanow/shared/store-settings';
import { z } from 'zod';
import { i18n } from '@/lib/i18n/i18n';

// Form messages are read when a form is checked, in the panel's words (plain module: no hook to ask)
const IST_OFFSET = '+05:30';
const clockFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A date and clock read in India ("2026-11-08", "18:30") as an instant the API takes. */
export function indianInstant(date: string, time: string): string {
  return `${date}T${time}:00${IST_OFFSET}`;
}

/** An instant as India's date and clock, for a form's inputs. */
export function indianInputs(at: Date): { date: string; time: string } {
  return { date: indianToday(at), time: clockFormat.format(at) };
}

// ── Closures ──────────────────────────────────────────────────────────────────────────────────────────

export type TClosureForm = { fromDate: string; fromTime: string; toDate: string; toTime: string; reason: string };

/** From now until 9 am India time tomorrow: the usual "closed today" entry. */
export function closureFormDefaults(now: Date): TClosureForm {
  const from = indianInputs(now);
  const tomorrow = indianToday(new Date(now.getTime() + 24 * 60 * 60_000));
  return { fromDate: from.date, fromTime: from.time, toDate: tomorrow, toTime: '09:00', reason: '' };
}

const FORM_FIELD_OF: Record<string, keyof TClosureForm> = { startsAt: 'fromDate', endsAt: 'toDate', reason: 'reason' };

/** The closure form checked with the API's own rules, their messages shown beside the form's inputs. */
export const ZClosureForm = z
  .object({
    fromDate: z.string().min(1, { error: () => i18n.t('store-panel:settings.form.firstDay') }),
    fromTime: z.string().min(1, { error: () => i18n.t('store-panel:settings.form.time') }),
    toDate: z.string().min(1, { error: () => i18n.t('store-panel:settings.form.reopenDay') }),
    toTime: z.string().min(1, { error: () => i18n.t('store-panel:settings.form.time') }),
    reason: z.string(),
  })
  .transform((form, ctx): TNewClosure => {
    const closure = {
      startsAt: indianInstant(form.fromDate, form.fromTime),
      endsAt: indianInstant(form.toDate, form.toTime),
      reason: form.reason,
    };
    const checked = ZNewClosure.safeParse(closure);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        ctx.addIssue({
          code: 'custom',
          message: issue.message,
          path: [FORM_FIELD_OF[String(issue.path[0])] ?? 'reason'],
        });
      }
      return z.NEVER;
    }
    return checked.data;
  });

// ── Minimum order ─────────────────────────────────────────────────────────────────────────────────────

export const ZMinOrderForm = z
  .object({
    rupees: z
      .string()
      .trim()
      .regex(/^\d+$/, { error: () => i18n.t('store-panel:settings.form.wholeRupees') })
      .transform(Number)
      .refine((rupees) => rupees * 100 <= MAX_MIN_ORDER_PAISE, {
        error: () => i18n.t('store-panel:settings.form.atMost', { max: MAX_MIN_ORDER_PAISE / 100 }),
      }),
  })
  .transform(({ rupees }) => ({ minOrderValuePaise: rupees * 100 }));
