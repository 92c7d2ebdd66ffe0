import { PageHeader } from '@/components/ui/page-header';
import { useMe } from '@/lib/session';
import { AddressesSection } from '../components/addresses-section';

/** SPEC §2: /account — the account page with addresses (target of "+ Add New Address"). */
export function AccountPage() {
  const me = useMe().data;
  if (!me) return null;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        title="My account"
        description={[`${me.profile.firstName} ${me.profile.lastName}`.trim(), me.user.email, me.profile.phone]
          .filter(Boolean)
          .join(' · ')}
      />
      <AddressesSection />
    </div>
  );
}
