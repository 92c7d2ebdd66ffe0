import { PageHeader } from '@/components/ui/page-header';
import { signInIdentity, useMe } from '@/lib/session';
import { PersonalDetailsForm } from '../components/personal-details-form';
import { SecuritySection } from '../components/security-section';
import { useAccountText } from '../text';

/** /admin/profile: the administrator's own details, password and signed-in devices (the account screens). */
export function AdminProfilePage() {
  const { t } = useAccountText();
  const me = useMe().data;
  if (!me) return null;
  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <PageHeader title={t('profile.title')} description={t('profile.admin', { identity: signInIdentity(me) })} />
      <section aria-labelledby="admin-personal">
        <h2 id="admin-personal" className="mb-3 text-lg font-semibold">
          {t('personal.heading')}
        </h2>
        <PersonalDetailsForm me={me} />
      </section>
      <SecuritySection me={me} />
    </div>
  );
}
