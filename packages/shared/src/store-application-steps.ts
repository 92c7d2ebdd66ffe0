/**
 * Issue 18: the pharmacy partner application as its applicant fills it, one step at a time. Each step's schema is
 * what the form validates and what the API saves; the checks that join two steps (the GSTIN's state and the
 * premises' state) run on both sides through `gstinStateIssue`.
 */
import { z } from 'zod';
import { ZEmail } from './auth-forms';
import { addDays, calendarDate, indianToday } from './dates';
import {
  GST_STATE_CODES,
  INDIAN_STATES,
  isValidPan,
  panInGstin,
  ZDrugLicenceNumber,
  ZGstin,
  ZIndianPhone,
  ZPan,
  ZPinCode,
} from './india';
import { WEEKDAYS, ZWeeklyHours } from './opening-hours';
import { ZRefundBankDetails } from './orders/cash-refunds';
import {
  BUSINESS_TYPE_LABELS,
  BUSINESS_TYPE_PAN_LETTERS,
  BUSINESS_TYPES,
  ZAdminStoreApplicationDetail,
} from './store-applications';
import { optionalText, plainText } from './text';

/**
 * The Pharmacy Partner Agreement (SPEC §9: version 1.0) that the site publishes and an applicant accepts now
 * (apps/api/src/db/seed/content/pharmacy-agreement.md).
 */
export const PHARMACY_AGREEMENT_VERSION = '1.0';
/** A licence must stay valid this many days after applying: enough for the review and the first weeks of orders. */
export const LICENCE_MIN_VALID_DAYS = 30;
/** Each document's bytes at most (the same cap as a prescription's file). */
export const STORE_APPLICATION_MAX_FILE_BYTES = 10 * 1024 * 1024;

export const STORE_APPLICATION_STEPS = ['business', 'premises', 'licences', 'documents', 'bank', 'review'] as const;
export type TStoreApplicationStep = (typeof STORE_APPLICATION_STEPS)[number];

/** Which application states the applicant may still edit: a draft, and one the reviewer sent back. */
export const EDITABLE_APPLICATION_STATUSES = ['draft', 'changes_requested'] as const;

/** The documents a reviewer checks; the wholesale licences only when the applicant holds them. */
export const STORE_APPLICATION_DOCUMENT_KINDS = [
  'form20',
  'form21',
  'form20b',
  'form21b',
  'gst_certificate',
  'pharmacist_registration',
  'shop_front',
] as const;
export type TStoreApplicationDocumentKind = (typeof STORE_APPLICATION_DOCUMENT_KINDS)[number];
export const ZStoreApplicationDocumentKind = z.enum(STORE_APPLICATION_DOCUMENT_KINDS, { error: 'Unknown document' });
export const STORE_APPLICATION_DOCUMENT_LABELS: Record<TStoreApplicationDocumentKind, string> = {
  form20: 'Form 20 licence',
  form21: 'Form 21 licence',
  form20b: 'Form 20B licence',
  form21b: 'Form 21B licence',
  gst_certificate: 'GST registration certificate',
  pharmacist_registration: 'Pharmacist’s registration certificate',
  shop_front: 'Photo of the shop front',
};

/** The documents a submission needs: the wholesale licences' copies only when those licences are held. */
export function requiredDocumentKinds(wholesale: { hasForm20b: boolean; hasForm21b: boolean }) {
  return STORE_APPLICATION_DOCUMENT_KINDS.filter(
    (kind) => (kind !== 'form20b' || wholesale.hasForm20b) && (kind !== 'form21b' || wholesale.hasForm21b),
  );
}

/** "The GSTIN is registered in Kerala, …" when the two disagree; null when they agree or one is missing. */
export function gstinStateIssue(gstin: string | null | undefined, state: string | null | undefined): string | null {
  if (!gstin || !state) return null;
  const code = GST_STATE_CODES[state];
  if (code === gstin.slice(0, 2)) return null;
  const registeredIn = Object.entries(GST_STATE_CODES).find(([, stateCode]) => stateCode === gstin.slice(0, 2))?.[0];
  return `This GSTIN is registered in ${registeredIn ?? `state code ${gstin.slice(0, 2)}`}, but the shop is in ${state}. Give the GSTIN of the premises’ state.`;
}

export const ZBusinessStep = z
  .object({
    businessType: z.enum(BUSINESS_TYPES, { error: 'Choose the type of business' }),
    legalName: plainText({ label: 'The legal name', required: 'Enter the legal name as on the PAN', min: 2, max: 150 }),
    tradeName: plainText({ label: 'The trade name', required: 'Enter the name on the shop board', min: 2, max: 100 }),
    pan: ZPan,
    gstin: ZGstin,
    phone: ZIndianPhone,
    email: ZEmail,
  })
  .superRefine((step, ctx) => {
    // Compared only once each is well formed: a mistyped PAN needs one message, not three
    if (!isValidPan(step.pan) || !(step.businessType in BUSINESS_TYPE_PAN_LETTERS)) return;
    // Income-tax PAN structure: the fourth character states who holds it
    const letter = BUSINESS_TYPE_PAN_LETTERS[step.businessType];
    if (step.pan.charAt(3) !== letter) {
      ctx.addIssue({
        code: 'custom',
        path: ['pan'],
        message: `A ${BUSINESS_TYPE_LABELS[step.businessType].toLowerCase()}’s PAN has ${letter} as its 4th character. Check the PAN or the business type.`,
      });
    }
    // A GSTIN is the state code, the holder's PAN, an entity number, Z and a check character
    const gstinPan = panInGstin(step.gstin);
    if (gstinPan && gstinPan !== step.pan) {
      ctx.addIssue({
        code: 'custom',
        path: ['gstin'],
        message: 'This GSTIN belongs to another PAN than the one given.',
      });
    }
  });
