/** The words of the header search and the /search page. */

import { defineText } from '@/lib/i18n/text';
import english from '@/locales/en/search.json';

export const useSearchText = defineText('search', english);
