/** The coupons' words (issue 19): the checkout's coupon field, the offers list and the home page's offers strip. */

import { defineText } from '@/lib/i18n/text';
import english from '@/locales/en/coupons.json';

export const useCouponsText = defineText('coupons', english);
