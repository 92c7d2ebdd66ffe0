/**
 * How a screen gets its words (issue 19). A namespace module pairs a name with its English strings:
 *
 *   // features/cart/text.ts
 *   import english from '@/locales/en/cart.json';
 *   export const useCartText = defineText('cart', english);
 *
 * and a component calls `const { t } = useCartText()`. Keys are typed from the English file (./resources.d.ts),
 * so a missing English key fails the type check; locales.test.ts fails when Hindi lacks a key English has.
 */
import { type UseTranslationOptions, useTranslation } from 'react-i18next';
import { i18n } from './i18n';
import type { TextNamespace } from './resources';

export function defineText<N extends TextNamespace>(namespace: N, english: Record<string, unknown>) {
  if (!i18n.hasResourceBundle('en', namespace)) i18n.addResourceBundle('en', namespace, english);
  const registered = i18n.options.ns;
  // A reader who switches language later gets this namespace fetched with the rest (switchLanguage)
  if (Array.isArray(registered) && !registered.includes(namespace)) registered.push(namespace);
  // `{ useSuspense: false }` for what shows while strings load (the loading screen, the error fallback)
  return (options?: UseTranslationOptions<undefined>) => useTranslation(namespace, options);
}
