/**
 * The words of signing in (issue 19). Registered here rather than in features/auth because the OTP prompt
 * (components/otp-code-prompt.tsx) shares them with the account feature, and features do not import each other.
 */

import { defineText } from '@/lib/i18n/text';
import english from '@/locales/en/auth.json';

export const useAuthText = defineText('auth', english);

/** `t` of the sign-in words, for helpers that write a message outside a component */
export type AuthT = ReturnType<typeof useAuthText>['t'];
