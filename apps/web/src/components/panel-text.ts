/**
 * The words of what the store and admin panels share (issue 19): their frame (skip link, the way back to the
 * customer site and out), paged lists, analytics cards and charts, the period picker and payout badges. English
 * only like both panels, and one namespace of their own so neither panel's file holds the other's copy.
 */

import { defineText } from '@/lib/i18n/text';
import english from '@/locales/en/panel.json';

export const usePanelText = defineText('panel', english);
