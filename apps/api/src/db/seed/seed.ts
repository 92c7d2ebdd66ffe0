/**
 * Fills a database with demo and reference data in named steps. Each step runs once per database
 * (recorded in seed_runs, in the same transaction), so a new database gets everything, an old one
 * gains the steps later releases add, and what an administrator edits or deletes stays that way.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TContentPageSlug } from '@dawanow/shared/content';
import { PHARMACY_AGREEMENT_VERSION } from '@dawanow/shared/store-application-steps';
import type { Db } from '../client';
import { categories } from '../schema/catalog';
import { contentPages } from '../schema/content';
import { seedRuns, settings } from '../schema/settings';
import { categoryTree, chronicCareCategories, demoCatalogue, janAushadhiCategory } from './catalog/seed-steps';
import { demoAccounts, demoPhoneSignIn } from './demo-accounts';
import { demoBlog } from './demo-blog';
import { demoCoupons } from './demo-coupons';
import { demoMoney } from './demo-money';
import { demoStoreApplications } from './demo-store-applications';
import { demoPharmacists, demoStores } from './demo-stores';
import { gazetteer } from './gazetteer';
import type { SeedStep } from './seed-step';
import { seedSiteContact } from './site-contact';

const pages: Record<TContentPageSlug, { title: string; summary: string; version?: string }> = {
  'privacy-policy': {
    title: 'Privacy Policy',
    summary: 'What personal data DawaNow collects, why, how long we keep it and your rights under the DPDP Act, 2023.',
  },
  terms: {
    title: 'Terms and Conditions',
    summary: 'The terms on which you use DawaNow, a technology marketplace connecting you with licensed pharmacies.',
  },
  'refund-policy': {
    title: 'Refund and Cancellation Policy',
    summary: 'When you can cancel, how to report a problem within 24 hours of delivery, returns and refund timelines.',
  },
  'shipping-policy': {
    title: 'Shipping Policy',
    summary: 'How delivery works: partner pharmacies within 5 km, standard, express and scheduled delivery.',
  },
  'pharmacy-agreement': {
    title: 'Pharmacy Partner Agreement',
    summary: 'The terms for licensed pharmacies that fulfil orders on DawaNow: commission, fulfilment and compliance.',
    version: PHARMACY_AGREEMENT_VERSION,
  },
  faq: {
    title: 'Frequently Asked Questions',
    summary: 'Answers about orders and delivery, prescriptions, payments and refunds, your account and partnering.',
  },
};

const seedCategories = [
  ['pain-relief', 'Pain Relief', 'Tablets, gels and sprays for headache, body ache and fever', 'thermometer'],
  ['cold-and-cough', 'Cold & Cough', 'Syrups, lozenges and decongestants', 'wind'],
  ['diabetes-care', 'Diabetes Care', 'Oral medicines, insulin and glucometer strips', 'droplet'],
  ['heart-care', 'Heart Care', 'Blood pressure, cholesterol and cardiac medicines', 'heart-pulse'],
  ['stomach-care', 'Stomach Care', 'Antacids, digestives and ORS', 'soup'],
  ['vitamins-supplements', 'Vitamins & Supplements', 'Multivitamins, calcium, iron and protein', 'sparkles'],
  ['skin-care', 'Skin Care', 'Creams, ointments and antiseptics', 'hand'],
  ['baby-care', 'Baby Care', 'Diapers, baby food and gentle care', 'baby'],
  ['first-aid', 'First Aid', 'Bandages, antiseptic liquids and dressings', 'cross'],
  ['ayurveda', 'Ayurveda', 'Classical and proprietary Ayurvedic medicines', 'leaf'],
  ['devices', 'Health Devices', 'BP monitors, thermometers, nebulisers and oximeters', 'activity'],
  ['jan-aushadhi', 'Jan Aushadhi Generics', 'Affordable quality generics from the PMBJP list', 'badge-indian-rupee'],
] as const;

function readPageBody(slug: TContentPageSlug): string {
  return readFileSync(resolve(import.meta.dirname, 'content', `${slug}.md`), 'utf8');
}

const foundation: SeedStep = {
  name: '2026-11-foundation',
  run: async (tx) => {
    await tx
      .insert(settings)
      .values([
        { key: 'site.contact', value: seedSiteContact },
        // ARCHITECTURE §4: a store has 3 minutes to accept before the order moves on
        { key: 'orders.store_acceptance_minutes', value: 3 },
      ])
      .onConflictDoNothing();

    await tx
      .insert(contentPages)
      .values(
        Object.entries(pages).map(([slug, page]) => ({
          slug,
          title: page.title,
          summary: page.summary,
          bodyMarkdown: readPageBody(slug as TContentPageSlug),
          version: page.version ?? '1.0',
        })),
      )
      .onConflictDoNothing();

    await tx
      .insert(categories)
      .values(
        seedCategories.map(([slug, name, description, icon], sortOrder) => ({
          slug,
          name,
          description,
          icon,
          sortOrder,
        })),
      )
      .onConflictDoNothing();
  },
};

const steps: SeedStep[] = [foundation, categoryTree, chronicCareCategories];
// Accounts with a published password: never on a production server unless asked for. The demo pharmacy's
// payout account is sealed with the server's secret, so its month of trading needs one.
const demoSteps = (secret: string | undefined): SeedStep[] => [
  demoAccounts,
  demoPhoneSignIn,
  demoStores,
  demoPharmacists,
  demoCatalogue,
  janAushadhiCategory,
  demoCoupons,
  demoStoreApplications,
  demoBlog,
  ...(secret ? [demoMoney(secret)] : []),
];

export async function seedDatabase(
  db: Db,
  options: { demo: boolean; gazetteer: boolean; secret?: string },
): Promise<void> {
  // Reference data too large for every test database; skipped steps run on a later start that asks for them.
  const referenceSteps = options.gazetteer ? [gazetteer] : [];
  for (const step of [...steps, ...referenceSteps, ...(options.demo ? demoSteps(options.secret) : [])]) {
    await db.transaction(async (tx) => {
      // Concurrent starts race on this insert; only the process that records the step runs it.
      const [claimed] = await tx.insert(seedRuns).values({ name: step.name }).onConflictDoNothing().returning();
      if (claimed) await step.run(tx);
    });
  }
}
