/**
 * The admin panel's pharmacies (issue 15): the list with how each is doing, one pharmacy's record, adding and
 * editing one with the same rules a pharmacy's licences must meet, pausing or suspending one, and the store's
 * requests to change what only the platform may change.
 */
import { z } from 'zod';
import { addDays, calendarDate } from './dates';
import { GST_STATE_CODES, gstinMatchesState, ZDrugLicenceNumber, ZGstin, ZIndianPhone, ZPinCode } from './india';
import { timeCursor } from './keyset';
import { ZWeeklyHours } from './opening-hours';
import { ZChangeRequest } from './store-settings';
import { ZPharmacistMark } from './store-team';
import { ZLatitude, ZLongitude, ZStoreStatus } from './stores';
import { optionalText, plainText } from './text';

export const ADMIN_STORE_PAGE_SIZE = 50;
export const ADMIN_STORE_EXPORT_MAX_ROWS = 10_000;
/** A drug licence that ends within this many days is flagged, and a new pharmacy cannot start with one. */
export const LICENCE_WARNING_DAYS = 30;

export const ZAdminStoreCursor = timeCursor('Not a page of the pharmacy list');

export const ZAdminStoreFilters = z.object({
  /** Part of the pharmacy's name */
  q: optionalText({ label: 'The search', max: 100 }),
  city: optionalText({ label: 'The city', max: 60 }),
  status: ZStoreStatus.optional(),
});
export type TAdminStoreFilters = z.input<typeof ZAdminStoreFilters>;
export const ZAdminStoreQuery = ZAdminStoreFilters.safeExtend({
  cursor: ZAdminStoreCursor.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_STORE_PAGE_SIZE),
});

export const ZAdminStoreRow = z.object({
  id: z.uuid(),
  name: z.string(),
  city: z.string(),
  status: ZStoreStatus,
  isAcceptingOrders: z.boolean(),
  rating: z.number().nullable(),
  /** Orders offered to and taken by the store over the last 7 days */
  orders7d: z.int(),
  /** Of the orders it accepted in the last 7 days, the share packed within the 15 minutes; null with none */
  slaPercent: z.number().nullable(),
  licenceValidUntil: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TAdminStoreRow = z.infer<typeof ZAdminStoreRow>;
export const ZAdminStorePage = z.object({ stores: z.array(ZAdminStoreRow), nextCursor: ZAdminStoreCursor.nullable() });
export type TAdminStorePage = z.infer<typeof ZAdminStorePage>;

/** Everything an administrator sets when adding or editing a pharmacy. */
export const ZAdminStoreFields = z
  .object({
    name: plainText({ label: 'The name', required: 'Enter the pharmacy’s name', min: 2, max: 120 }),
    addressLine1: plainText({ label: 'The address', required: 'Enter the shop’s address', min: 5, max: 200 }),
    addressLine2: optionalText({ label: 'The second address line', max: 200 }),
    locality: plainText({ label: 'The locality', required: 'Enter the locality', min: 2, max: 100 }),
    city: plainText({ label: 'The city', required: 'Enter the city', min: 2, max: 60 }),
    state: z.enum(Object.keys(GST_STATE_CODES) as [string, ...string[]], { error: 'Choose the state' }),
    postalCode: ZPinCode,
    latitude: ZLatitude,
    longitude: ZLongitude,
    phone: ZIndianPhone,
    email: z.string().trim().toLowerCase().max(254, 'The e-mail is too long').pipe(z.email('Enter a valid e-mail')),
    drugLicenceForm20: ZDrugLicenceNumber,
    drugLicenceForm21: ZDrugLicenceNumber,
    drugLicenceValidUntil: calendarDate('Enter the date the licences are valid until'),
    gstin: ZGstin,
    pharmacistName: ZPharmacistMark.shape.name,
    pharmacistRegistrationNumber: ZPharmacistMark.shape.registrationNumber,
    weeklyHours: ZWeeklyHours,
  })
  .check((ctx) => {
    const { gstin, state } = ctx.value;
    if (!gstinMatchesState(gstin, state)) {
      ctx.issues.push({
        code: 'custom',
        message: `A GSTIN registered in ${state} starts with ${GST_STATE_CODES[state]}`,
        input: ctx.value,
        path: ['gstin'],
      });
    }
  });
export type TAdminStoreFields = z.input<typeof ZAdminStoreFields>;

/** Licences that end within the warning days, or have ended, as of `today` (YYYY-MM-DD in India). */
export function licenceEndsSoon(validUntil: string, today: string): boolean {
  return validUntil < addDays(today, LICENCE_WARNING_DAYS);
}

/** An edit names the version it was made on; a pharmacy changed since is not overwritten. */
export const ZAdminStoreUpdate = z.object({
  fields: ZAdminStoreFields,
  version: z.iso.datetime({ offset: true, error: 'The version the form was loaded at' }),
  reason: optionalText({ label: 'The reason', max: 300, isMultiline: true }),
});

export const ZAdminStoreStatusChange = z.object({
  status: ZStoreStatus,
  reason: plainText({
    label: 'The reason',
    required: 'Give a reason of at least 5 characters',
    min: 5,
    max: 300,
    isMultiline: true,
  }),
});

export const ZChangeRequestDecision = z.object({
  decision: z.enum(['approve', 'reject'], { error: 'Choose approve or reject' }),
  note: plainText({
    label: 'The note',
    required: 'Write a note the pharmacy will read',
    min: 3,
    max: 300,
    isMultiline: true,
  }),
});

/** A pharmacy's fields as stored (what the edit form starts from; checked again when saved). */
const ZAdminStoreValues = z.object({
  name: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  locality: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  phone: z.string(),
  email: z.string(),
  drugLicenceForm20: z.string(),
  drugLicenceForm21: z.string(),
  drugLicenceValidUntil: z.string(),
  gstin: z.string(),
  pharmacistName: z.string(),
  pharmacistRegistrationNumber: z.string(),
  weeklyHours: ZWeeklyHours,
});

export const ZAdminStoreMember = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  isPharmacist: z.boolean(),
});

const ZPerformance = z.object({
  orders: z.int(),
  gmvPaise: z.number(),
  /** Offers answered "accept" out of all offers made to the store */
  acceptancePercent: z.number().nullable(),
  slaPercent: z.number().nullable(),
  cancelled: z.int(),
});

export const ZAdminStoreDetail = z.object({
  id: z.uuid(),
  slug: z.string(),
  fields: ZAdminStoreValues,
  status: ZStoreStatus,
  isAcceptingOrders: z.boolean(),
  rating: z.number().nullable(),
  reviewCount: z.int().nullable(),
  imageUrl: z.string().nullable(),
  minOrderValuePaise: z.int(),
  /** The version an edit must name */
  version: z.iso.datetime({ offset: true }),
  createdAt: z.iso.datetime({ offset: true }),
  licenceEndsSoon: z.boolean(),
  members: z.array(ZAdminStoreMember),
  performance: z.object({ last7Days: ZPerformance, last30Days: ZPerformance }),
  /** Orders the store holds now (offered or in hand) */
  openOrders: z.int(),
  changeRequests: z.array(ZChangeRequest),
});
export type TAdminStoreDetail = z.infer<typeof ZAdminStoreDetail>;
