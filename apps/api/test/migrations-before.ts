/** For tests of a migration that changes data: a database as it was before the migration, and rows of that day. */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { selectRows } from '../src/db/client';
import { buildDemoStores } from '../src/db/seed/demo-stores';

/** A copy of the checked-in migrations up to, but not including, `tag` (the caller removes the folder). */
export function migrationsBefore(tag: string): string {
  const copy = mkdtempSync(join(tmpdir(), 'dawanow-migrations-'));
  cpSync(resolve(import.meta.dirname, '../drizzle'), copy, { recursive: true });
  const journalPath = join(copy, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number; tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  if (cut <= 0) throw new Error(`no migration before ${tag}`);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return copy;
}

/**
 * A store written as SQL of an early day, naming only the columns every migration since 0014 has: the schema's own
 * insert would name columns later migrations add.
 */
export async function insertEarlyStore(db: Db, slug: string): Promise<string> {
  const [template] = buildDemoStores();
  if (!template) throw new Error('no demo store template');
  const [store] = await selectRows<{ id: string }>(
    db,
    sql`insert into stores (slug, name, address_line1, locality, city, state, postal_code, latitude, longitude, phone,
      email, drug_licence_form20, drug_licence_form21, drug_licence_valid_until, gstin, pharmacist_name,
      pharmacist_registration_number, opening_hours)
    values (${slug}, ${template.name}, ${template.addressLine1}, ${template.locality}, ${template.city},
      ${template.state}, ${template.postalCode}, ${template.latitude}, ${template.longitude}, ${template.phone},
      ${template.email}, ${template.drugLicenceForm20}, ${template.drugLicenceForm21}, ${template.drugLicenceValidUntil},
      ${template.gstin}, ${template.pharmacistName}, ${template.pharmacistRegistrationNumber},
      ${JSON.stringify(template.openingHours)}::jsonb)
    returning id`,
  );
  if (!store) throw new Error('the store was not written');
  return store.id;
}
