import type { TMe } from '@dawanow/shared/auth';
import { type TUpdateProfileRequest, ZUpdateProfileRequest } from '@dawanow/shared/auth-forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { EmailField, InputField, PhoneField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/i18n/error-message';
import { toast } from '@/lib/toast';
import { useUpdateProfile } from '../api';
import { useAccountText } from '../text';

export function PersonalDetailsForm({ me }: { me: TMe }) {
  const { t } = useAccountText();
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
      toast.success(t('personal.saved'));
    } catch (error) {
      toast.error(t('personal.notSaved'), {
        description: error instanceof ApiError ? errorMessage(error) : t('toast.tryAgainSoon'),
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('personal.heading')} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label={t('personal.firstName')}
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <InputField
          label={t('personal.lastName')}
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <PhoneField error={errors.phone?.message} {...register('phone')} />
      {me.user.email && <EmailField value={me.user.email} readOnly disabled hint={t('personal.emailHint')} />}
      <Button type="submit" disabled={update.isPending || !isDirty}>
        {update.isPending ? t('personal.saving') : t('personal.save')}
      </Button>
    </form>
  );
}