export type TBusinessStep = z.input<typeof ZBusinessStep>;

export const ZPremisesStep = z
  .object({
    addressLine1: plainText({ label: 'This line', required: 'Enter the shop number and street', max: 200 }),
    addressLine2: optionalText({ label: 'This line', max: 200 }),
    locality: plainText({ label: 'The locality', required: 'Enter the locality or area', max: 100 }),
    city: plainText({ label: 'The city', required: 'Enter the city', max: 100 }),
    state: z.enum(INDIAN_STATES as [string, ...string[]], { error: 'Choose the state' }),
    postalCode: ZPinCode,
    latitude: z.number({ error: 'Pin the shop on the map' }).min(-90).max(90),
    longitude: z.number({ error: 'Pin the shop on the map' }).min(-180).max(180),
    weeklyHours: ZWeeklyHours,
  })
  .refine((step) => WEEKDAYS.some((day) => step.weeklyHours[day].length > 0), {
    path: ['weeklyHours'],
    message: 'Give the hours of at least one day the shop is open',
  });
export type TPremisesStep = z.input<typeof ZPremisesStep>;

const ZLicence = z
  .object({
    number: ZDrugLicenceNumber,
    validUntil: calendarDate('Enter the date the licence is valid until'),
  })
  // Checked against today in India at every save and at submission, so a licence cannot lapse in a draft
  .refine((licence) => licence.validUntil >= addDays(indianToday(), LICENCE_MIN_VALID_DAYS), {
    path: ['validUntil'],
    message: `This licence has expired or expires within ${LICENCE_MIN_VALID_DAYS} days. Renew it first, then enter the new date.`,
  });

export const ZLicencesStep = z
  .object({
    form20: ZLicence,
    form21: ZLicence,
    // Form 20B and 21B: only a pharmacy that also sells wholesale holds them
    form20b: ZLicence.nullable(),
    form21b: ZLicence.nullable(),
    pharmacistName: plainText({ label: 'The pharmacist’s name', required: 'Enter the pharmacist’s name', max: 100 }),
    pharmacistRegistrationNumber: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^(?=.*\d)[A-Z0-9][A-Z0-9 /.-]{2,39}$/, 'Enter the State Pharmacy Council registration number'),
  })
  .superRefine((step, ctx) => {
    const numbers = [step.form20, step.form21, step.form20b, step.form21b].map((licence) => licence?.number);
    if (numbers[0] === numbers[1]) {
      ctx.addIssue({
        code: 'custom',
        path: ['form21', 'number'],
        message: 'Form 20 and Form 21 have their own numbers',
      });
    }
  });
export type TLicencesStep = z.input<typeof ZLicencesStep>;

/** The payout account: the money issue's validators (account number, IFSC, UPI ID). */
export const ZBankStep = ZRefundBankDetails;
export type TBankStep = z.input<typeof ZBankStep>;

export const ZSubmitApplication = z.object({
  acceptAgreement: z.literal(true, { error: 'Accept the Pharmacy Partner Agreement to submit' }),
  agreementVersion: z.literal(PHARMACY_AGREEMENT_VERSION, {
    error: 'The agreement has changed. Reload the page and read it again.',
  }),
});

export const ZStoreApplicationDocumentParams = z.object({ kind: ZStoreApplicationDocumentKind });

const ZInstant = z.iso.datetime({ offset: true });

export const ZStoreApplicationDocument = z.object({
  kind: ZStoreApplicationDocumentKind,
  contentType: z.string(),
  sizeBytes: z.int(),
  uploadedAt: ZInstant,
});
export type TStoreApplicationDocument = z.infer<typeof ZStoreApplicationDocument>;

/** What an application holds beside its fields: the documents, the masked payout account, the store approval made. */
export const ZAdminStoreApplicationReview = ZAdminStoreApplicationDetail.extend({
  documents: z.array(ZStoreApplicationDocument),
  /** Masked, "A/c ••••4321 · HDFC0001234": the account itself is sealed and never read back */
  bankAccount: z.object({ destination: z.string(), holderName: z.string().nullable() }).nullable(),
  /** The store an approval made */
  storeId: z.uuid().nullable(),
});
export type TAdminStoreApplicationReview = z.infer<typeof ZAdminStoreApplicationReview>;

/**
 * The applicant's own application: the fields as the admin detail shows them (a draft's may be empty), its
 * documents and masked account, the steps saved whole and the reviewer's notes.
 */
export const ZMyStoreApplication = ZAdminStoreApplicationReview.pick({
  id: true,
  status: true,
  submittedAt: true,
  decidedAt: true,
  decisionNote: true,
  business: true,
  premises: true,
  licences: true,
  pharmacist: true,
  events: true,
  documents: true,
  bankAccount: true,
  storeId: true,
}).extend({
  /** The steps saved whole; the form opens at the first one missing */
  completedSteps: z.array(z.enum(STORE_APPLICATION_STEPS)),
  agreement: z.object({ version: z.string(), acceptedAt: ZInstant }).nullable(),
  /** The fields the reviewer asked to change, with what to change (from the latest request) */
  fieldNotes: z.record(z.string(), z.string()),
});
export type TMyStoreApplication = z.infer<typeof ZMyStoreApplication>;

export const ZMyStoreApplicationAnswer = z.object({ application: ZMyStoreApplication.nullable() });
