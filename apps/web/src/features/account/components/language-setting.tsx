import { LanguageChoice } from '@/components/language-switch';
import { useAccountText } from '../text';
import { SettingSection } from './setting-section';

/** Issue 19: the reader's language, kept in their profile so it follows them to every device */
export function LanguageSetting() {
  const { t } = useAccountText();
  return (
    <SettingSection id="language-heading" heading={t('language.heading')}>
      <LanguageChoice />
    </SettingSection>
  );
}
