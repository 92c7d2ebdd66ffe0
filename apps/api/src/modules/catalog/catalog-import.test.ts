import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvLine, ownCsv, ownRow } from '../../../test/catalog-csv';
import { createTestApp, queryRows, type TestApp } from '../../../test/test-app';
import { planDemoCatalogue } from '../../db/seed/catalog/seed-steps';
import {
  CatalogImportError,
  DAWANOW_HEADER,
  parseCompositionText,
  parseLabelComposition,
  parseUnitSize,
  planCatalogImport,
} from './catalog-import';
import { applyCatalogImport } from './catalog-import.repository';

const janAushadhiCsv = readFileSync(
  resolve(import.meta.dirname, '../../../test/fixtures/janaushadhi_products.csv'),
  'utf8',
);

const withPopularity = (...rows: [row: string, popularity: string][]) =>
  [csvLine([...DAWANOW_HEADER, 'popularity']), ...rows.map(([row, popularity]) => `${row},${popularity}`)].join('\n');

describe('reading labels', () => {
  it('reads salts and strengths in both Jan Aushadhi naming styles', () => {
    expect(parseLabelComposition('Aceclofenac 100mg and Paracetamol 325mg Tablets')).toEqual([
      { name: 'Aceclofenac', strength: 100, unit: 'mg' },
      { name: 'Paracetamol', strength: 325, unit: 'mg' },
    ]);
    expect(parseLabelComposition('Paracetamol Tablets IP 500 mg')).toEqual([
      { name: 'Paracetamol', strength: 500, unit: 'mg' },
    ]);
    expect(parseLabelComposition('Paracetamol Paediatric Oral Suspension IP 125 mg per 5 ml')).toEqual([
      { name: 'Paracetamol', strength: 125, unit: 'mg/5 ml' },
    ]);
  });

  it('takes DawaNow compositions as written, so release forms stay separate salts', () => {
    expect(parseCompositionText('Glimepiride 1 mg + Metformin (Extended Release) 500 mg')).toEqual([
      { name: 'Glimepiride', strength: 1, unit: 'mg' },
      { name: 'Metformin (Extended Release)', strength: 500, unit: 'mg' },
    ]);
    expect(parseCompositionText('Biphasic Insulin Aspart 30/70 100 IU/ml + Amoxycillin 250 mg/5 ml')).toEqual([
      { name: 'Biphasic Insulin Aspart 30/70', strength: 100, unit: 'IU/ml' },
      { name: 'Amoxycillin', strength: 250, unit: 'mg/5 ml' },
    ]);
    expect(parseCompositionText('Pudina Satva (Menthol) + Lactic Acid Bacillus 5 billion spores')).toEqual([
      { name: 'Pudina Satva (Menthol)', strength: null, unit: null },
      { name: 'Lactic Acid Bacillus', strength: 5, unit: 'billion spores' },
    ]);
    // Label spellings still read
    expect(parseCompositionText('Paracetamol 650mg+Caffeine 50mg')).toEqual([
      { name: 'Paracetamol', strength: 650, unit: 'mg' },
      { name: 'Caffeine', strength: 50, unit: 'mg' },
    ]);
    expect(parseCompositionText('paracetamol 650')).toBeNull();
  });

  it('reads pack sizes', () => {
    expect(parseUnitSize("10's", 'tablet')).toEqual({ packSize: 10, packLabel: 'strip of 10 tablets' });
    expect(parseUnitSize('100 ml Bottle', 'syrup')).toEqual({ packSize: 100, packLabel: 'bottle of 100 ml' });
    expect(parseUnitSize('200 MDI', 'inhaler')).toEqual({ packSize: 200, packLabel: 'inhaler of 200 doses' });
    expect(parseUnitSize('a handful', 'tablet')).toBeNull();
  });
});

