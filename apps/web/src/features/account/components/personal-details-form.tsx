import { type TMe, type TUpdateProfileRequest, ZUpdateProfileRequest } from '@dawanow/shared/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { EmailField, InputField, PhoneField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { useUpdateProfile } from '../api';

export function PersonalDetailsForm({ me }: { me: TMe }) {
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty },
  } = useForm<TUpdateProfileRequest, unknown, z.output<typeof ZUpdateProfileRequest>>({
    resolver: zodResolver(ZUpdateProfileRequest),
    defaultValues: { firstName: me.profile.firstName, lastName: me.profile.lastName, phone: me.profile.phone ?? '' },
  });

  const onSubmit = handleSubmit(async (profile) => {
    try {
      await update.mutateAsync(profile);
      toast.success('Details saved');
    } catch (error) {
      toast.error('Details not saved', {
        description: error instanceof ApiError ? error.message : 'Please try again in a moment.',
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Personal details" className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label="First name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <InputField
          label="Last name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <PhoneField error={errors.phone?.message} {...register('phone')} />
      {me.user.email && <EmailField value={me.user.email} readOnly disabled hint="Your sign-in e-mail" />}
      <Button type="submit" disabled={update.isPending || !isDirty}>
        {update.isPending ? 'Saving…' : 'Save details'}
      </Button>
    </form>
  );
}
