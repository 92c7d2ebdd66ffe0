/**
 * `npm run catalog:import -- <file.csv> [--strict]`
 * Imports products from DawaNow's CSV format or the Jan Aushadhi product list, upserting by SKU.
 * Bad lines are listed with their line numbers and left out (with --strict, any bad line stops the
 * import); a fatal problem imports nothing. Uses the server's configuration (DATABASE_URL / DATA_DIR).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { seedDatabase } from '../src/db/seed/seed';
import { CatalogImportError, type LineProblem, planCatalogImport } from '../src/modules/catalog/catalog-import';
import { applyCatalogImport } from '../src/modules/catalog/catalog-import.repository';
import { fail, loadConfigOrExit } from './cli';

function report(title: string, problems: LineProblem[]) {
  if (problems.length === 0) return;
  console.log(`${title} (${problems.length}):`);
  for (const problem of problems) console.log(`  line ${problem.line}: ${problem.reason}`);
}

const { values, positionals } = parseArgs({ allowPositionals: true, options: { strict: { type: 'boolean' } } });
const [file] = positionals;
if (!file || positionals.length > 1) fail('Usage: npm run catalog:import -- <file.csv> [--strict]');

let text: string;
try {
  // npm runs scripts in the workspace; a relative path means relative to where the command was typed.
  text = readFileSync(resolve(process.env.INIT_CWD ?? process.cwd(), file), 'utf8');
} catch (error) {
  fail(`Cannot read ${file}: ${(error as Error).message}`);
}

let plan: ReturnType<typeof planCatalogImport>;
try {
  plan = planCatalogImport(text);
} catch (error) {
  fail(error instanceof CatalogImportError ? `Nothing imported: ${error.message}` : String(error));
}
report('Bad lines, not imported', plan.bad);
if (values.strict && plan.bad.length > 0) fail('Nothing imported: --strict and the file has bad lines.');
if (plan.products.length === 0) fail('Nothing imported: the file has no importable products.');

const config = loadConfigOrExit();
const database = await openDatabase(config.database);
try {
  await migrateDatabase(database);
  // Categories are reference data the server seeds at start; a database never started has none yet.
  await seedDatabase(database.db, { demo: false, gazetteer: false });
  const outcome = await applyCatalogImport(database.db, plan);
  report('Lines with an unknown category, not imported', outcome.unknownCategory);
  report('Skipped', plan.skipped);
  console.log(
    `Imported ${outcome.inserted + outcome.updated} ${plan.format === 'janaushadhi' ? 'Jan Aushadhi' : 'DawaNow'} products: ${outcome.inserted} new, ${outcome.updated} updated.`,
  );
} catch (error) {
  fail(`Nothing imported: ${(error as Error).message}`);
} finally {
  await database.close();
}
