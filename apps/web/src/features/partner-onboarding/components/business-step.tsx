import { storeApplicationsApi } from '@dawanow/shared/api/store-applications';
import { type TBusinessStep, ZBusinessStep } from '@dawanow/shared/store-application-steps';
import {
  BUSINESS_TYPE_LABELS,
  BUSINESS_TYPE_PAN_LETTERS,
  BUSINESS_TYPES,
  type TAdminStoreApplicationDetail,
} from '@dawanow/shared/store-applications';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { InputField, SelectField } from '@/components/ui/form-field';
import { useSaveStep } from '../api';
import { showStepRefusal } from '../step-refusal';
import { StepActions } from './step-actions';

const blank = (value: string | null | undefined) => value ?? '';

/** Step 1: who the business is. The PAN's 4th letter and the GSTIN's PAN are checked as the applicant types. */
export function BusinessStep({
  saved,
  onDone,
}: {
  saved: TAdminStoreApplicationDetail['business'] | null;
  onDone: () => void;
}) {
  const save = useSaveStep(storeApplicationsApi.saveBusiness);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TBusinessStep, unknown, z.output<typeof ZBusinessStep>>({
    resolver: zodResolver(ZBusinessStep),
    defaultValues: {
      businessType: saved?.businessType ?? ('' as never),
      legalName: blank(saved?.legalName),
      tradeName: blank(saved?.tradeName),
      pan: blank(saved?.pan),
      gstin: blank(saved?.gstin),
      phone: blank(saved?.phone),
      email: blank(saved?.email),
    },
  });
  const onSubmit = handleSubmit(async (step) => {
    try {
      await save.mutateAsync(step);
      onDone();
    } catch (error) {
      showStepRefusal(error as Error, setError);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Business" className="space-y-4">
      <SelectField
        label="Type of business"
        error={errors.businessType?.message}
        options={[
          ['', 'Choose…'],
          ...BUSINESS_TYPES.map(
            (type) =>
              [type, `${BUSINESS_TYPE_LABELS[type]} (PAN’s 4th letter ${BUSINESS_TYPE_PAN_LETTERS[type]})`] as const,
          ),
        ]}
        {...register('businessType')}
      />
      <InputField
        label="Legal name"
        hint="As on the PAN"
        error={errors.legalName?.message}
        {...register('legalName')}
      />
      <InputField
        label="Trade name"
        hint="As on the shop board"
        error={errors.tradeName?.message}
        {...register('tradeName')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label="PAN"
          autoCapitalize="characters"
          autoComplete="off"
          hint="10 characters, e.g. ABCFK1234F"
          error={errors.pan?.message}
          {...register('pan')}
        />
        <InputField
          label="GSTIN"
          autoCapitalize="characters"
          autoComplete="off"
          hint="15 characters, registered in the shop’s state"
          error={errors.gstin?.message}
          {...register('gstin')}
        />
        <InputField
          label="Phone"
          type="tel"
          autoComplete="tel"
          hint="+91: a mobile, or a landline with its STD code"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <InputField
          label="E-mail"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <StepActions error={errors.root?.message} onBack={null} isPending={save.isPending} />
    </form>
  );
}
