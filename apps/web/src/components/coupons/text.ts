/**
 * The coupons' words (issue 19): the checkout's coupon field and its refusals, the offers list and the home page's
 * offers strip. Registered here because the checkout words a refused coupon too and features do not import each other.
 */

import { defineText } from '@/lib/i18n/text';
import english from '@/locales/en/coupons.json';

export const useCouponsText = defineText('coupons', english);
