/**
 * The words of the catalogue: product cards and their parts here, and the category and product pages in
 * features/catalog, which read them from this module (components may not import features).
 */

import { defineText } from '@/lib/i18n/text';
import english from '@/locales/en/catalog.json';

export const useCatalogText = defineText('catalog', english);
