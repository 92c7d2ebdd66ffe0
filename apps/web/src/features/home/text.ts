/** The words of the home page's own sections (the product shelves' cards read the catalog strings). */

import { defineText } from '@/lib/i18n/text';
import english from '@/locales/en/home.json';

export const useHomeText = defineText('home', english);
