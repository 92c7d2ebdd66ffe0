import { type TStoreContactUpdate, type TStoreSettings, ZStoreContactUpdate } from '@dawanow/shared/store-settings';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { EmailField, PhoneField } from '@/components/ui/form-field';
import { useUpdateContact } from '../api';
import { saveFailedDescription } from './settings-card';

export function ContactForm({ settings }: { settings: TStoreSettings }) {
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
      toast.success('Contact details saved');
    } catch (error) {
      toast.error('Contact details not saved', { description: saveFailedDescription(error) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Contact details" className="space-y-4">
      <PhoneField
        label="Store phone"
        hint="A mobile or a landline with its STD code; customers and riders call it"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <EmailField label="Store e-mail" error={errors.email?.message} {...register('email')} />
      <Button type="submit" disabled={update.isPending || !isDirty}>
        {update.isPending ? 'Saving…' : 'Save contact details'}
      </Button>
    </form>
  );
}
