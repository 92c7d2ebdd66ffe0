/**
 * Pharmacies applying to join DawaNow (issue 18's partner onboarding; listed for administrators since issue 15).
 * An application moves draft → submitted → under review → changes requested → resubmitted → approved | rejected;
 * the applicant fills it step by step (issue 18), the admin panel lists and shows it.
 */
import { z } from 'zod';
import { timeCursor } from './keyset';
import { ZWeeklyHours } from './opening-hours';
import { optionalText, plainText } from './text';

export const STORE_APPLICATION_STATUSES = [
  'draft',
  'submitted',
  'under_review',
  'changes_requested',
  'resubmitted',
  'approved',
  'rejected',
] as const;
export type TStoreApplicationStatus = (typeof STORE_APPLICATION_STATUSES)[number];
export const ZStoreApplicationStatus = z.enum(STORE_APPLICATION_STATUSES, { error: 'Unknown application state' });

export const STORE_APPLICATION_STATUS_LABELS: Record<TStoreApplicationStatus, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  under_review: 'Under review',
  changes_requested: 'Changes requested',
  resubmitted: 'Resubmitted',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** Waiting for an administrator: the review queue, and what the dashboard counts. */
export const AWAITING_REVIEW_STATUSES = ['submitted', 'under_review', 'resubmitted'] as const;
/** Not yet decided once submitted: one such application per GSTIN and per drug licence number. */
export const OPEN_APPLICATION_STATUSES = ['submitted', 'under_review', 'changes_requested', 'resubmitted'] as const;

/**
 * The business's constitution, which the PAN's fourth character states (Income-tax PAN structure): P for an
 * individual (a proprietor), F for a firm or LLP, C for a company, H for a Hindu undivided family, T for a trust.
 */
export const BUSINESS_TYPE_PAN_LETTERS = {
  proprietorship: 'P',
  partnership: 'F',
  llp: 'F',
  company: 'C',
  huf: 'H',
  trust: 'T',
} as const;
export type TBusinessType = keyof typeof BUSINESS_TYPE_PAN_LETTERS;
export const BUSINESS_TYPES = Object.keys(BUSINESS_TYPE_PAN_LETTERS) as [TBusinessType, ...TBusinessType[]];
export const BUSINESS_TYPE_LABELS: Record<TBusinessType, string> = {
  proprietorship: 'Sole proprietorship',
  partnership: 'Partnership firm',
  llp: 'Limited liability partnership',
  company: 'Company',
  huf: 'Hindu undivided family',
  trust: 'Trust',
};

/** The application's fields as the applicant and the reviewer read them (per-field change requests name them). */
export const STORE_APPLICATION_FIELD_LABELS: Record<string, string> = {
  businessType: 'Business type',
  legalName: 'Legal name',
  tradeName: 'Trade name',
  pan: 'PAN',
  gstin: 'GSTIN',
  phone: 'Phone',
  email: 'E-mail',
  address: 'Address',
  location: 'Map pin',
  weeklyHours: 'Opening hours',
  drugLicenceForm20: 'Form 20 licence',
  drugLicenceForm21: 'Form 21 licence',
  drugLicenceForm20b: 'Form 20B licence',
  drugLicenceForm21b: 'Form 21B licence',
  pharmacistName: 'Pharmacist',
  pharmacistRegistrationNumber: 'Pharmacist’s registration number',
  documents: 'Documents',
  bankAccount: 'Bank account',
};

/** The drug licences a retail pharmacy holds (Drugs and Cosmetics Rules, 1945); 20B and 21B only if also wholesale. */
export const DRUG_LICENCE_FORMS = ['20', '21', '20B', '21B'] as const;

export const ADMIN_STORE_APPLICATION_PAGE_SIZE = 50;
export const ADMIN_STORE_APPLICATION_EXPORT_MAX_ROWS = 10_000;
export const ADMIN_STORE_APPLICATION_SORTS = ['oldest', 'newest'] as const;
/** The list's state filter: the review queue (the default), every application but drafts, or one state. */
export const ADMIN_STORE_APPLICATION_VIEWS = ['awaiting', 'any', ...STORE_APPLICATION_STATUSES] as const;

export const ZAdminStoreApplicationCursor = timeCursor('Not a page of the application list');

export const ZAdminStoreApplicationFilters = z.object({
  /** Part of the legal or trade name, or of the GSTIN */
  q: optionalText({ label: 'The search', max: 100 }),
  status: z.enum(ADMIN_STORE_APPLICATION_VIEWS, { error: 'Unknown application state' }).default('awaiting'),
  /** The premises' city, as the applications spell it */
  city: optionalText({ label: 'The city', max: 60 }),
  /** Submitted (or, for a draft, started) more than this many days ago */
  waitingDays: z.coerce
    .number({ error: 'Give the days as a number' })
    .int('Give whole days')
    .min(1, 'Give 1 to 365 days')
    .max(365, 'Give 1 to 365 days')
    .optional(),
  /** The queue comes oldest first: whoever has waited longest is reviewed first */
  sort: z.enum(ADMIN_STORE_APPLICATION_SORTS, { error: 'Sort oldest or newest first' }).default('oldest'),
});
export type TAdminStoreApplicationFilters = z.input<typeof ZAdminStoreApplicationFilters>;

export const ZAdminStoreApplicationQuery = ZAdminStoreApplicationFilters.safeExtend({
  cursor: ZAdminStoreApplicationCursor.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_STORE_APPLICATION_PAGE_SIZE),
});

