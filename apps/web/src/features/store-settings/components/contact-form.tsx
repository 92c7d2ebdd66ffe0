import { type TStoreContactUpdate, type TStoreSettings, ZStoreContactUpdate } from '@dawanow/shared/store-settings';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useStorePanelText } from '@/app/layouts/store-panel/text';
import { Button } from '@/components/ui/button';
import { EmailField, PhoneField } from '@/components/ui/form-field';
import { toast } from '@/lib/toast';
import { useUpdateContact } from '../api';
import { saveFailedDescription } from './settings-card';

export function ContactForm({ settings }: { settings: TStoreSettings }) {
  const { t } = useStorePanelText();
  const update = useUpdateContact(settings.id);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<TStoreContactUpdate, unknown, z.output<typeof ZStoreContactUpdate>>({
    resolver: zodResolver(ZStoreContactUpdate),
    defaultValues: { phone: settings.phone, email: settings.email },
  });

  const onSubmit = handleSubmit(async (contact) => {
    try {
      const saved = await update.mutateAsync(contact);
      reset({ phone: saved.phone, email: saved.email });
      toast.success(t('settings.contact.saved'));
    } catch (error) {
      toast.error(t('settings.contact.failed'), { description: saveFailedDescription(t, error) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('settings.contact.label')} className="space-y-4">
      <PhoneField
        label={t('settings.contact.phone')}
        hint={t('settings.contact.phoneHint')}
        error={errors.phone?.message}
        {...register('phone')}
      />
      <EmailField label={t('settings.contact.email')} error={errors.email?.message} {...register('email')} />
      <Button type="submit" disabled={update.isPending || !isDirty}>
        {update.isPending ? t('settings.contact.pending') : t('settings.contact.submit')}
      </Button>
    </form>
  );
}
