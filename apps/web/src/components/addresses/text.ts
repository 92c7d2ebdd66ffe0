/**
 * The words of delivery locations: the address form here, and the header's location picker, the stores page and
 * the location toasts in features/location, which read them from this module (components may not import features).
 */

import { defineText } from '@/lib/i18n/text';
import english from '@/locales/en/location.json';

export const useLocationText = defineText('location', english);
