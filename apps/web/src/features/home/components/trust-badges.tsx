import { BadgeCheck, Clock, Headphones, ShieldCheck } from 'lucide-react';
import { useHomeText } from '../text';

// Each badge's title and text are `trust.<key>.title` / `.text`
const badges = [
  { key: 'licensed', icon: BadgeCheck },
  { key: 'checked', icon: ShieldCheck },
  { key: 'fast', icon: Clock },
  { key: 'support', icon: Headphones },
] as const;

export function TrustBadges() {
  const { t } = useHomeText();
  return (
    <ul aria-label={t('trust.label')} className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {badges.map(({ key, icon: Icon }) => (
        <li key={key} className="flex items-start gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
          <Icon className="mt-0.5 h-6 w-6 shrink-0 text-brand-700" aria-hidden="true" />
          <span>
            <span className="block text-sm font-semibold text-slate-900">{t(`trust.${key}.title`)}</span>
            <span className="block text-xs text-slate-700">{t(`trust.${key}.text`)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