const ZInstant = z.iso.datetime({ offset: true });
const ZCalendarDate = z.iso.date();

export const ZAdminStoreApplicationRow = z.object({
  id: z.uuid(),
  status: ZStoreApplicationStatus,
  legalName: z.string().nullable(),
  tradeName: z.string().nullable(),
  gstin: z.string().nullable(),
  city: z.string().nullable(),
  applicantName: z.string(),
  /** The latest submission (first or after changes); null for a draft */
  submittedAt: ZInstant.nullable(),
  createdAt: ZInstant,
  /** The earlier of the Form 20 and Form 21 validity dates */
  licenceValidUntil: ZCalendarDate.nullable(),
});
export type TAdminStoreApplicationRow = z.infer<typeof ZAdminStoreApplicationRow>;

export const ZAdminStoreApplicationPage = z.object({
  applications: z.array(ZAdminStoreApplicationRow),
  nextCursor: ZAdminStoreApplicationCursor.nullable(),
});
export type TAdminStoreApplicationPage = z.infer<typeof ZAdminStoreApplicationPage>;

/** Every city an application names, for the list's city filter. */
export const ZAdminStoreApplicationCities = z.object({ cities: z.array(z.string()) });

export const ZAdminStoreApplicationParams = z.object({
  applicationId: z.uuid({ error: 'Not an application id' }),
});

export const ZStoreApplicationLicence = z.object({
  form: z.enum(DRUG_LICENCE_FORMS),
  number: z.string().nullable(),
  validUntil: ZCalendarDate.nullable(),
});
export type TStoreApplicationLicence = z.infer<typeof ZStoreApplicationLicence>;

export const ZStoreApplicationEvent = z.object({
  id: z.uuid(),
  /** Null for the application's first event (started) */
  fromStatus: ZStoreApplicationStatus.nullable(),
  toStatus: ZStoreApplicationStatus,
  /** Who moved it: the applicant or an administrator; null once that account is erased */
  actorName: z.string().nullable(),
  note: z.string().nullable(),
  /** Changes asked for, by field (issue 18's "request changes per field") */
  fieldNotes: z.record(z.string(), z.string()).nullable(),
  at: ZInstant,
});
export type TStoreApplicationEvent = z.infer<typeof ZStoreApplicationEvent>;

/** One application as the admin panel shows it; a draft's fields may still be empty. */
export const ZAdminStoreApplicationDetail = z.object({
  id: z.uuid(),
  status: ZStoreApplicationStatus,
  version: z.int(),
  createdAt: ZInstant,
  updatedAt: ZInstant,
  submittedAt: ZInstant.nullable(),
  decidedAt: ZInstant.nullable(),
  decisionNote: z.string().nullable(),
  applicant: z.object({ userId: z.string(), name: z.string(), email: z.string(), phone: z.string().nullable() }),
  business: z.object({
    businessType: z.enum(BUSINESS_TYPES).nullable(),
    legalName: z.string().nullable(),
    tradeName: z.string().nullable(),
    pan: z.string().nullable(),
    gstin: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
  }),
  premises: z.object({
    addressLine1: z.string().nullable(),
    addressLine2: z.string().nullable(),
    locality: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    postalCode: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    weeklyHours: ZWeeklyHours.nullable(),
  }),
  licences: z.array(ZStoreApplicationLicence),
  pharmacist: z.object({ name: z.string().nullable(), registrationNumber: z.string().nullable() }),
  agreement: z.object({
    version: z.string().nullable(),
    acceptedAt: ZInstant.nullable(),
    ipAddress: z.string().nullable(),
  }),
  events: z.array(ZStoreApplicationEvent),
});
export type TAdminStoreApplicationDetail = z.infer<typeof ZAdminStoreApplicationDetail>;

/** A decision names the version the reviewer read, so one made over the applicant's newer save is refused. */
const ZDecisionBase = z.object({ version: z.int().min(1) });

export const ZRequestApplicationChanges = ZDecisionBase.extend({
  /** What to change, by field (issue 18's per-field change requests); the applicant sees each beside its field */
  fieldNotes: z
    .record(
      z.string().refine((field) => field in STORE_APPLICATION_FIELD_LABELS, 'Unknown field'),
      plainText({ label: 'The note', required: 'Say what to change', max: 500 }),
    )
    .refine((notes) => Object.keys(notes).length > 0, 'Say which field to change and why'),
  note: optionalText({ label: 'The note', max: 1000, isMultiline: true }),
});
export type TRequestApplicationChanges = z.input<typeof ZRequestApplicationChanges>;

export const ZRejectApplication = ZDecisionBase.extend({
  reason: plainText({
    label: 'The reason',
    required: 'Give the reason the applicant will read',
    max: 1000,
    isMultiline: true,
  }),
});

/** The reviewer's checklist: every box ticked before a pharmacy goes live. */
export const APPROVAL_CHECKLIST = {
  gstinChecked: 'GSTIN checked on the GST portal',
  licencesValid: 'Drug licences valid and matching the documents',
  pharmacistRegistered: 'Pharmacist on the State Pharmacy Council register',
  photoMatchesAddress: 'Shop-front photo matches the address',
} as const;

export const ZApproveApplication = ZDecisionBase.extend({
  checklist: z.object(
    Object.fromEntries(
      Object.keys(APPROVAL_CHECKLIST).map((key) => [key, z.literal(true, { error: 'Check this before approving' })]),
    ) as Record<keyof typeof APPROVAL_CHECKLIST, z.ZodLiteral<true>>,
  ),
});

export const ZStartApplicationReview = ZDecisionBase;
