/**
 * The team: cards on phones, a table from the md breakpoint, with the same controls in both. The owner's role
 * and membership, and one's own, cannot be changed (the server refuses the same).
 */
import { ASSIGNABLE_STORE_ROLES, type TAssignableStoreRole, type TTeamMember } from '@dawanow/shared/store-team';
import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import { useStorePanelText } from '@/app/layouts/store-panel/text';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useChangeRole, useMarkPharmacist, useRemoveMember, useSetOnDuty } from '../api';
import { PharmacistDialog } from './pharmacist-dialog';

const isChangeable = (member: TTeamMember) => member.role !== 'owner' && !member.isYou;

function RoleControl({ storeId, member }: { storeId: string; member: TTeamMember }) {
  const { t, i18n } = useStorePanelText();
  const changeRole = useChangeRole(storeId);
  if (!isChangeable(member) || member.role === 'admin') {
    return <span className="text-sm text-slate-800">{t(`team.roles.${member.role}`)}</span>;
  }
  return (
    <select
      aria-label={t('team.members.roleOf', { name: member.name })}
      value={member.role}
      disabled={changeRole.isPending}
      onChange={(event) =>
        changeRole.mutate(
          { userId: member.userId, role: event.target.value as TAssignableStoreRole },
          {
            onSuccess: (changed) =>
              toast.success(
                t('team.members.roleChanged', {
                  name: changed.name,
                  role: t(`team.roles.${changed.role}`).toLocaleLowerCase(i18n.language),
                }),
              ),
            onError: (failure) => toast.error(t('team.members.roleFailed'), { description: failure.message }),
          },
        )
      }
      className="h-11 rounded-lg border border-slate-300 bg-white px-2 text-sm"
    >
      {ASSIGNABLE_STORE_ROLES.map((role) => (
        <option key={role} value={role}>
          {t(`team.roles.${role}`)}
        </option>
      ))}
    </select>
  );
}

function OnDutySwitch({ storeId, member }: { storeId: string; member: TTeamMember }) {
  const { t } = useStorePanelText();
  const setOnDuty = useSetOnDuty(storeId);
  if (!member.pharmacist) return null;
  const checked = setOnDuty.isPending ? Boolean(setOnDuty.variables?.onDuty) : member.onDuty;
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-800">
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-label={t('team.members.onDutyLabel', { name: member.name })}
        disabled={setOnDuty.isPending}
        onClick={() =>
          setOnDuty.mutate(
            { userId: member.userId, onDuty: !member.onDuty },
            { onError: (failure) => toast.error(t('team.members.notChanged'), { description: failure.message }) },
          )
        }
        className={cn(
          'relative h-7 w-12 shrink-0 rounded-full transition-colors disabled:opacity-60',
          checked ? 'bg-brand-700' : 'bg-slate-400',
        )}
      >
        <span
          className={cn(
            'absolute top-1 left-1 h-5 w-5 rounded-full bg-white shadow transition-transform',
            checked && 'translate-x-5',
          )}
        />
      </button>
      {t('team.members.onDuty')}
    </label>
  );
}

function Pharmacist({ member }: { member: TTeamMember }) {
  const { t } = useStorePanelText();
  if (!member.pharmacist) return <span className="text-sm text-slate-600">{t('team.members.notPharmacist')}</span>;
  return (
    <span className="flex items-start gap-1.5 text-sm text-slate-800">
      <BadgeCheck className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
      <span>
        {t('team.members.registered')}
        <span className="block text-xs text-slate-600">
          {t('team.members.registration', {
            name: member.pharmacist.name,
            number: member.pharmacist.registrationNumber,
          })}
        </span>
      </span>
    </span>
  );
}

type TActions = { onMark: (member: TTeamMember) => void; onRemove: (member: TTeamMember) => void };

