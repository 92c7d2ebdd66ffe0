import { Bell, ChevronRight, type LucideIcon, Store } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { useMe } from '@/lib/session';
import { AddressesSection } from '../components/addresses-section';
import { useAccountText } from '../text';

function AccountLink({
  to,
  icon: Icon,
  title,
  description,
}: {
  to: string;
  icon: LucideIcon;
  title: string;
  description: string;
}) {
  return (
    <Link
      to={to}
      className="flex min-h-14 items-center gap-3 rounded-xl bg-white px-4 py-3 ring-1 ring-slate-200 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <Icon className="h-5 w-5 text-brand-700" aria-hidden="true" />
      <span className="flex-1">
        <span className="block font-medium text-slate-900">{title}</span>
        <span className="block text-sm text-slate-700">{description}</span>
      </span>
      <ChevronRight className="h-5 w-5 text-slate-500" aria-hidden="true" />
    </Link>
  );
}

/** SPEC §2: /account — the account page with addresses (target of "+ Add New Address"). */
export function AccountPage() {
  const { t } = useAccountText();
  const me = useMe().data;
  if (!me) return null;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        title={t('account.title')}
        description={[`${me.profile.firstName} ${me.profile.lastName}`.trim(), me.user.email, me.profile.phone]
          .filter(Boolean)
          .join(' · ')}
      />
      <nav aria-label={t('account.more')} className="space-y-2">
        <AccountLink
          to="/account/notifications"
          icon={Bell}
          title={t('account.notifications')}
          description={t('account.notificationsHint')}
        />
        <AccountLink
          to="/pharmacy-partner/status"
          icon={Store}
          title={t('account.partner')}
          description={t('account.partnerHint')}
        />
      </nav>
      <AddressesSection />
    </div>
  );
}
