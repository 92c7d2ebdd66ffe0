import { type TCourierInput, ZCourierInput } from '@dawanow/shared/orders/tracking';
import { Truck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { InputField, PhoneField, SelectField } from '@/components/ui/form-field';
import { useMe } from '@/lib/session';
import { useDeliveryTeam, useUpdateOrderStatus } from '../api';

const SOMEONE_ELSE = '';
type TErrors = Partial<Record<'name' | 'phone' | 'form', string>>;

/**
 * Marks a packed order out for delivery with who takes it (issue 17): a team member, whose phone can then share
 * the position with the customer, or someone typed in. The customer sees only the name.
 */
export function DispatchOrderButton({ storeId, orderId }: { storeId: string; orderId: string }) {
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
          toast.success(`Out for delivery with ${parsed.data.name}`);
        },
        onError: (failure) => setErrors({ form: failure.message }),
      },
    );
  }

  return (
    <>
      <Button size="lg" className="w-full sm:w-auto" onClick={() => setIsOpen(true)}>
        <Truck className="h-5 w-5" aria-hidden="true" /> Out for delivery
      </Button>
      <Dialog
        open={isOpen}
        onClose={close}
        title="Who is delivering?"
        description="The customer sees the name. The number stays with your pharmacy: the customer's call comes to your store's number."
      >
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          {team.isPending ? null : team.isError ? (
            <p className="text-sm text-slate-700">Your team could not be loaded: type the name and number.</p>
          ) : (
            <SelectField
              label="Delivery person"
              hint="A team member with DawaNow on their phone can share the live location with the customer."
              value={selected ?? SOMEONE_ELSE}
              onChange={(event) => choose(event.target.value)}
              options={[
                ...members.map(
                  (option) => [option.userId, option.userId === myId ? `${option.name} (you)` : option.name] as const,
                ),
                [SOMEONE_ELSE, 'Someone else'] as const,
              ]}
            />
          )}
          <InputField
            label="Name"
            autoComplete="off"
            value={courier.name}
            onChange={(event) => type({ name: event.target.value })}
            error={errors.name}
          />
          <PhoneField
            label="Mobile number"
            value={courier.phone}
            onChange={(event) => type({ phone: event.target.value })}
            error={errors.phone}
          />
          <FormActions
            error={errors.form}
            onCancel={close}
            cancelLabel="Back"
            submitLabel="Send out for delivery"
            pendingLabel={team.isPending ? 'Loading your team…' : 'Sending out…'}
            // The member sending it out is filled in from the team: nothing to send until it is read
            isPending={dispatch.isPending || team.isPending}
          />
        </form>
      </Dialog>
    </>
  );
}
