/** The cart's words (issue 19): the cart page, its lines, the floating cart bar and the free-delivery nudge. */

import { defineText } from '@/lib/i18n/text';
import english from '@/locales/en/cart.json';

export const useCartText = defineText('cart', english);
