/**
 * The words of the customer's order screens (issue 19), shared by components/orders and features/orders: a
 * component cannot import a feature, so the namespace is registered here once.
 */

import { defineText } from '@/lib/i18n/text';
import english from '@/locales/en/orders.json';

export const useOrdersText = defineText('orders', english);

export type TOrdersT = ReturnType<typeof useOrdersText>['t'];
