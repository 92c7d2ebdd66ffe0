/**
 * The offline gazetteer: Indian localities with PIN code and coordinates (GeoNames postal codes,
 * CC BY 4.0), loaded at seed time. Serves address autocomplete and reverse geocoding without a
 * maps API key.
 */
import { doublePrecision, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const places = pgTable(
  'places',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    subdistrict: text('subdistrict'),
    district: text('district'),
    state: text('state').notNull(),
    postalCode: text('postal_code').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    // GeoNames accuracy: 1 estimated … 4 matched to a place
    accuracy: integer('accuracy'),
    // Lower-cased "name district state pin", searched with trigrams (index in migration 0006)
    searchText: text('search_text').notNull(),
  },
  (table) => [uniqueIndex('places_postal_code_name_idx').on(table.postalCode, table.name)],
);
