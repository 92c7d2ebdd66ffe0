import { BadgeCheck, Clock, Headphones, ShieldCheck } from 'lucide-react';

const badges = [
  { icon: BadgeCheck, title: 'Licensed Pharmacy', text: 'Every order is sold and invoiced by a licensed pharmacy' },
  { icon: ShieldCheck, title: 'Pharmacist checked', text: 'Prescriptions are verified before packing' },
  { icon: Clock, title: 'Fast delivery', text: 'Standard 45–60 min, express 30 min in select areas' },
  { icon: Headphones, title: '24×7 support', text: 'Call or write to us any time' },
];

export function TrustBadges() {
  return (
    <ul aria-label="Why DawaNow" className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {badges.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex items-start gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
          <Icon className="mt-0.5 h-6 w-6 shrink-0 text-brand-700" aria-hidden="true" />
          <span>
            <span className="block text-sm font-semibold text-slate-900">{title}</span>
            <span className="block text-xs text-slate-700">{text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
