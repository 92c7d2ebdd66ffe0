import { type TChangeRequestField, type TNewChangeRequest, ZNewChangeRequest } from '@dawanow/shared/store-settings';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useStorePanelText } from '@/app/layouts/store-panel/text';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { InputField, TextareaField } from '@/components/ui/form-field';
import { toast } from '@/lib/toast';
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
  const { t } = useStorePanelText();
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
  const label = field ? t(`settings.fields.${field}`) : '';

  const onSubmit = handleSubmit(async (body) => {
    try {
      await request.mutateAsync(body);
      toast.success(t('settings.change.sent'), { description: t('settings.change.sentDescription') });
      reset();
      onClose();
    } catch (error) {
      toast.error(t('settings.change.failed'), { description: saveFailedDescription(t, error) });
    }
  });

  return (
    <Dialog
      open={field !== null}
      onClose={onClose}
      title={t('settings.change.title', { field: label })}
      description={t('settings.change.description')}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <InputField
          label={t('settings.change.newValue', { field: label })}
          type={field === 'drug_licence_valid_until' ? 'date' : 'text'}
          error={errors.requestedValue?.message}
          {...register('requestedValue')}
        />
        <TextareaField
          label={t('settings.change.why')}
          hint={t('settings.change.whyHint')}
          maxLength={500}
          className="min-h-24"
          error={errors.reason?.message}
          {...register('reason')}
        />
        <FormActions
          onCancel={onClose}
          submitLabel={t('settings.change.submit')}
          pendingLabel={t('settings.change.pending')}
          isPending={request.isPending}
        />
      </form>
    </Dialog>
  );
}
