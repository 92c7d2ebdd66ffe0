/**
 * A pharmacy's own settings (issue 14, /store/settings): contact details, weekly hours, holiday closures,
 * the minimum order, and requests to change what only the platform may change (licences, GSTIN).
 */
import { z } from 'zod';
import { calendarDate, formatIndianDateTime } from './dates';
import { ZDrugLicenceNumber, ZGstin, ZIndianPhone } from './india';
import { formatRupees } from './money';
import { ZWeeklyHours } from './opening-hours';
import { plainText } from './text';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

// ── Holiday closures ────────────────────────────────────────────────────────────────────────────────────

/** A festival or a stock-take, not a seasonal shutdown: longer absences are a pause the platform hears about. */
export const MAX_CLOSURE_DAYS = 60;
/** Closures are planned within a year; further ahead is a typing mistake. */
export const MAX_CLOSURE_LEAD_DAYS = 366;
/** "From now", typed into a form a few minutes ago, is still now. */
export const CLOSURE_START_GRACE_MINUTES = 15;
/** Current and upcoming closures a store may hold at once. */
export const MAX_OPEN_CLOSURES = 30;

export const ZClosureReason = plainText({ label: 'The reason', max: 120, required: 'Say why the store is closed' });

export const ZNewClosure = z
  .object({
    startsAt: z.iso.datetime({ offset: true, error: 'Enter when the closure starts' }),
    endsAt: z.iso.datetime({ offset: true, error: 'Enter when the store opens again' }),
    reason: ZClosureReason,
  })
  .refine((closure) => Date.parse(closure.endsAt) > Date.parse(closure.startsAt), {
    path: ['endsAt'],
    message: 'The store must open again after the closure starts',
  })
  .refine((closure) => Date.parse(closure.endsAt) - Date.parse(closure.startsAt) <= MAX_CLOSURE_DAYS * DAY_MS, {
    path: ['endsAt'],
    message: `A closure can last at most ${MAX_CLOSURE_DAYS} days`,
  });
export type TNewClosure = z.input<typeof ZNewClosure>;

/** What the clock decides about a new closure (the schema cannot know "now"): null when it may be added. */
export function closureTimingProblem(closure: { startsAt: string }, now: Date): string | null {
  const startsAt = Date.parse(closure.startsAt);
  if (startsAt < now.getTime() - CLOSURE_START_GRACE_MINUTES * MINUTE_MS) return 'A closure cannot start in the past';
  if (startsAt > now.getTime() + MAX_CLOSURE_LEAD_DAYS * DAY_MS) return 'Plan closures at most a year ahead';
  return null;
}

/** "Closed for Diwali until 27 Nov 2026, 9:00 am": what customers read during a closure. */
export function closureNotice(closure: { reason: string; endsAt: Date | string }): string {
  return `Closed for ${closure.reason} until ${formatIndianDateTime(closure.endsAt)}`;
}

export const ZStoreClosure = z.object({
  id: z.uuid(),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  reason: z.string(),
  /** In force now (the store is shut); else upcoming */
  isCurrent: z.boolean(),
});
export type TStoreClosure = z.infer<typeof ZStoreClosure>;
export const ZStoreClosures = z.object({ closures: z.array(ZStoreClosure) });

// ── Minimum order ───────────────────────────────────────────────────────────────────────────────────────

/**
 * The highest minimum a store may set. Medicines are often one strip; a pharmacy that turns away every
 * basket below this is not doing instant delivery (and free delivery starts at ₹499).
 */
export const MAX_MIN_ORDER_PAISE = 1_000_00;

export const ZMinOrderUpdate = z.object({
  minOrderValuePaise: z
    .number({ error: 'Enter an amount in rupees' })
    .int('Enter whole rupees')
    .min(0, 'The minimum cannot be negative')
    .max(MAX_MIN_ORDER_PAISE, `The minimum order can be at most ${formatRupees(MAX_MIN_ORDER_PAISE)}`)
    .refine((paise) => paise % 100 === 0, 'Enter whole rupees'),
});
export type TMinOrderUpdate = z.infer<typeof ZMinOrderUpdate>;

/** How much more a basket needs to reach the store's minimum (0 when it does, or when there is none). */
export function minOrderShortfall(minOrderValuePaise: number, itemsTotalPaise: number): number {
  return Math.max(0, minOrderValuePaise - itemsTotalPaise);
}

// ── Profile and hours ───────────────────────────────────────────────────────────────────────────────────

export const ZStoreContactUpdate = z.object({
  phone: ZIndianPhone,
  email: z.string().trim().toLowerCase().max(254, 'The e-mail is too long').pipe(z.email('Enter a valid e-mail')),
});
export type TStoreContactUpdate = z.input<typeof ZStoreContactUpdate>;

const minuteOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** Each day's openings must not overlap: two slots covering the same minute are a typing mistake. */
export const ZStoreHoursUpdate = z.object({
  weeklyHours: ZWeeklyHours.superRefine((hours, ctx) => {
    for (const [day, slots] of Object.entries(hours)) {
      for (const [index, slot] of slots.entries()) {
        if (slot.open === slot.close) {
          ctx.addIssue({ code: 'custom', path: [day, index, 'close'], message: 'Closing must differ from opening' });
        }
      }
      const spans = slots
        .map(({ open, close }) => [minuteOf(open), close <= open ? 24 * 60 : minuteOf(close)] as const)
        .sort((a, b) => a[0] - b[0]);
      if (spans.some((span, index) => index > 0 && span[0] < (spans[index - 1]?.[1] ?? 0))) {
        ctx.addIssue({ code: 'custom', path: [day], message: 'Openings on one day must not overlap' });
      }
    }
  }),
});
export type TStoreHoursUpdate = z.infer<typeof ZStoreHoursUpdate>;

/** One photo of the shopfront; re-encoded on the server. */
export const STORE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

export const ZStorePharmacist = z.object({
  userId: z.string(),
  name: z.string(),
  registrationNumber: z.string(),
  isOnDuty: z.boolean(),
});

export const ZStoreSettings = z.object({
  id: z.uuid(),
  name: z.string(),
  address: z.string(),
  imageUrl: z.string().nullable(),
  phone: z.string(),
  email: z.string(),
  weeklyHours: ZWeeklyHours,
  isAcceptingOrders: z.boolean(),
  isOpenNow: z.boolean(),
  minOrderValuePaise: z.int(),
  licences: z.object({
    drugLicenceForm20: z.string(),
    drugLicenceForm21: z.string(),
    drugLicenceValidUntil: z.string(),
    gstin: z.string(),
  }),
  /** Registered pharmacists of the team (marked on the Team page) */
  pharmacists: z.array(ZStorePharmacist),
});
export type TStoreSettings = z.infer<typeof ZStoreSettings>;

// ── Change requests (licences, GSTIN, name, address: the platform reviews them) ────────────────────────

export const CHANGE_REQUEST_FIELDS = [
  'name',
  'address',
  'drug_licence_form20',
  'drug_licence_form21',
  'drug_licence_valid_until',
  'gstin',
] as const;
export const ZChangeRequestField = z.enum(CHANGE_REQUEST_FIELDS);
export type TChangeRequestField = z.infer<typeof ZChangeRequestField>;

export const CHANGE_REQUEST_FIELD_LABELS: Record<TChangeRequestField, string> = {
  name: 'Store name',
  address: 'Address',
  drug_licence_form20: 'Drug licence (Form 20)',
  drug_licence_form21: 'Drug licence (Form 21)',
  drug_licence_valid_until: 'Licence valid until',
  gstin: 'GSTIN',
};

// What each field's new value must look like: the same rules as when the store was registered.
const REQUESTED_VALUE: Record<TChangeRequestField, z.ZodType<string>> = {
  name: plainText({ label: 'The name', max: 120, min: 2, required: 'Enter the new name' }),
  address: plainText({ label: 'The address', max: 300, min: 10, required: 'Enter the full new address' }),
  drug_licence_form20: ZDrugLicenceNumber,
  drug_licence_form21: ZDrugLicenceNumber,
  drug_licence_valid_until: calendarDate('Enter the new expiry date'),
  gstin: ZGstin,
};

export const ZNewChangeRequest = z
  .object({
    field: ZChangeRequestField,
    requestedValue: z.string().max(400, 'The new value is too long'),
    reason: plainText({ label: 'The reason', max: 500, min: 5, isMultiline: true, required: 'Say why it changes' }),
  })
  // The new value is checked by its field's rule even when the reason is still missing, so a form shows both.
  .superRefine(
    (request, ctx) => {
      const value = REQUESTED_VALUE[request.field].safeParse(request.requestedValue);
      for (const issue of value.error?.issues ?? []) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: ['requestedValue'] });
      }
    },
    {
      when: ({ value }) => {
        const request = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
        return ZChangeRequestField.safeParse(request.field).success && typeof request.requestedValue === 'string';
      },
    },
  )
  .transform((request) => ({
    ...request,
    requestedValue: REQUESTED_VALUE[request.field].parse(request.requestedValue),
  }));
export type TNewChangeRequest = z.input<typeof ZNewChangeRequest>;

export const CHANGE_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const ZChangeRequest = z.object({
  id: z.uuid(),
  field: ZChangeRequestField,
  requestedValue: z.string(),
  reason: z.string(),
  status: z.enum(CHANGE_REQUEST_STATUSES),
  reviewNote: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  reviewedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TChangeRequest = z.infer<typeof ZChangeRequest>;
export const ZChangeRequests = z.object({ requests: z.array(ZChangeRequest) });
