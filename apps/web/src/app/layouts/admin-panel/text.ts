/** The admin panel's words (issue 19): English only this round, through the same mechanism as every screen. */

import { defineText } from '@/lib/i18n/text';
import english from '@/locales/en/admin-panel.json';

export const useAdminPanelText = defineText('admin-panel', english);

/** The panel's `t`, for the helpers a component hands it to (table columns, labels) */
export type TAdminPanelT = ReturnType<typeof useAdminPanelText>['t'];

/** An admin page's English title (its route's `handle.title`), the key of its title in the tab */
export type TAdminPanelTitle = keyof typeof english.titles;
