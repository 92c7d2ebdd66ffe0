/** The offline gazetteer's SQL: trigram search (migration 0006's GIN index) and nearest places (its GiST index). */
import { and, asc, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { places } from '../../db/schema/places';

const placeColumns = {
  id: places.id,
  name: places.name,
  district: places.district,
  state: places.state,
  postalCode: places.postalCode,
  latitude: places.latitude,
  longitude: places.longitude,
};
export type PlaceRow = Pick<
  typeof places.$inferSelect,
  'id' | 'name' | 'district' | 'state' | 'postalCode' | 'latitude' | 'longitude'
>;

// LIKE treats % and _ as wildcards and \ as the escape character; typed text must match literally.
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');
const TRIGRAM_WORD = /[\p{L}\p{M}\p{N}]{3}/u;

type SearchOptions = { limit: number; near: { latitude: number; longitude: number } | null };

const pointOf = (latitude: number, longitude: number) => sql`ll_to_earth(${latitude}, ${longitude})`;
// Written exactly as the index expression, so the planner can use places_location_gist.
const placePoint = sql`ll_to_earth(${places.latitude}, ${places.longitude})`;

const nearestFirst = (near: SearchOptions['near']) =>
  near ? [sql`earth_distance(${pointOf(near.latitude, near.longitude)}, ${placePoint})`] : [];
// Among equals: GeoNames' better-placed entries, then shorter (more general) names
const bestKnownFirst = [
  sql`${places.accuracy} desc nulls last`,
  sql`length(${places.name})`,
  asc(places.name),
  asc(places.id),
];

export function createPlacesRepository(db: Db) {
  return {
    /** Places with this exact PIN code, best-matched first. */
    async findByPostalCode(postalCode: string, limit: number): Promise<PlaceRow[]> {
      return db
        .select(placeColumns)
        .from(places)
        .where(eq(places.postalCode, postalCode))
        .orderBy(sql`${places.accuracy} desc nulls last`, asc(places.name))
        .limit(limit);
    },

    /** One place for each PIN code starting with `prefix`, in PIN order. */
    async findByPostalCodePrefix(prefix: string, limit: number): Promise<PlaceRow[]> {
      const pattern = `${escapeLike(prefix)}%`;
      return db
        .selectDistinctOn([places.postalCode], placeColumns)
        .from(places)
        .where(
          and(
            // The PIN ends search_text, so the trigram index finds the candidates
            sql`${places.searchText} like ${`%${escapeLike(prefix)}%`}`,
            sql`${places.postalCode} like ${pattern}`,
          ),
        )
        .orderBy(asc(places.postalCode), sql`${places.accuracy} desc nulls last`, asc(places.name))
        .limit(limit);
    },

    /**
     * Places where every word of `query` (lower-cased, single-spaced) starts a word of the name,
     * district or state: the name itself first, then names starting with the query, then the rest.
     * Near `near`, nearer places first within each of those.
     */
    async searchByWordPrefixes(query: string, options: SearchOptions): Promise<PlaceRow[]> {
      // Words shorter than three letters give the trigram index too little to narrow by
      const words = query.split(' ').filter((word) => TRIGRAM_WORD.test(word));
      if (words.length === 0) return [];
      const startsWords = words.map((word) => {
        const pattern = `${escapeLike(word)}%`;
        return sql`(${places.searchText} like ${pattern} or ${places.searchText} like ${`% ${pattern}`})`;
      });
      const prefix = `${escapeLike(query)}%`;
      const lowerName = sql`lower(${places.name})`;
      return db
        .select(placeColumns)
        .from(places)
        .where(and(...startsWords))
        .orderBy(
          sql`case
            when ${lowerName} = ${query} then 0
            when ${lowerName} like ${prefix} then 1
            when ${places.searchText} like ${`% ${prefix}`} then 2
            else 3 end`,
          ...nearestFirst(options.near),
          ...bestKnownFirst,
        )
        .limit(options.limit);
    },

    /** Near misses (pg_trgm word similarity, which forgives a typo or two), most similar first. */
    async searchBySimilarity(query: string, options: SearchOptions & { excludeIds: number[] }): Promise<PlaceRow[]> {
      return db
        .select(placeColumns)
        .from(places)
        .where(
          and(
            sql`${query} <% ${places.searchText}`,
            options.excludeIds.length > 0 ? notInArray(places.id, options.excludeIds) : undefined,
          ),
        )
        .orderBy(
          desc(sql`word_similarity(${query}, ${places.searchText})`),
          ...nearestFirst(options.near),
          ...bestKnownFirst,
        )
        .limit(options.limit);
    },

    async findById(id: number) {
      const [place] = await db.select(placeColumns).from(places).where(eq(places.id, id)).limit(1);
      return place ?? null;
    },

    /** Up to `limit` places within `radiusMetres`, nearest first, with their distance in metres. */
    async findNearest(latitude: number, longitude: number, radiusMetres: number, limit: number) {
      const here = pointOf(latitude, longitude);
      const distance = sql<number>`earth_distance(${here}, ${placePoint})`;
      return db
        .select({ ...placeColumns, distanceMetres: distance })
        .from(places)
        .where(and(sql`earth_box(${here}, ${radiusMetres}) @> ${placePoint}`, sql`${distance} <= ${radiusMetres}`))
        .orderBy(distance, sql`${places.accuracy} desc nulls last`, asc(places.id))
        .limit(limit);
    },
  };
}
export type PlacesRepository = ReturnType<typeof createPlacesRepository>;
