import { type TTeamMember, ZPharmacistMark } from '@dawanow/shared/store-team';
import { type FormEvent, useState } from 'react';
import { useStorePanelText } from '@/app/layouts/store-panel/text';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { InputField } from '@/components/ui/form-field';
import { toast } from '@/lib/toast';
import { useMarkPharmacist } from '../api';

type TErrors = Partial<Record<'name' | 'registrationNumber', string>>;

/**
 * Records a member as registered pharmacist (Pharmacy Act 1948): only they may approve or reject a
 * prescription. The name and number are those on the State Pharmacy Council's register.
 */
export function PharmacistDialog({
  storeId,
  member,
  onClose,
}: {
  storeId: string;
  member: TTeamMember | null;
  onClose: () => void;
}) {
  const { t } = useStorePanelText();
  const mark = useMarkPharmacist(storeId);
  const [name, setName] = useState('');
  const [registrationNumber, setRegistrationNumber] = useState('');
  const [errors, setErrors] = useState<TErrors>({});
  const [openFor, setOpenFor] = useState<string | null>(null);
  // A fresh form for each member the dialog opens on, filled with their current registration.
  if (member && openFor !== member.userId) {
    setOpenFor(member.userId);
    setName(member.pharmacist?.name ?? member.name);
    setRegistrationNumber(member.pharmacist?.registrationNumber ?? '');
    setErrors({});
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!member) return;
    const parsed = ZPharmacistMark.safeParse({ name, registrationNumber });
    if (!parsed.success) {
      const found: TErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof TErrors;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    mark.mutate(
      { userId: member.userId, mark: parsed.data },
      {
        onSuccess: () => {
          toast.success(t('team.pharmacist.marked', { name: member.name }), {
            description: t('team.pharmacist.markedDescription'),
          });
          onClose();
        },
        onError: (failure) => setErrors({ registrationNumber: failure.message }),
      },
    );
  }

  return (
    <Dialog
      open={member !== null}
      onClose={onClose}
      title={t('team.pharmacist.title')}
      description={t('team.pharmacist.description')}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <InputField
          label={t('team.pharmacist.name')}
          value={name}
          maxLength={100}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
          error={errors.name}
        />
        <InputField
          label={t('team.pharmacist.number')}
          value={registrationNumber}
          maxLength={40}
          autoComplete="off"
          hint={t('team.pharmacist.numberHint')}
          onChange={(event) => setRegistrationNumber(event.target.value)}
          error={errors.registrationNumber}
        />
        <FormActions onCancel={onClose} submitLabel={t('team.pharmacist.submit')} isPending={mark.isPending} />
      </form>
    </Dialog>
  );
}
