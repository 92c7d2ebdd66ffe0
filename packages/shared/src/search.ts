/** Medicine search (SPEC §2, §5): the query rules shared by the header box, the page and the API. */
import { z } from 'zod';
import { ZCategoryRef, ZDosageForm, ZPage, ZPagination, ZProductCard, ZQueryFlag, ZStoreScope } from './products';

/** SPEC §2 / §5: a trimmed, non-empty query goes to /search?q=…; an empty one goes to /search. */
export function searchPath(query: string): string {
  const trimmed = query.trim();
  return trimmed === '' ? '/search' : `/search?q=${encodeURIComponent(trimmed)}`;
}

export const SEARCH_QUERY_MAX_CHARS = 100;
/** Suggestions start at the second character; the first alone matches half the catalogue. */
export const SUGGEST_MIN_CHARS = 2;
export const SUGGEST_DEBOUNCE_MS = 250;
export const SUGGEST_LIMIT = 8;

/**
 * Common Hindi words people type for medicines, mapped to the catalogue's English terms. Other
 * Devanagari text finds nothing and the answer says to try English.
 */
const HINDI_TERMS: Record<string, string> = {
  पैरासिटामोल: 'paracetamol',
  पेरासिटामोल: 'paracetamol',
  बुखार: 'fever',
  दर्द: 'pain',
  सिरदर्द: 'headache',
  खांसी: 'cough',
  खाँसी: 'cough',
  सर्दी: 'cold',
  जुकाम: 'cold',
  विटामिन: 'vitamin',
  मधुमेह: 'diabetes',
  डायबिटीज: 'diabetes',
  शुगर: 'diabetes',
  एसिडिटी: 'acidity',
  गैस: 'acidity',
  दस्त: 'diarrhoea',
  कब्ज: 'constipation',
  एलर्जी: 'allergy',
  कैल्शियम: 'calcium',
  आयरन: 'iron',
  बच्चे: 'baby',
  थर्मामीटर: 'thermometer',
};

export type TNormalizedQuery = {
  /** Lower-case words of letters and digits, as the database matches them; '' when nothing is left. */
  text: string;
  /** True when the visitor typed a script the catalogue is not written in and some of it was dropped. */
  droppedOtherScript: boolean;
};

/**
 * Lower-cases, maps known Hindi words, parts a brand run into its strength, drops symbols and other
 * scripts, keeps at most 8 words.
 */
export function normalizeSearchQuery(raw: string): TNormalizedQuery {
  let droppedOtherScript = false;
  const words = raw
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .flatMap((word) => {
      if (word === '') return [];
      const mapped = HINDI_TERMS[word];
      if (mapped) return [mapped];
      // "dolo650" and "telma40" as typed on a phone: a brand run into its strength. Short forms such
      // as "d3" or "b12" and strengths like "60k" are words of their own in the catalogue and stay whole.
      const joined = /^([a-z]{3,})([0-9]{2,})$/.exec(word);
      if (joined?.[1] && joined[2]) return [joined[1], joined[2]];
      if (/^[a-z0-9]+$/.test(word)) return [word];
      droppedOtherScript = true;
      return [];
    });
  return { text: words.slice(0, 8).join(' '), droppedOtherScript };
}

export const RX_FILTERS = ['rx', 'otc'] as const;
export const SEARCH_SORTS = ['relevance', 'price_asc', 'price_desc'] as const;
export const ZSearchSort = z.enum(SEARCH_SORTS);
export type TSearchSort = z.infer<typeof ZSearchSort>;

const ZQueryText = z
  .string()
  .max(SEARCH_QUERY_MAX_CHARS, `Search text can be at most ${SEARCH_QUERY_MAX_CHARS} characters`);

export const ZSearchQuery = ZStoreScope.extend(ZPagination.shape).extend({
  q: ZQueryText.default(''),
  category: z
    .string()
    .regex(/^[a-z0-9-]{1,80}$/, 'Unknown category')
    .optional(),
  inStock: ZQueryFlag.optional(),
  rx: z.enum(RX_FILTERS).optional(),
  sort: ZSearchSort.default('relevance'),
});
export type TSearchQuery = z.infer<typeof ZSearchQuery>;

/**
 * A broad query's matches are counted up to here ("tablet" is in most of the catalogue): 42 pages of 24, more than
 * anyone pages through, and the page says "1,000+" rather than counting every match on every search.
 */
export const SEARCH_TOTAL_CAP = 1000;

export const ZSearchResults = ZPage.extend({
  /** More products matched than `total`, which stopped at SEARCH_TOTAL_CAP. */
  totalIsCapped: z.boolean(),
  /** The words actually searched for, after normalisation. */
  query: z.string(),
  /** A hint for the visitor, e.g. when a Hindi query could not be matched. */
  notice: z.string().nullable(),
  results: z.array(ZProductCard),
});
export type TSearchResults = z.infer<typeof ZSearchResults>;

export const ZSuggestQuery = ZStoreScope.extend({ q: ZQueryText });

export const ZSuggestions = z.object({
  query: z.string(),
  products: z.array(
    z.object({
      id: z.uuid(),
      slug: z.string(),
      name: z.string(),
      brand: z.string().nullable(),
      manufacturer: z.string(),
      compositionLabel: z.string(),
      dosageForm: ZDosageForm,
      packLabel: z.string(),
      rxRequired: z.boolean(),
      imageUrl: z.string().nullable(),
    }),
  ),
  categories: z.array(ZCategoryRef),
});
export type TSuggestions = z.infer<typeof ZSuggestions>;

export const OTHER_SCRIPT_NOTICE =
  'We search medicine names in English. Try the name on the strip, e.g. “paracetamol” or “Dolo 650”.';
