/**
 * The words of prescriptions (issue 19): the customer's upload and confirmation screens, the shared prescription
 * cards and the private file viewer. Registered here once: components/prescriptions and components/file-viewer
 * use them, and a component cannot import a feature.
 */

import { defineText } from '@/lib/i18n/text';
import english from '@/locales/en/prescriptions.json';

export const usePrescriptionsText = defineText('prescriptions', english);

export type TPrescriptionsT = ReturnType<typeof usePrescriptionsText>['t'];
