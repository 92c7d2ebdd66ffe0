import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { useCatalogText } from './text';

/**
 * Shown instead of prices when no partner store serves the visitor yet (offers are null). `text` is a sentence
 * in the reader's language without its full stop, which the language adds ("." or "।").
 */
export function LocationPrompt({ text }: { text?: string }) {
  const { t } = useCatalogText();
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
      <MapPin className="h-4 w-4 shrink-0" aria-hidden="true" />
      <span>{t('locationPrompt.sentence', { text: text ?? t('locationPrompt.text') })}</span>
      <Link to="/stores" className="font-medium underline underline-offset-2">
        {t('locationPrompt.choose')}
      </Link>
    </p>
  );
}