describe('planning an import', () => {
  it('reads the Jan Aushadhi list, skipping unpriced items and naming odd lines', () => {
    const plan = planCatalogImport(janAushadhiCsv);
    expect(plan.format).toBe('janaushadhi');
    expect(plan.products.length).toBeGreaterThan(2000);
    // 387 items have MRP 0 (not supplied); Schedule X / NDPS salts are never imported
    expect(plan.skipped.filter((line) => line.reason.startsWith('MRP 0'))).toHaveLength(387);
    expect(plan.skipped.some((line) => line.reason.includes('NDPS'))).toBe(true);
    expect(plan.bad).toContainEqual({ line: 989, reason: 'Unit Size "30 capsules and 1 inhaler" is not a pack size' });
    const paracetamol = plan.products.find((product) => product.name === 'Paracetamol Tablets IP 500 mg');
    expect(paracetamol).toMatchObject({
      sku: expect.stringMatching(/^janaushadhi:\d+$/),
      compositionLabel: 'Paracetamol 500 mg',
      dosageForm: 'tablet',
      categorySlug: 'jan-aushadhi',
      schedule: null,
    });
  });

  it('reports every bad line of DawaNow CSV by number', () => {
    const plan = planCatalogImport(
      ownCsv(
        ownRow(),
        ownRow({ sku: 'ACME-002', name: 'Bad MRP', mrp: 'free' }),
        ownRow({ sku: 'ACME-003', name: 'Banned', schedule: 'X' }),
        ownRow({ sku: 'ACME-001', name: 'Same SKU' }),
        ownRow({ sku: 'ACME-004', name: 'Cold', storage: 'cold_chain', returnable: 'yes' }),
        ownRow({ sku: 'ACME-005', name: 'Odd salts', composition: 'paracetamol 650' }),
        ownRow({ sku: 'ACME-006', name: 'Nul\u0000byte' }),
      ),
    );
    // A row that states Schedule X is recorded (inactive, see the repository), not refused
    expect(plan.products.map((product) => product.line)).toEqual([2, 4]);
    expect(plan.bad.map((problem) => problem.line)).toEqual([3, 5, 6, 7, 8]);
    expect(plan.bad[1]?.reason).toBe('sku ACME-001 repeats line 2');
  });

  it('fills empty patient information from the monograph of the salts and reads popularity', () => {
    const monograph = {
      description: 'Paracetamol relieves pain and fever.',
      uses: 'Fever and pain.',
      sideEffects: 'Rarely nausea.',
      directions: 'With water.',
      safetyAdvice: 'Do not exceed 4 g a day.',
    };
    const blank = { description: '', uses: '', side_effects: '', directions: '', safety_advice: '' };
    const plan = planCatalogImport(
      withPopularity([ownRow(blank), '70'], [ownRow({ sku: 'ACME-002', name: 'Stated', description: 'Own.' }), '0']),
      { patientInformation: { paracetamol: monograph } },
    );
    expect(plan.bad).toEqual([]);
    expect(plan.products[0]).toMatchObject({ ...monograph, popularity: 70 });
    expect(plan.products[1]).toMatchObject({ description: 'Own.', uses: 'Fever and pain.', popularity: 0 });
    expect(planCatalogImport(withPopularity([ownRow(), '101'])).bad[0]?.reason).toBe(
      'popularity: popularity is 0 to 100',
    );
  });

  it('refuses files it cannot read as a whole', () => {
    expect(() => planCatalogImport('')).toThrow(CatalogImportError);
    expect(() => planCatalogImport('name,price\nDolo,30')).toThrow(/Unknown columns/);
    expect(() => planCatalogImport(`${csvLine(DAWANOW_HEADER)}\n"unterminated`)).toThrow(/not valid CSV/);
  });
});

