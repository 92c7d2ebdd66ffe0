/**
 * Demo store applications (demo databases only), so the admin's review queue is not empty on `npm start`: four
 * pharmacies applying (`demo-store-applications.json`), one under review, one just submitted with licences that
 * run out within 30 days, one resubmitted after changes were asked, one still a draft. Times and licence dates
 * are counted from the day the demo is seeded. Applicants are demo accounts with the demo password.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { addDays, indianToday } from '@dawanow/shared/dates';
import { gstinMatchesState, isValidGstin } from '@dawanow/shared/india';
import { BUSINESS_TYPE_PAN_LETTERS, BUSINESS_TYPES, ZStoreApplicationStatus } from '@dawanow/shared/store-applications';
import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { insertCredentialUser } from '../../modules/auth/auth.repository';
import { users } from '../schema/auth';
import { storeApplicationEvents, storeApplications } from '../schema/store-applications';
import { DEMO_PASSWORD } from './demo-accounts';
import { DEMO_HOURS, weekly } from './demo-stores';
import type { SeedStep } from './seed-step';

const ZDemoApplication = z
  .object({
    applicant: z.object({ firstName: z.string(), lastName: z.string(), email: z.email(), phone: z.string() }),
    status: ZStoreApplicationStatus,
    fields: z.object({
      businessType: z.enum(BUSINESS_TYPES),
      legalName: z.string(),
      tradeName: z.string(),
      pan: z.string().regex(/^[A-Z]{5}\d{4}[A-Z]$/),
      gstin: z.string().refine(isValidGstin, 'not a valid GSTIN'),
      phone: z.string(),
      email: z.email(),
      addressLine1: z.string().optional(),
      addressLine2: z.string().optional(),
      locality: z.string().optional(),
      city: z.string(),
      state: z.string(),
      postalCode: z.string().optional(),
      latitude: z.number().optional(),
      longitude: z.number().optional(),
      hours: z.enum(DEMO_HOURS).optional(),
      drugLicenceForm20: z.string().optional(),
      drugLicenceForm21: z.string().optional(),
      drugLicenceForm20b: z.string().optional(),
      drugLicenceForm21b: z.string().optional(),
      pharmacistName: z.string().optional(),
      pharmacistRegistrationNumber: z.string().optional(),
    }),
    /** Each licence's validity from the day the demo is seeded */
    licenceValidForDays: z.partialRecord(z.enum(['20', '21', '20B', '21B']), z.int()),
    events: z.array(
      z.object({
        to: ZStoreApplicationStatus,
        daysAgo: z.number(),
        by: z.enum(['applicant', 'admin']),
        note: z.string().optional(),
        fieldNotes: z.record(z.string(), z.string()).optional(),
      }),
    ),
  })
  // What issue 18's form will check: the GSTIN is of the address's state and holds the PAN, whose 4th
  // character is the business type's
  .refine(({ fields }) => gstinMatchesState(fields.gstin, fields.state), 'GSTIN of another state')
  .refine(({ fields }) => fields.gstin.slice(2, 12) === fields.pan, 'the GSTIN does not hold the PAN')
  .refine(({ fields }) => fields.pan[3] === BUSINESS_TYPE_PAN_LETTERS[fields.businessType], 'PAN of another type')
  .refine(({ status, events }) => events.at(-1)?.to === status, 'the last event is not the status');

export function readDemoStoreApplications() {
  const file = readFileSync(resolve(import.meta.dirname, 'demo-store-applications.json'), 'utf8');
  return z.array(ZDemoApplication).parse(JSON.parse(file));
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

export const demoStoreApplications: SeedStep = {
  name: '2026-11-demo-store-applications',
  run: async (tx) => {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.dawanow.in'));
    const today = indianToday();
    const validUntil = (days: number | undefined) => (days === undefined ? null : addDays(today, days));
    for (const [index, demo] of readDemoStoreApplications().entries()) {
      const applicant = await insertCredentialUser(tx, { ...demo.applicant, role: 'customer', passwordHash });
      const { hours, ...fields } = demo.fields;
      const started = demo.events[0]?.daysAgo ?? 0;
      const submission = demo.events.findLast((event) => event.to === 'submitted' || event.to === 'resubmitted');
      const isDraft = demo.status === 'draft';
      const [application] = await tx
        .insert(storeApplications)
        .values({
          ...fields,
          applicantUserId: applicant.id,
          status: demo.status,
          openingHours: hours ? weekly(hours) : null,
          drugLicenceForm20ValidUntil: validUntil(demo.licenceValidForDays['20']),
          drugLicenceForm21ValidUntil: validUntil(demo.licenceValidForDays['21']),
          drugLicenceForm20bValidUntil: validUntil(demo.licenceValidForDays['20B']),
          drugLicenceForm21bValidUntil: validUntil(demo.licenceValidForDays['21B']),
          // Pharmacy Partner Agreement v1.0, accepted from a documentation address (RFC 5737) on submitting
          agreementVersion: isDraft ? null : '1.0',
          agreementAcceptedAt: submission ? daysAgo(submission.daysAgo) : null,
          agreementIpAddress: isDraft ? null : `203.0.113.${index + 10}`,
          submittedAt: submission ? daysAgo(submission.daysAgo) : null,
          decisionNote: demo.events.findLast((event) => event.note && event.by === 'admin')?.note ?? null,
          version: demo.events.length,
          createdAt: daysAgo(started),
          updatedAt: daysAgo(demo.events.at(-1)?.daysAgo ?? started),
        })
        .returning({ id: storeApplications.id });
      if (!application) throw new Error('store application insert returned nothing');
      await tx.insert(storeApplicationEvents).values(
        demo.events.map((event, at) => ({
          applicationId: application.id,
          fromStatus: at === 0 ? null : (demo.events[at - 1]?.to ?? null),
          toStatus: event.to,
          actorUserId: event.by === 'admin' ? (admin?.id ?? null) : applicant.id,
          note: event.note ?? null,
          fieldNotes: event.fieldNotes ?? null,
          at: daysAgo(event.daysAgo),
        })),
      );
    }
  },
};
