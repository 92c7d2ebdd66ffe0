/**
 * Migration 0050 keeps, on each word of the search vocabulary, how many products the word is in (issue 20): search
 * reads it to tell a rare word from a common one. It is filled from the postings a catalogue already has, and then
 * kept by the postings themselves, whatever writes them: a product added, renamed, taken off sale, put back or
 * deleted, its category renamed, or the postings emptied at once.
 */
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsBefore } from '../../test/migrations-before';
import { createTestApp } from '../../test/test-app';
import { createAdminCatalogRepository } from '../modules/admin-catalog/admin-catalog.repository';
import { type Database, type Db, openDatabase, selectRows } from './client';
import { migrateDatabase } from './migrate';

let database: Database;
let folder: string;
let categoryId: string;
let made = 0;

const WORDS = ['dolo', 'paracetamol', 'tablet', 'syrup', '650', 'cold', 'relief', 'kid'];

/** A product named with the given words, written as SQL naming only columns every migration since 0008 has. */
async function insertProduct(name: string, { db = database.db, category = categoryId } = {}): Promise<string> {
  made += 1;
  const [row] = await selectRows<{ id: string }>(
    db,
    sql`insert into products (sku, slug, name, manufacturer, dosage_form, pack_size, pack_label, mrp_paise, schedule,
        hsn_code, gst_rate, category_id)
      values (${`test:${made}`}, ${`product-${made}`}, ${name}, 'Test Labs', 'tablet', 10, 'strip of 10', 3000, 'OTC',
        '30049099', 12, ${category})
      returning id`,
  );
  if (!row) throw new Error('product insert returned nothing');
  return row.id;
}

/** Each word whose kept count differs from its postings (a word with postings and no vocabulary row too), with both. */
async function countsThatDisagree(db: Db = database.db) {
  return selectRows<{ term: string; documents: number | null; postings: number | null }>(
    db,
    sql`select coalesce(v.term, t.term) as term, v.documents, t.postings
        from search_vocabulary v
        full join (select term, count(*)::int as postings from search_terms group by term) t on t.term = v.term
        where v.documents is distinct from coalesce(t.postings, 0)`,
  );
}

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: null });
  if (database.kind !== 'pglite') throw new Error('expected the embedded database');
  folder = migrationsBefore('0050_search_document_counts');
  await migrate(drizzle({ client: database.client }), { migrationsFolder: folder });
  const [category] = await selectRows<{ id: string }>(
    database.db,
    sql`insert into categories (slug, name) values ('fever', 'Fever and pain') returning id`,
  );
  categoryId = category?.id ?? '';
  // A catalogue of that day: its postings, and a vocabulary without counts.
  await insertProduct('Dolo 650 Tablet');
  await insertProduct('Dolo Cold Tablet');
  const inactive = await insertProduct('Calpol Syrup');
  await database.db.execute(sql`update products set is_active = false where id = ${inactive}`);
  await migrateDatabase(database);
});

afterAll(async () => {
  await database.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('migration 0050: how many products each search word is in', () => {
  it('counts the postings a catalogue already has', async () => {
    const rows = await selectRows<{ term: string; documents: number }>(
      database.db,
      sql`select term, documents from search_vocabulary where term in ('dolo', 'tablet', 'cold', 'calpol', 'fever')
          order by term`,
    );
    // "calpol" stays in the vocabulary from when its product was on sale, in no product now.
    expect(rows).toEqual([
      { term: 'calpol', documents: 0 },
      { term: 'cold', documents: 1 },
      { term: 'dolo', documents: 2 },
      { term: 'fever', documents: 2 },
      { term: 'tablet', documents: 2 },
    ]);
    expect(await countsThatDisagree()).toEqual([]);
  });

  it('keeps every count equal to its postings through any sequence of catalogue writes', async () => {
    const name = fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 4 }).map((words) => words.join(' '));
    const write = fc.oneof(
      fc.record({ kind: fc.constant('add' as const), name }),
      fc.record({ kind: fc.constant('rename' as const), pick: fc.nat(), name }),
      fc.record({ kind: fc.constant('active' as const), pick: fc.nat(), isActive: fc.boolean() }),
      fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('category' as const), name }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 12 }), async (writes) => {
        for (const step of writes) {
          const ids = (await selectRows<{ id: string }>(database.db, sql`select id from products order by id`)).map(
            (row) => row.id,
          );
          const chosen = 'pick' in step ? ids[step.pick % Math.max(ids.length, 1)] : undefined;
          if (step.kind === 'add') await insertProduct(step.name);
          else if (step.kind === 'category') {
            await database.db.execute(sql`update categories set name = ${step.name} where id = ${categoryId}`);
          } else if (chosen === undefined) continue;
          else if (step.kind === 'rename') {
            await database.db.execute(sql`update products set name = ${step.name} where id = ${chosen}`);
          } else if (step.kind === 'active') {
            await database.db.execute(sql`update products set is_active = ${step.isActive} where id = ${chosen}`);
          } else await database.db.execute(sql`delete from products where id = ${chosen}`);
        }
        expect(await countsThatDisagree()).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });

  it('counts nothing once the postings are emptied at once', async () => {
    await database.db.execute(sql`truncate search_terms`);
    const [left] = await selectRows<{ counted: number }>(
      database.db,
      sql`select count(*)::int as counted from search_vocabulary where documents <> 0`,
    );
    expect(left?.counted).toBe(0);
  });
});

