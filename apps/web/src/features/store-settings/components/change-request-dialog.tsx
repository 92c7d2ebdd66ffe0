import {
  CHANGE_REQUEST_FIELD_LABELS,
  type TChangeRequestField,
  type TNewChangeRequest,
  ZNewChangeRequest,
} from '@dawanow/shared/store-settings';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { InputField, TextareaField } from '@/components/ui/form-field';
import { useRequestChange } from '../api';
import { saveFailedDescription } from './settings-card';

/** Asks the platform to change a licence, the GSTIN, the name or the address: it checks the papers first. */
export function ChangeRequestDialog({
  storeId,
  field,
  onClose,
}: {
  storeId: string;
  field: TChangeRequestField | null;
  onClose: () => void;
}) {
  const request = useRequestChange(storeId);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<TNewChangeRequest, unknown, z.output<typeof ZNewChangeRequest>>({
    resolver: zodResolver(ZNewChangeRequest),
    values: { field: field ?? 'gstin', requestedValue: '', reason: '' },
  });
  const label = field ? CHANGE_REQUEST_FIELD_LABELS[field] : '';

  const onSubmit = handleSubmit(async (body) => {
    try {
      await request.mutateAsync(body);
      toast.success('Change requested', { description: 'DawaNow checks it and you see the decision here.' });
      reset();
      onClose();
    } catch (error) {
      toast.error('Request not sent', { description: saveFailedDescription(error) });
    }
  });

  return (
    <Dialog
      open={field !== null}
      onClose={onClose}
      title={`Request a change: ${label}`}
      description="DawaNow’s team checks the new value against your documents before it changes."
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <InputField
          label={`New ${label}`}
          type={field === 'drug_licence_valid_until' ? 'date' : 'text'}
          error={errors.requestedValue?.message}
          {...register('requestedValue')}
        />
        <TextareaField
          label="Why it changes"
          hint="e.g. “Licence renewed on 12 Nov”"
          maxLength={500}
          className="min-h-24"
          error={errors.reason?.message}
          {...register('reason')}
        />
        <FormActions
          onCancel={onClose}
          submitLabel="Send request"
          pendingLabel="Sending…"
          isPending={request.isPending}
        />
      </form>
    </Dialog>
  );
}
