/** The store panel's words (issue 19): English only this round, through the same mechanism as every screen. */

import { defineText } from '@/lib/i18n/text';
import english from '@/locales/en/store-panel.json';

export const useStorePanelText = defineText('store-panel', english);

/** A store page's English title (its route's `handle.title`), the key of its title in the tab */
export type TStorePanelTitle = keyof typeof english.titles;
