/**
 * Prescriptions (Drugs and Cosmetics Rules: Schedule H and H1 medicines are dispensed only against a
 * valid prescription checked by a registered pharmacist; H1 sales go in a register kept 3 years).
 */
import { z } from 'zod';
import { calendarDate, indianToday } from './dates';
import { ZDrugSchedule } from './products';
import { optionalText, plainText } from './text';

export const PRESCRIPTION_MAX_FILES = 5;
export const PRESCRIPTION_MAX_FILE_BYTES = 10 * 1024 * 1024;
/**
 * Prescriptions and H1 register rows are kept this long: the register rule (3 years) is stricter than
 * the partner agreement's 2 years (PRESCRIPTION_RETENTION_YEARS), so both are met.
 */
export const RECORD_RETENTION_YEARS = 3;
/** A prescription is commonly honoured for 6 months from issue unless the doctor says otherwise. */
export const DEFAULT_PRESCRIPTION_VALIDITY_DAYS = 180;
export const PRESCRIPTION_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,application/pdf';

export const PRESCRIPTION_STATUSES = ['pending', 'approved', 'rejected', 'clarification_requested'] as const;
export const ZPrescriptionStatus = z.enum(PRESCRIPTION_STATUSES);
export type TPrescriptionStatus = z.infer<typeof ZPrescriptionStatus>;

export const PRESCRIPTION_STATUS_LABELS: Record<TPrescriptionStatus, string> = {
  pending: 'Waiting for the pharmacist',
  approved: 'Verified by the pharmacist',
  rejected: 'Rejected',
  clarification_requested: 'Clearer copy needed',
};

export const REJECTION_REASONS = [
  'Illegible',
  'Expired',
  'Not a valid prescription',
  'Drug not prescribed',
  'Doctor details missing',
  'Patient details missing',
] as const;

/** The form fields sent with the files (multipart fields). */
export const ZPrescriptionDetails = z.object({
  patientName: plainText({
    label: 'The patient’s name',
    required: 'Enter the patient’s name',
    max: 100,
    tooLong: 'The name can be at most 100 characters',
  }),
  doctorName: optionalText({ label: 'The doctor’s name', max: 100 }),
  doctorRegistration: optionalText({ label: 'The registration number', max: 40 }),
  issuedOn: calendarDate('Enter the date on the prescription').refine(
    // Today in India, where the prescription was written (the browser's own zone may differ)
    (value) => value <= indianToday(),
    'The prescription date cannot be in the future',
  ),
  notes: optionalText({ label: 'Notes', max: 500, isMultiline: true }),
});
export type TPrescriptionDetails = z.input<typeof ZPrescriptionDetails>;

export const ZPrescriptionFile = z.object({
  id: z.uuid(),
  contentType: z.string(),
  size: z.int(),
  /** Images have a thumbnail; PDFs do not */
  hasThumbnail: z.boolean(),
  /** Authorised URL of the file (and `?variant=thumbnail`) */
  url: z.string(),
});

export const ZCoveredItem = z.object({
  productId: z.uuid(),
  name: z.string(),
  quantity: z.int().min(1).max(100),
});

export const ZPrescriptionSummary = z.object({
  id: z.uuid(),
  status: ZPrescriptionStatus,
  statusLabel: z.string(),
  patientName: z.string(),
  doctorName: z.string().nullable(),
  doctorRegistration: z.string().nullable(),
  issuedOn: z.string(),
  notes: z.string().nullable(),
  uploadedAt: z.iso.datetime({ offset: true }),
  files: z.array(ZPrescriptionFile),
  validUntil: z.string().nullable(),
  /** Whether it can be attached to a new order now (not rejected, not expired) */
  usable: z.boolean(),
  rejectionReason: z.string().nullable(),
  reviewNote: z.string().nullable(),
  reviewedAt: z.iso.datetime({ offset: true }).nullable(),
  reviewedBy: z.string().nullable(),
  covers: z.array(ZCoveredItem),
  orders: z.array(z.object({ id: z.uuid(), number: z.string(), status: z.string() })),
});
export type TPrescriptionSummary = z.infer<typeof ZPrescriptionSummary>;

export const ZPrescriptionList = z.object({ prescriptions: z.array(ZPrescriptionSummary) });
export type TPrescriptionList = z.infer<typeof ZPrescriptionList>;

/** What the pharmacist sees: the prescription, who uploaded it, and warnings to check. */
export const ZReviewFlag = z.enum([
  'same_file_other_account',
  'used_beyond_covered_quantity',
  'expired',
  'older_than_6_months',
]);
export type TReviewFlag = z.infer<typeof ZReviewFlag>;
export const REVIEW_FLAG_LABELS: Record<TReviewFlag, string> = {
  same_file_other_account: 'The same file was uploaded by another account',
  used_beyond_covered_quantity: 'Orders exceed the quantity this prescription covers',
  expired: 'Past the validity the pharmacist recorded',
  older_than_6_months: 'Issued more than 6 months ago',
};

