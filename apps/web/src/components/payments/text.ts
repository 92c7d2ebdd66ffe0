/**
 * The checkout's words (issue 19), registered here rather than in features/checkout because the payment pieces
 * other features share (the test-payment notice, the bank details fields) read them too, and a feature may not be
 * imported by another: the checkout feature takes its `useCheckoutText` from here.
 */

import { defineText } from '@/lib/i18n/text';
import english from '@/locales/en/checkout.json';

export const useCheckoutText = defineText('checkout', english);