function MemberActions({ storeId, member, onMark, onRemove }: { storeId: string; member: TTeamMember } & TActions) {
  const { t } = useStorePanelText();
  const unmark = useMarkPharmacist(storeId);
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" variant="outline" onClick={() => onMark(member)}>
        {member.pharmacist ? t('team.members.editPharmacist') : t('team.members.markPharmacist')}
      </Button>
      {member.pharmacist && (
        <Button
          size="sm"
          variant="ghost"
          disabled={unmark.isPending}
          onClick={() =>
            unmark.mutate(
              { userId: member.userId, mark: null },
              { onSuccess: () => toast.success(t('team.members.unmarked', { name: member.name })) },
            )
          }
        >
          {t('team.members.removeMark')}
        </Button>
      )}
      {isChangeable(member) && (
        <Button size="sm" variant="ghost" className="text-red-700 hover:bg-red-50" onClick={() => onRemove(member)}>
          {t('team.members.remove')}
        </Button>
      )}
    </div>
  );
}

function NameCell({ member }: { member: TTeamMember }) {
  const { t } = useStorePanelText();
  return (
    <div className="min-w-0">
      <p className="font-medium break-words text-slate-900">
        {member.name}
        {member.isYou && <span className="ml-1 text-xs font-normal text-slate-600">{t('team.members.you')}</span>}
      </p>
      <p className="text-sm break-words text-slate-600">{member.email}</p>
    </div>
  );
}

function RemoveDialog({
  storeId,
  member,
  onClose,
}: {
  storeId: string;
  member: TTeamMember | null;
  onClose: () => void;
}) {
  const { t } = useStorePanelText();
  const remove = useRemoveMember(storeId);
  return (
    <Dialog
      open={member !== null}
      onClose={onClose}
      title={t('team.members.removeTitle', { name: member?.name ?? t('team.members.thisMember') })}
      description={t('team.members.removeDescription')}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onClose}>
          {t('team.members.keep')}
        </Button>
        <Button
          className="bg-red-700 hover:bg-red-800"
          disabled={remove.isPending}
          onClick={() =>
            member &&
            remove.mutate(member.userId, {
              onSuccess: () => {
                toast.success(t('team.members.removed', { name: member.name }));
                onClose();
              },
              onError: (failure) => toast.error(t('team.members.notRemoved'), { description: failure.message }),
            })
          }
        >
          {remove.isPending ? t('team.members.removing') : t('team.members.removeSubmit')}
        </Button>
      </div>
    </Dialog>
  );
}

export function MemberList({ storeId, members }: { storeId: string; members: TTeamMember[] }) {
  const { t } = useStorePanelText();
  const [marking, setMarking] = useState<TTeamMember | null>(null);
  const [removing, setRemoving] = useState<TTeamMember | null>(null);
  const actions = { onMark: setMarking, onRemove: setRemoving };

  return (
    <section aria-labelledby="team-members">
      <h2 id="team-members" className="mb-3 font-semibold text-slate-900">
        {t('team.members.title', { count: members.length })}
      </h2>
      <ul className="space-y-3 md:hidden">
        {members.map((member) => (
          <li
            key={member.userId}
            aria-label={member.name}
            className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200"
          >
            <NameCell member={member} />
            <div className="flex flex-wrap items-center justify-between gap-2">
              <RoleControl storeId={storeId} member={member} />
              <OnDutySwitch storeId={storeId} member={member} />
            </div>
            <Pharmacist member={member} />
            <MemberActions storeId={storeId} member={member} {...actions} />
          </li>
        ))}
      </ul>
      <table className="hidden w-full overflow-hidden rounded-xl bg-white text-left ring-1 ring-slate-200 md:table">
        <thead className="bg-slate-50 text-xs font-semibold text-slate-700 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              {t('team.members.member')}
            </th>
            <th scope="col" className="px-4 py-3">
              {t('team.members.role')}
            </th>
            <th scope="col" className="px-4 py-3">
              {t('team.members.pharmacist')}
            </th>
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">{t('team.members.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {members.map((member) => (
            <tr key={member.userId} className="align-top">
              <td className="px-4 py-3">
                <NameCell member={member} />
              </td>
              <td className="px-4 py-3">
                <RoleControl storeId={storeId} member={member} />
              </td>
              <td className="space-y-1 px-4 py-3">
                <Pharmacist member={member} />
                <OnDutySwitch storeId={storeId} member={member} />
              </td>
              <td className="px-4 py-3">
                <MemberActions storeId={storeId} member={member} {...actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <PharmacistDialog storeId={storeId} member={marking} onClose={() => setMarking(null)} />
      <RemoveDialog storeId={storeId} member={removing} onClose={() => setRemoving(null)} />
    </section>
  );
}
