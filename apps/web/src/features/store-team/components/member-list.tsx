/**
 * The team: cards on phones, a table from the md breakpoint, with the same controls in both. The owner's role
 * and membership, and one's own, cannot be changed (the server refuses the same).
 */
import {
  ASSIGNABLE_STORE_ROLES,
  STORE_MEMBER_ROLE_LABELS,
  type TAssignableStoreRole,
  type TTeamMember,
} from '@dawanow/shared/store-team';
import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { useChangeRole, useMarkPharmacist, useRemoveMember, useSetOnDuty } from '../api';
import { PharmacistDialog } from './pharmacist-dialog';

const isChangeable = (member: TTeamMember) => member.role !== 'owner' && !member.isYou;

function RoleControl({ storeId, member }: { storeId: string; member: TTeamMember }) {
  const changeRole = useChangeRole(storeId);
  if (!isChangeable(member) || member.role === 'admin') {
    return <span className="text-sm text-slate-800">{STORE_MEMBER_ROLE_LABELS[member.role]}</span>;
  }
  return (
    <select
      aria-label={`Role of ${member.name}`}
      value={member.role}
      disabled={changeRole.isPending}
      onChange={(event) =>
        changeRole.mutate(
          { userId: member.userId, role: event.target.value as TAssignableStoreRole },
          {
            onSuccess: (changed) =>
              toast.success(`${changed.name} is now ${STORE_MEMBER_ROLE_LABELS[changed.role].toLowerCase()}`),
            onError: (failure) => toast.error('The role was not changed', { description: failure.message }),
          },
        )
      }
      className="h-11 rounded-lg border border-slate-300 bg-white px-2 text-sm"
    >
      {ASSIGNABLE_STORE_ROLES.map((role) => (
        <option key={role} value={role}>
          {STORE_MEMBER_ROLE_LABELS[role]}
        </option>
      ))}
    </select>
  );
}

function OnDutySwitch({ storeId, member }: { storeId: string; member: TTeamMember }) {
  const setOnDuty = useSetOnDuty(storeId);
  if (!member.pharmacist) return null;
  const checked = setOnDuty.isPending ? Boolean(setOnDuty.variables?.onDuty) : member.onDuty;
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-800">
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-label={`${member.name} on duty`}
        disabled={setOnDuty.isPending}
        onClick={() =>
          setOnDuty.mutate(
            { userId: member.userId, onDuty: !member.onDuty },
            { onError: (failure) => toast.error('Not changed', { description: failure.message }) },
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
      On duty
    </label>
  );
}

function Pharmacist({ member }: { member: TTeamMember }) {
  if (!member.pharmacist) return <span className="text-sm text-slate-600">Not a pharmacist</span>;
  return (
    <span className="flex items-start gap-1.5 text-sm text-slate-800">
      <BadgeCheck className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
      <span>
        Registered pharmacist
        <span className="block text-xs text-slate-600">
          {member.pharmacist.name} · Reg. {member.pharmacist.registrationNumber}
        </span>
      </span>
    </span>
  );
}

type TActions = { onMark: (member: TTeamMember) => void; onRemove: (member: TTeamMember) => void };

function MemberActions({ storeId, member, onMark, onRemove }: { storeId: string; member: TTeamMember } & TActions) {
  const unmark = useMarkPharmacist(storeId);
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" variant="outline" onClick={() => onMark(member)}>
        {member.pharmacist ? 'Edit pharmacist' : 'Mark as pharmacist'}
      </Button>
      {member.pharmacist && (
        <Button
          size="sm"
          variant="ghost"
          disabled={unmark.isPending}
          onClick={() =>
            unmark.mutate(
              { userId: member.userId, mark: null },
              { onSuccess: () => toast.success(`${member.name} is no longer marked as pharmacist`) },
            )
          }
        >
          Remove mark
        </Button>
      )}
      {isChangeable(member) && (
        <Button size="sm" variant="ghost" className="text-red-700 hover:bg-red-50" onClick={() => onRemove(member)}>
          Remove
        </Button>
      )}
    </div>
  );
}

function NameCell({ member }: { member: TTeamMember }) {
  return (
    <div className="min-w-0">
      <p className="font-medium break-words text-slate-900">
        {member.name}
        {member.isYou && <span className="ml-1 text-xs font-normal text-slate-600">(you)</span>}
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
  const remove = useRemoveMember(storeId);
  return (
    <Dialog
      open={member !== null}
      onClose={onClose}
      title={`Remove ${member?.name ?? 'this member'} from the team?`}
      description="They lose access to your store’s panel at once, on every device. You can invite them again later."
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onClose}>
          Keep them
        </Button>
        <Button
          className="bg-red-700 hover:bg-red-800"
          disabled={remove.isPending}
          onClick={() =>
            member &&
            remove.mutate(member.userId, {
              onSuccess: () => {
                toast.success(`${member.name} was removed from the team`);
                onClose();
              },
              onError: (failure) => toast.error('Not removed', { description: failure.message }),
            })
          }
        >
          {remove.isPending ? 'Removing…' : 'Remove from team'}
        </Button>
      </div>
    </Dialog>
  );
}

export function MemberList({ storeId, members }: { storeId: string; members: TTeamMember[] }) {
  const [marking, setMarking] = useState<TTeamMember | null>(null);
  const [removing, setRemoving] = useState<TTeamMember | null>(null);
  const actions = { onMark: setMarking, onRemove: setRemoving };

  return (
    <section aria-labelledby="team-members">
      <h2 id="team-members" className="mb-3 font-semibold text-slate-900">
        Members ({members.length})
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
              Member
            </th>
            <th scope="col" className="px-4 py-3">
              Role
            </th>
            <th scope="col" className="px-4 py-3">
              Pharmacist
            </th>
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">Actions</span>
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
