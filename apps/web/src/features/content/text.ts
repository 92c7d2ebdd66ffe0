/** The words around the site's pages: FAQ, contact and policies (issue 19). Their text itself is English. */

import { defineText } from '@/lib/i18n/text';
import english from '@/locales/en/content.json';

export const useContentText = defineText('content', english);
