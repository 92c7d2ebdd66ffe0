/** Issue 19: reading and changing the language, and following a signed-in reader's choice across devices. */
import { accountApi } from '@dawanow/shared/api/account';
import { DEFAULT_LANGUAGE, type TLanguage } from '@dawanow/shared/languages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callApi } from '@/lib/api-client';
import { ME_QUERY_KEY, useMe } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useCommonText } from './common-text';
import { currentLanguage, switchLanguage } from './i18n';

/** The language on screen, and a change that also goes to the profile of a signed-in reader */
export function useLanguage() {
  // Also subscribes the caller to language changes, so it re-renders in the new language
  const { t } = useCommonText();
  const queryClient = useQueryClient();
  const me = useMe();
  const change = useMutation({
    mutationFn: async (language: TLanguage) => {
      await switchLanguage(language);
      if (me.data)
        queryClient.setQueryData(ME_QUERY_KEY, await callApi(accountApi.setLanguage, { body: { language } }));
    },
    // The page has switched already; only remembering it for other devices failed
    onError: () => toast.error(t('language.saveFailed')),
  });
  return { language: currentLanguage(), change: change.mutate, isChanging: change.isPending };
}

/**
 * A reader who chose a language on another device reads in it here too, once signed in. One who chose Hindi on
 * this device before signing in, and never chose in their profile, has it kept there: what the server sends them
 * (order updates by push) then speaks Hindi as well.
 */
export function useLanguageOfProfile(): void {
  const queryClient = useQueryClient();
  const me = useMe().data;
  const userId = me?.user.id;
  const chosen = me?.profile.language;
  useEffect(() => {
    if (!userId) return;
    if (chosen && chosen !== currentLanguage()) void switchLanguage(chosen);
    else if (chosen === null && currentLanguage() !== DEFAULT_LANGUAGE) {
      callApi(accountApi.setLanguage, { body: { language: currentLanguage() } }).then(
        (updated) => queryClient.setQueryData(ME_QUERY_KEY, updated),
        // Kept on this device all the same; the next visit tries again
        () => undefined,
      );
    }
  }, [userId, chosen, queryClient]);
}
