/** The words of the account and profile screens (issue 19). */

import { defineText } from '@/lib/i18n/text';
import english from '@/locales/en/account.json';

export const useAccountText = defineText('account', english);

/** `t` of the account words, for helpers that write a message outside a component */
export type AccountT = ReturnType<typeof useAccountText>['t'];
