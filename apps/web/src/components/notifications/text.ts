/**
 * The words of notifications (issue 19): the customer's inbox, the shared notification lists and the push switch.
 * Registered here once: components/notifications and components/push use them, and a component cannot import a
 * feature.
 */

import { defineText } from '@/lib/i18n/text';
import english from '@/locales/en/inbox.json';

export const useInboxText = defineText('inbox', english);

export type TInboxT = ReturnType<typeof useInboxText>['t'];
