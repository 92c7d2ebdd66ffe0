/**
 * The words of testimonials (issue 19): the card the home page and /testimonials share, and the page itself.
 * Registered here once, since a component cannot import a feature.
 */

import { defineText } from '@/lib/i18n/text';
import english from '@/locales/en/testimonials.json';

export const useTestimonialsText = defineText('testimonials', english);
