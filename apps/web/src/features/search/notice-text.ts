import { OTHER_SCRIPT_NOTICE } from '@dawanow/shared/search';
import type { TFunction } from 'i18next';

/**
 * The search API's notice is English sentences (apps/api catalog.service, joined by spaces): the shared
 * other-script hint, "Showing results for “…”." and "Nothing matched “…”, so we left it out.". Each known
 * sentence is written again in the reader's language with the same words quoted; a notice with any other
 * sentence is shown as the API wrote it, so a new server sentence is never lost.
 */
const SENTENCE = /Showing results for “([^”]+)”\.|Nothing matched “([^”]+)”, so we left it out\./g;

export function noticeText(t: TFunction<'search'>, notice: string): string {
  const hasHint = notice.startsWith(OTHER_SCRIPT_NOTICE);
  const rest = (hasHint ? notice.slice(OTHER_SCRIPT_NOTICE.length) : notice).trim();
  const matches = [...rest.matchAll(SENTENCE)];
  if (matches.map((match) => match[0]).join(' ') !== rest) return notice;
  const sentences = matches.map(([, corrected, dropped]) =>
    corrected !== undefined
      ? t('notice.corrected', { words: corrected })
      : t('notice.dropped', { words: dropped ?? '' }),
  );
  return [...(hasHint ? [t('notice.otherScript')] : []), ...sentences].join(' ');
}
