/** The words of the frame every customer screen shares: header, footer, tab bar, language switch. */
import english from '@/locales/en/common.json';
import { defineText } from './text';

export const useCommonText = defineText('common', english);