/**
 * On the embedded database the app has one connection and these transactions run one after the other; on the
 * PostgreSQL server (TEST_DATABASE_URL, as CI runs the API suite) they cross, and without the turns they deadlock.
 */
describe('catalogue writers at the same time', () => {
  it('take turns on the counts: crossing imports neither deadlock nor miscount', async () => {
    const { app, close } = await createTestApp();
    try {
      const categories = await selectRows<{ id: string }>(
        app.database.db,
        sql`insert into categories (slug, name) values ('analgesics', 'Analgesics'), ('antipyretics', 'Antipyretics')
            returning id`,
      );
      // Two imports, each into its own category, each writing a product of one word and then (once the other has
      // begun, or after a moment if it is waiting its turn) a product of the other's word. Holding their first
      // words, they would wait on each other for ever, and PostgreSQL would end one of them.
      let begun = 0;
      const bothBegun = async () => {
        begun += 1;
        for (let waited = 0; begun < 2 && waited < 40; waited++) await new Promise((done) => setTimeout(done, 25));
      };
      const cross = (first: string, second: string, category: string) =>
        app.database.db.transaction(async (tx) => {
          await insertProduct(first, { db: tx, category });
          await bothBegun();
          await insertProduct(second, { db: tx, category });
        });
      await Promise.all([
        cross('crocin', 'combiflam', categories[0]?.id ?? ''),
        cross('combiflam', 'crocin', categories[1]?.id ?? ''),
      ]);
      const rows = await selectRows<{ term: string; documents: number }>(
        app.database.db,
        sql`select term, documents from search_vocabulary where term in ('crocin', 'combiflam', 'analgesics')
            order by term`,
      );
      expect(rows).toEqual([
        { term: 'analgesics', documents: 2 },
        { term: 'combiflam', documents: 2 },
        { term: 'crocin', documents: 2 },
      ]);
      expect(await countsThatDisagree(app.database.db)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('lets an edit that locks its product first wait its turn without holding the product an import needs', async () => {
    const { app, close } = await createTestApp();
    try {
      const repository = createAdminCatalogRepository();
      const [category] = await selectRows<{ id: string }>(
        app.database.db,
        sql`insert into categories (slug, name) values ('edited', 'Edited') returning id`,
      );
      const productId = await insertProduct('zerodol', { db: app.database.db, category: category?.id ?? '' });
      let importing = false;
      const anImport = app.database.db.transaction(async (tx) => {
        await insertProduct('zerodol sp', { db: tx, category: category?.id ?? '' });
        importing = true;
        await new Promise((done) => setTimeout(done, 300));
        await tx.execute(sql`update products set name = 'Zerodol P' where id = ${productId}`);
      });
      while (!importing) await new Promise((done) => setTimeout(done, 10));
      const anEdit = app.database.db.transaction(async (tx) => {
        expect(await repository.lock(tx, productId)).toBe(true);
        await tx.execute(sql`update products set name = 'Zerodol MR' where id = ${productId}`);
      });
      await Promise.all([anImport, anEdit]);
      const [product] = await selectRows<{ name: string }>(
        app.database.db,
        sql`select name from products where id = ${productId}`,
      );
      // The import had its turn first; the edit came after it.
      expect(product?.name).toBe('Zerodol MR');
      expect(await countsThatDisagree(app.database.db)).toEqual([]);
    } finally {
      await close();
    }
  });
});
