/** `/store/settings/team`: who works at the pharmacy, in which role, who is its registered pharmacist, and invitations. */
import type { TInvitationCreated } from '@dawanow/shared/store-team';
import { useState } from 'react';
import { useStorePanelText } from '@/app/layouts/store-panel/text';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton, SkeletonList } from '@/components/ui/skeleton';
import { useCurrentStore } from '@/lib/current-store';
import { useTeam } from '../api';
import { InvitationLink, InviteForm } from '../components/invite-form';
import { MemberList } from '../components/member-list';
import { PendingInvitations } from '../components/pending-invitations';

function Team({ storeId, storeName }: { storeId: string; storeName: string }) {
  const { t } = useStorePanelText();
  const team = useTeam(storeId);
  const [created, setCreated] = useState<TInvitationCreated | null>(null);

  if (team.isPending) {
    return (
      <div role="status" aria-label={t('team.page.loading')} className="space-y-3">
        <Skeleton className="h-40 w-full rounded-xl" />
        <SkeletonList count={3} />
      </div>
    );
  }
  if (team.isError) {
    return <ErrorState message={t('team.page.loadError')} onRetry={() => void team.refetch()} />;
  }
  // Inviting comes first, with the fresh link right under it (on a phone it would otherwise land below the list).
  return (
    <div className="space-y-6">
      <div className="grid gap-4 lg:grid-cols-2">
        <InviteForm storeId={storeId} onInvited={setCreated} />
        {created && <InvitationLink created={created} storeName={storeName} />}
      </div>
      <MemberList storeId={storeId} members={team.data.members} />
      <PendingInvitations storeId={storeId} invitations={team.data.invitations} onInvited={setCreated} />
    </div>
  );
}

export function StoreTeamPage() {
  const { t } = useStorePanelText();
  const { store } = useCurrentStore();
  return (
    <section aria-labelledby="team-heading">
      <h2 id="team-heading" className="text-xl font-semibold text-slate-900">
        {t('team.page.title')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-700">{t('team.page.intro')}</p>
      {store && <Team storeId={store.storeId} storeName={store.storeName} />}
    </section>
  );
}