describe('applying an import', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('imports the Jan Aushadhi list once, updates on a second run, and makes it searchable', async () => {
    const plan = planCatalogImport(janAushadhiCsv);
    const first = await applyCatalogImport(t.app.database.db, plan);
    expect(first).toMatchObject({ inserted: plan.products.length, updated: 0, unknownCategory: [] });
    const again = await applyCatalogImport(t.app.database.db, plan);
    expect(again).toMatchObject({ inserted: 0, updated: plan.products.length });
    const [count] = await queryRows<{ n: number }>(t.app, sql`select count(*)::int as n from products`);
    expect(count?.n).toBe(plan.products.length);

    const res = await t.app.inject({ method: 'GET', url: '/api/search?q=paracetamol%20500' });
    expect(res.statusCode).toBe(200);
    expect(res.json().results.map((product: { name: string }) => product.name)).toContain(
      'Paracetamol Tablets IP 500 mg',
    );
    // No schedule in the list and no catalogue knowledge: a prescription is asked for
    const [unknown] = await queryRows<{ schedule: string }>(
      t.app,
      sql`select schedule from products where name = 'Imatinib Mesylate Tablets IP 400mg'`,
    );
    expect(unknown?.schedule).toBe('H');
  });

  it('takes a schedule from the salts the catalogue already knows', async () => {
    await applyCatalogImport(t.app.database.db, planCatalogImport(ownCsv(ownRow())));
    const plan = planCatalogImport(janAushadhiCsv);
    await applyCatalogImport(t.app.database.db, plan);
    const [row] = await queryRows<{ schedule: string }>(
      t.app,
      sql`select schedule from products where name = 'Paracetamol Tablets IP 500 mg'`,
    );
    expect(row?.schedule).toBe('OTC');
  });

  it('records a row stated Schedule X or NDPS as an inactive product, and an update never reactivates it', async () => {
    const banned = ownRow({ sku: 'ACME-011', name: 'Recorded only', schedule: 'NDPS' });
    await applyCatalogImport(t.app.database.db, planCatalogImport(ownCsv(banned)));
    const row = sql`select schedule, is_active from products where sku = 'ACME-011'`;
    expect(await queryRows(t.app, row)).toEqual([{ schedule: 'NDPS', is_active: false }]);
    await applyCatalogImport(
      t.app.database.db,
      planCatalogImport(ownCsv(ownRow({ sku: 'ACME-011', name: 'Recorded only' }))),
    );
    expect(await queryRows(t.app, row)).toEqual([{ schedule: 'OTC', is_active: false }]);
  });

  it('reports lines naming a category that does not exist', async () => {
    const plan = planCatalogImport(ownCsv(ownRow({ sku: 'ACME-009', name: 'Lost', category: 'no-such-category' })));
    const outcome = await applyCatalogImport(t.app.database.db, plan);
    expect(outcome).toEqual({
      inserted: 0,
      updated: 0,
      unknownCategory: [{ line: 2, reason: 'unknown category "no-such-category"' }],
      written: [],
    });
  });

  it('keeps popularity a file does not state, and keeps existing products when asked to', async () => {
    const product = sql`select name, popularity from products where sku = 'ACME-010'`;
    await applyCatalogImport(
      t.app.database.db,
      planCatalogImport(withPopularity([ownRow({ sku: 'ACME-010', name: 'Popular' }), '80'])),
    );
    await applyCatalogImport(
      t.app.database.db,
      planCatalogImport(ownCsv(ownRow({ sku: 'ACME-010', name: 'Renamed' }))),
    );
    expect(await queryRows(t.app, product)).toEqual([{ name: 'Renamed', popularity: 80 }]);
    const kept = await applyCatalogImport(
      t.app.database.db,
      planCatalogImport(withPopularity([ownRow({ sku: 'ACME-010', name: 'Seeded again' }), '5'])),
      { onExisting: 'keep' },
    );
    expect(kept).toMatchObject({ inserted: 0, written: [] });
    expect(await queryRows(t.app, product)).toEqual([{ name: 'Renamed', popularity: 80 }]);
  });
});

describe('the demo catalogue', () => {
  it('imports with no problems and complete patient information for every product', () => {
    const plan = planDemoCatalogue();
    expect(plan.bad).toEqual([]);
    expect(plan.skipped).toEqual([]);
    expect(plan.products).toHaveLength(787);
    const incomplete = plan.products.filter((product) =>
      [product.description, product.uses, product.sideEffects, product.directions, product.safetyAdvice].some(
        (text) => text === '',
      ),
    );
    expect(incomplete.map((product) => product.name)).toEqual([]);
    expect(plan.products.every((product) => product.popularity !== null && product.schedule !== null)).toBe(true);
  });
});

describe('npm run catalog:import', () => {
  const run = promisify(execFile);
  const apiDir = resolve(import.meta.dirname, '../../..');
  const importCli = (file: string, ...args: string[]) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'dawanow-import-'));
    return run('npx', ['tsx', 'scripts/catalog-import.ts', file, ...args], {
      cwd: apiDir,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        INIT_CWD: apiDir,
        LOAD_GAZETTEER: 'false',
        SEED_DEMO_DATA: 'false',
      },
    });
  };

  it('imports a good file and lists the bad lines', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'dawanow-csv-')), 'products.csv');
    writeFileSync(file, ownCsv(ownRow(), ownRow({ sku: 'ACME-002', name: 'Bad MRP', mrp: '-4' })));
    const { stdout } = await importCli(file);
    expect(stdout).toContain('line 3: mrp: MRP must be above ₹0');
    expect(stdout).toContain('Imported 1 DawaNow products: 1 new, 0 updated.');
  }, 60_000);

  it('imports nothing when the file is wrong as a whole or --strict meets a bad line', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dawanow-csv-'));
    writeFileSync(join(dir, 'wrong.csv'), 'name,price\nDolo,30\n');
    await expect(importCli(join(dir, 'wrong.csv'))).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Nothing imported: Unknown columns'),
    });
    writeFileSync(join(dir, 'bad.csv'), ownCsv(ownRow(), ownRow({ sku: 'ACME-002', name: 'Bad', mrp: 'x' })));
    await expect(importCli(join(dir, 'bad.csv'), '--strict')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Nothing imported: --strict'),
    });
  }, 60_000);
});
