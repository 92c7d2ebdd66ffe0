/** The words of refill reminders: the order page's card, the profile's list and the one-tap reorder page */
import { defineText } from '@/lib/i18n/text';
import english from '@/locales/en/refills.json';

export const useRefillsText = defineText('refills', english);
