import { type TCourierInput, ZCourierInput } from '@dawanow/shared/orders/tracking';
import { Truck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useStorePanelText } from '@/app/layouts/store-panel/text';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { InputField, PhoneField, SelectField } from '@/components/ui/form-field';
import { useMe } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useDeliveryTeam, useUpdateOrderStatus } from '../api';

const SOMEONE_ELSE = '';
type TErrors = Partial<Record<'name' | 'phone' | 'form', string>>;

/**
 * Marks a packed order out for delivery with who takes it (issue 17): a team member, whose phone can then share
 * the position with the customer, or someone typed in. The customer sees only the name.
 */
export function DispatchOrderButton({ storeId, orderId }: { storeId: string; orderId: string }) {
  const { t } = useStorePanelText();
  const [isOpen, setIsOpen] = useState(false);
  const team = useDeliveryTeam(storeId, isOpen);
  const myId = useMe().data?.user.id ?? null;
  const [pick, setPick] = useState<string | null>(null);
  const [typed, setTyped] = useState<{ name?: string; phone?: string }>({});
  const [errors, setErrors] = useState<TErrors>({});
  const dispatch = useUpdateOrderStatus(storeId, orderId);
  const members = team.data?.members ?? [];
  // The one sending the order out is usually the one taking it: they are the first choice.
  const selected = pick ?? (members.some((member) => member.userId === myId) ? myId : SOMEONE_ELSE);
  const member = members.find((candidate) => candidate.userId === selected);
  const courier: TCourierInput = {
    name: typed.name ?? member?.name ?? '',
    phone: typed.phone ?? member?.phone ?? '',
    memberUserId: member?.userId ?? null,
  };

  function choose(userId: string) {
    setPick(userId);
    setTyped({});
    setErrors({});
  }

  function type(patch: { name?: string; phone?: string }) {
    setTyped({ ...typed, ...patch });
    setErrors({});
  }

  function close() {
    setIsOpen(false);
    setPick(null);
    setTyped({});
    setErrors({});
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = ZCourierInput.safeParse(courier);
    if (!parsed.success) {
      const byField: TErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'name' || field === 'phone') && !byField[field]) byField[field] = issue.message;
      }
      setErrors(byField);
      return;
    }
    dispatch.mutate(
      { status: 'out_for_delivery', courier: parsed.data },
      {
        onSuccess: () => {
          close();
          toast.success(t('orders.dispatch.sent', { name: parsed.data.name }));
        },
        onError: (failure) => setErrors({ form: failure.message }),
      },
    );
  }

  return (
    <>
      <Button size="lg" className="w-full sm:w-auto" onClick={() => setIsOpen(true)}>
        <Truck className="h-5 w-5" aria-hidden="true" /> {t('orders.dispatch.button')}
      </Button>
      <Dialog
        open={isOpen}
        onClose={close}
        title={t('orders.dispatch.title')}
        description={t('orders.dispatch.description')}
      >
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          {team.isPending ? null : team.isError ? (
            <p className="text-sm text-slate-700">{t('orders.dispatch.teamError')}</p>
          ) : (
            <SelectField
              label={t('orders.dispatch.person')}
              hint={t('orders.dispatch.personHint')}
              value={selected ?? SOMEONE_ELSE}
              onChange={(event) => choose(event.target.value)}
              options={[
                ...members.map(
                  (option) =>
                    [
                      option.userId,
                      option.userId === myId ? t('orders.dispatch.you', { name: option.name }) : option.name,
                    ] as const,
                ),
                [SOMEONE_ELSE, t('orders.dispatch.someoneElse')] as const,
              ]}
            />
          )}
          <InputField
            label={t('orders.dispatch.name')}
            autoComplete="off"
            value={courier.name}
            onChange={(event) => type({ name: event.target.value })}
            error={errors.name}
          />
          <PhoneField
            label={t('orders.dispatch.phone')}
            value={courier.phone}
            onChange={(event) => type({ phone: event.target.value })}
            error={errors.phone}
          />
          <FormActions
            error={errors.form}
            onCancel={close}
            cancelLabel={t('orders.dispatch.back')}
            submitLabel={t('orders.dispatch.submit')}
            pendingLabel={team.isPending ? t('orders.dispatch.loadingTeam') : t('orders.dispatch.pending')}
            // The member sending it out is filled in from the team: nothing to send until it is read
            isPending={dispatch.isPending || team.isPending}
          />
        </form>
      </Dialog>
    </>
  );
}
