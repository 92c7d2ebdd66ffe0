import {
  ASSIGNABLE_STORE_ROLES,
  STORE_MEMBER_ROLE_LABELS,
  type TAssignableStoreRole,
  type TInvitationCreated,
  ZInviteRequest,
} from '@dawanow/shared/store-team';
import { Copy, MessageCircle, Share2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmailField } from '@/components/ui/form-field';
import { RadioGroup } from '@/components/ui/radio-group';
import { useInvite } from '../api';

const ROLE_HINTS: Record<TAssignableStoreRole, string> = {
  manager: 'Manager — orders, stock, prices, analytics and customers',
  staff: 'Staff — orders and stock',
};
const ROLE_OPTIONS = ASSIGNABLE_STORE_ROLES.map((role) => ROLE_HINTS[role]);
const roleOfOption = (option: string) => ASSIGNABLE_STORE_ROLES.find((role) => ROLE_HINTS[role] === option) ?? 'staff';

/**
 * The link of a fresh invitation, to copy or share (WhatsApp is how most pharmacies reach their staff).
 * It is shown once: only its hash is kept, so inviting again makes a new link.
 */
export function InvitationLink({ created, storeName }: { created: TInvitationCreated; storeName: string }) {
  const link = `${window.location.origin}${created.path}`;
  const role = STORE_MEMBER_ROLE_LABELS[created.invitation.role].toLowerCase();
  const message = `You're invited to join ${storeName} on DawaNow as ${role}. Accept here: ${link}`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      toast.success('Link copied');
    } catch {
      toast.error('Could not copy', { description: 'Select the link and copy it yourself.' });
    }
  }

  return (
    <section
      aria-label="Invitation link"
      className="space-y-3 self-start rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-slate-800"
    >
      <p>
        {created.emailed
          ? `We e-mailed the invitation to ${created.invitation.email}. You can also share the link:`
          : `Share this link with ${created.invitation.email} (e-mail is not set up on this server):`}
      </p>
      <input
        readOnly
        aria-label="Invitation link"
        value={link}
        onFocus={(event) => event.target.select()}
        className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 font-mono text-xs"
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void copy()}>
          <Copy className="h-4 w-4" aria-hidden="true" /> Copy link
        </Button>
        <a
          href={`https://wa.me/?text=${encodeURIComponent(message)}`}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('outline')}
        >
          <MessageCircle className="h-4 w-4" aria-hidden="true" /> Share on WhatsApp
        </a>
        {'share' in navigator && (
          <Button variant="outline" onClick={() => void navigator.share({ text: message }).catch(() => undefined)}>
            <Share2 className="h-4 w-4" aria-hidden="true" /> Share…
          </Button>
        )}
      </div>
      <p className="text-xs text-slate-600">
        The link works for 7 days, only for someone signed in with {created.invitation.email}.
      </p>
    </section>
  );
}

export function InviteForm({
  storeId,
  onInvited,
}: {
  storeId: string;
  onInvited: (created: TInvitationCreated) => void;
}) {
  const invite = useInvite(storeId);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TAssignableStoreRole>('staff');
  const [error, setError] = useState<string>();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = ZInviteRequest.safeParse({ email, role });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    invite.mutate(parsed.data, {
      onSuccess: (created) => {
        setEmail('');
        onInvited(created);
      },
      onError: (failure) => setError(failure.message),
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h2 className="font-semibold text-slate-900">Invite someone</h2>
      <EmailField
        label="Their e-mail address"
        value={email}
        maxLength={254}
        onChange={(event) => {
          setEmail(event.target.value);
          setError(undefined);
        }}
        error={error}
      />
      <RadioGroup
        legend="Role"
        name="invite-role"
        options={ROLE_OPTIONS}
        value={ROLE_HINTS[role]}
        onChange={(option) => setRole(roleOfOption(option))}
      />
      <Button type="submit" disabled={invite.isPending}>
        {invite.isPending ? 'Inviting…' : 'Send invitation'}
      </Button>
    </form>
  );
}
