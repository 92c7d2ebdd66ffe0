import { LANGUAGE_LOCALES, LANGUAGE_NAMES, LANGUAGES, type TLanguage } from '@dawanow/shared/languages';
import { Languages } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { RadioGroup } from '@/components/ui/radio-group';
import { useCommonText } from '@/lib/i18n/common-text';
import { useLanguage } from '@/lib/i18n/use-language';

const other = (language: TLanguage): TLanguage => (language === 'en' ? 'hi' : 'en');

/** A language's name in itself, marked as that language; its letters come from a small font of their own (index.css). */
function LanguageName({ language }: { language: TLanguage }) {
  return (
    <span lang={LANGUAGE_LOCALES[language]} className="font-language-name">
      {LANGUAGE_NAMES[language]}
    </span>
  );
}

/**
 * Issue 19: the header's switch, one tap to the other language. It names that language in itself ("हिन्दी" to an
 * English reader), which is what a reader of it looks for, and marks the name's language for screen readers.
 */
export function HeaderLanguageSwitch() {
  const { t } = useCommonText();
  const { language, change, isChanging } = useLanguage();
  const next = other(language);
  return (
    <button
      type="button"
      title={t('language.switchTitle')}
      disabled={isChanging}
      onClick={() => change(next)}
      className={buttonClasses('ghost', 'sm', 'shrink-0 gap-1 px-2')}
    >
      <Languages className="hidden h-4 w-4 sm:block" aria-hidden="true" />
      <LanguageName language={next} />
    </button>
  );
}

/** The account page's choice of language, both named in themselves */
export function LanguageChoice() {
  const { t } = useCommonText();
  const { language, change, isChanging } = useLanguage();
  return (
    <RadioGroup
      legend={t('language.label')}
      hint={t('language.hint')}
      name="language"
      options={LANGUAGES}
      value={language}
      disabled={isChanging}
      onChange={change}
      optionLabel={(value) => <LanguageName language={value} />}
    />
  );
}