export const ZStorePrescription = ZPrescriptionSummary.extend({
  customerName: z.string(),
  /** Approved by another pharmacy's pharmacist while an order here waits on it: review it here too */
  reviewDueHere: z.boolean(),
  flags: z.array(ZReviewFlag),
  /** The medicines on this store's orders and quote requests that need it */
  requestedItems: z.array(
    z.object({ productId: z.uuid(), name: z.string(), quantity: z.int(), schedule: ZDrugSchedule }),
  ),
  quoteRequestId: z.uuid().nullable(),
  /**
   * What the member reading it may do (issue 14): approve or reject (a registered pharmacist of the store,
   * while it is not decided here), with the reason when not; reopen a decision this store made (store admins).
   */
  actions: z.object({ decide: z.boolean(), whyNot: z.string().nullable(), reopen: z.boolean() }),
});
export type TStorePrescription = z.infer<typeof ZStorePrescription>;
export const ZStorePrescriptionList = z.object({ prescriptions: z.array(ZStorePrescription) });

export const ZReviewRequest = z.discriminatedUnion('decision', [
  z.object({
    decision: z.literal('approve'),
    validUntil: calendarDate('Enter until when the prescription is valid'),
    covers: z
      .array(z.object({ productId: z.uuid(), quantity: z.int().min(1).max(100) }))
      .min(1, 'Choose what it covers')
      .max(30),
    note: optionalText({ label: 'The note', max: 300, isMultiline: true }),
  }),
  z.object({
    decision: z.literal('reject'),
    reason: z.enum(REJECTION_REASONS, { error: 'Choose a reason' }),
    note: optionalText({ label: 'The note', max: 300, isMultiline: true }),
  }),
  z.object({
    decision: z.literal('clarify'),
    note: plainText({ label: 'The note', required: 'Say what is unclear', max: 300, isMultiline: true }),
  }),
]);
export type TReviewRequest = z.input<typeof ZReviewRequest>;

/** A store admin takes back a decision: the prescription goes back to waiting for review, and why is logged. */
export const ZReopenRequest = z.object({
  reason: plainText({
    label: 'The reason',
    required: 'Say why the decision is reopened',
    min: 5,
    max: 300,
    isMultiline: true,
  }),
});
export type TReopenRequest = z.input<typeof ZReopenRequest>;

/** "Order medicines from this prescription": the nearest store's pharmacist builds the cart. */
export const QUOTE_STATUSES = ['requested', 'quoted', 'accepted', 'declined'] as const;
export const ZQuoteRequestCreate = z.object({ storeId: z.uuid({ error: 'Choose a store first' }) });
export const ZPrescriptionQuote = z.object({
  id: z.uuid(),
  prescriptionId: z.uuid(),
  storeId: z.uuid(),
  storeName: z.string(),
  status: z.enum(QUOTE_STATUSES),
  items: z.array(z.object({ productId: z.uuid(), name: z.string(), quantity: z.int(), pricePaise: z.int() })),
  requestedAt: z.iso.datetime({ offset: true }),
});
export type TPrescriptionQuote = z.infer<typeof ZPrescriptionQuote>;
export const ZPrescriptionQuoteList = z.object({ quotes: z.array(ZPrescriptionQuote) });
/** Accepting a quote answers the cart lines (SPEC §3 cart items), the store and the prescription to attach. */
export const ZQuoteAcceptance = z.object({
  storeId: z.uuid(),
  prescriptionId: z.uuid(),
  items: z.array(z.object({ medicine_id: z.uuid(), price: z.int(), quantity: z.int() })),
});
export type TQuoteAcceptance = z.infer<typeof ZQuoteAcceptance>;

export const ZQuoteItems = z.object({
  items: z
    .array(z.object({ productId: z.uuid(), quantity: z.int().min(1).max(10) }))
    .min(1, 'Add at least one medicine')
    .max(30),
});

export const ZH1RegisterQuery = z.object({
  from: calendarDate('Enter a start date'),
  to: calendarDate('Enter an end date'),
  format: z.enum(['json', 'csv']).default('json'),
});
export const ZH1Entry = z.object({
  dispensedAt: z.iso.datetime({ offset: true }),
  orderNumber: z.string(),
  patientName: z.string(),
  patientAddress: z.string(),
  prescriberName: z.string(),
  prescriberRegistration: z.string(),
  drugName: z.string(),
  quantity: z.int(),
  batchNumber: z.string(),
});
export const ZH1Register = z.object({ entries: z.array(ZH1Entry) });
export type TH1Entry = z.infer<typeof ZH1Entry>;

export const ZAdminPrescriptionList = z.object({
  prescriptions: z.array(ZStorePrescription),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type TAdminPrescriptionList = z.infer<typeof ZAdminPrescriptionList>;

export const ZAccessLog = z.object({
  entries: z.array(
    z.object({
      viewerUserId: z.string().nullable(),
      viewerRole: z.string(),
      storeId: z.string().nullable(),
      reason: z.string(),
      at: z.iso.datetime({ offset: true }),
    }),
  ),
});
export type TAccessLogEntry = z.infer<typeof ZAccessLog>['entries'][number];

export const ZAdminPrescriptionQuery = z.object({
  status: ZPrescriptionStatus.optional(),
  storeId: z.uuid().optional(),
  from: calendarDate().optional(),
  to: calendarDate().optional(),
  page: z.coerce.number().int().min(1).max(500).default(1),
});

/** Why someone other than the owner opens a prescription; written to the access log. */
export const ACCESS_REASONS = ['verification', 'dispensing', 'audit', 'support'] as const;
export const ZAccessReason = z.enum(ACCESS_REASONS);
