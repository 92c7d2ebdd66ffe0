import {
  ASSIGNABLE_STORE_ROLES,
  type TAssignableStoreRole,
  type TInvitationCreated,
  ZInviteRequest,
} from '@dawanow/shared/store-team';
import { Copy, MessageCircle, Share2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useStorePanelText } from '@/app/layouts/store-panel/text';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmailField } from '@/components/ui/form-field';
import { RadioGroup } from '@/components/ui/radio-group';
import { toast } from '@/lib/toast';
import { useInvite } from '../api';

/**
 * The link of a fresh invitation, to copy or share (WhatsApp is how most pharmacies reach their staff).
 * It is shown once: only its hash is kept, so inviting again makes a new link.
 */
export function InvitationLink({ created, storeName }: { created: TInvitationCreated; storeName: string }) {
  const { t, i18n } = useStorePanelText();
  const link = `${window.location.origin}${created.path}`;
  const role = t(`team.roles.${created.invitation.role}`).toLocaleLowerCase(i18n.language);
  const message = t('team.invite.message', { store: storeName, role, link });

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t('team.invite.copied'));
    } catch {
      toast.error(t('team.invite.copyFailed'), { description: t('team.invite.copyFailedDescription') });
    }
  }

  return (
    <section
      aria-label={t('team.invite.linkLabel')}
      className="space-y-3 self-start rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-slate-800"
    >
      <p>
        {created.emailed
          ? t('team.invite.emailed', { email: created.invitation.email })
          : t('team.invite.share', { email: created.invitation.email })}
      </p>
      <input
        readOnly
        aria-label={t('team.invite.linkLabel')}
        value={link}
        onFocus={(event) => event.target.select()}
        className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 font-mono text-xs"
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void copy()}>
          <Copy className="h-4 w-4" aria-hidden="true" /> {t('team.invite.copy')}
        </Button>
        <a
          href={`https://wa.me/?text=${encodeURIComponent(message)}`}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('outline')}
        >
          <MessageCircle className="h-4 w-4" aria-hidden="true" /> {t('team.invite.whatsapp')}
        </a>
        {'share' in navigator && (
          <Button variant="outline" onClick={() => void navigator.share({ text: message }).catch(() => undefined)}>
            <Share2 className="h-4 w-4" aria-hidden="true" /> {t('team.invite.shareOther')}
          </Button>
        )}
      </div>
      <p className="text-xs text-slate-600">{t('team.invite.validity', { email: created.invitation.email })}</p>
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
  const { t } = useStorePanelText();
  const invite = useInvite(storeId);
  const roleHint = (option: TAssignableStoreRole) => t(`team.invite.roleHints.${option}`);
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
      <h2 className="font-semibold text-slate-900">{t('team.invite.title')}</h2>
      <EmailField
        label={t('team.invite.email')}
        value={email}
        maxLength={254}
        onChange={(event) => {
          setEmail(event.target.value);
          setError(undefined);
        }}
        error={error}
      />
      <RadioGroup
        legend={t('team.invite.role')}
        name="invite-role"
        options={ASSIGNABLE_STORE_ROLES.map(roleHint)}
        value={roleHint(role)}
        onChange={(option) => setRole(ASSIGNABLE_STORE_ROLES.find((each) => roleHint(each) === option) ?? 'staff')}
      />
      <Button type="submit" disabled={invite.isPending}>
        {invite.isPending ? t('team.invite.pending') : t('team.invite.submit')}
      </Button>
    </form>
  );
}
