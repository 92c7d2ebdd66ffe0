import { storeApplicationsApi } from '@dawanow/shared/api/store-applications';
import { formatIndianDate } from '@dawanow/shared/dates';
import { formatIndianMobile } from '@dawanow/shared/india';
import {
  PHARMACY_AGREEMENT_VERSION,
  STORE_APPLICATION_DOCUMENT_LABELS,
  type TMyStoreApplication,
  ZSubmitApplication,
} from '@dawanow/shared/store-application-steps';
import { BUSINESS_TYPE_LABELS } from '@dawanow/shared/store-applications';
import { zodResolver } from '@hookform/resolvers/zod';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { weeklyHoursRows } from '@/components/store/weekly-hours';
import { useCommonText } from '@/lib/i18n/common-text';
import { useSaveStep } from '../api';
import { showStepRefusal } from '../step-refusal';
import { StepActions } from './step-actions';

function Section({ title, onEdit, rows }: { title: string; onEdit: () => void; rows: [string, ReactNode][] }) {
  return (
    <section className="rounded-xl bg-white p-3 ring-1 ring-slate-200">
      <div className="flex items-center justify-between">
        <h3 className="font-semibold text-slate-900">{title}</h3>
        <button type="button" onClick={onEdit} className="min-h-11 px-2 text-sm font-medium text-brand-800 underline">
          Change<span className="sr-only"> {title.toLowerCase()}</span>
        </button>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-slate-600">{term}</dt>
            <dd className="mb-1 break-words text-slate-900 sm:mb-0">{value ?? '—'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

type TForm = { acceptAgreement: boolean; agreementVersion: string };

/** Step 6: everything as saved, the agreement to read and accept, and Submit (or Resubmit after changes). */
export function ReviewStep({
  application,
  onEdit,
  onDone,
}: {
  application: TMyStoreApplication;
  onEdit: (step: 'business' | 'premises' | 'licences' | 'documents' | 'bank') => void;
  onDone: () => void;
}) {
  const { t } = useCommonText();
  const submit = useSaveStep(storeApplicationsApi.submit);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TForm, unknown, z.output<typeof ZSubmitApplication>>({
    // The box starts unticked, which the contract (`true` only) refuses with its own message
    resolver: zodResolver(ZSubmitApplication as unknown as z.ZodType<z.output<typeof ZSubmitApplication>, TForm>),
    defaultValues: { acceptAgreement: false, agreementVersion: PHARMACY_AGREEMENT_VERSION },
  });
  const onSubmit = handleSubmit(async (body) => {
    try {
      await submit.mutateAsync(body);
      onDone();
    } catch (error) {
      showStepRefusal(error as Error, setError);
    }
  });
  const { business, premises, pharmacist } = application;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Review and submit" className="space-y-4">
      <Section
        title="Business"
        onEdit={() => onEdit('business')}
        rows={[
          ['Type', business.businessType && BUSINESS_TYPE_LABELS[business.businessType]],
          ['Legal name', business.legalName],
          ['Trade name', business.tradeName],
          ['PAN', business.pan],
          ['GSTIN', business.gstin],
          ['Phone', business.phone && formatIndianMobile(business.phone)],
          ['E-mail', business.email],
        ]}
      />
      <Section
        title="Premises"
        onEdit={() => onEdit('premises')}
        rows={[
          [
            'Address',
            [
              premises.addressLine1,
              premises.addressLine2,
              premises.locality,
              premises.city,
              premises.state,
              premises.postalCode,
            ]
              .filter(Boolean)
              .join(', '),
          ],
          ['Map pin', premises.latitude !== null ? `${premises.latitude}, ${premises.longitude}` : null],
          ...(premises.weeklyHours ? weeklyHoursRows(premises.weeklyHours, t) : []),
        ]}
      />
      <Section
        title="Licences"
        onEdit={() => onEdit('licences')}
        rows={[
          ...application.licences.map(
            (licence) =>
              [
                `Form ${licence.form}`,
                licence.number && `${licence.number}, valid until ${formatIndianDate(licence.validUntil ?? '')}`,
              ] as [string, ReactNode],
          ),
          ['Pharmacist', pharmacist.name && `${pharmacist.name} (${pharmacist.registrationNumber})`],
        ]}
      />
      <Section
        title="Documents"
        onEdit={() => onEdit('documents')}
        rows={application.documents.map((document) => [STORE_APPLICATION_DOCUMENT_LABELS[document.kind], 'Uploaded'])}
      />
      <Section
        title="Bank account"
        onEdit={() => onEdit('bank')}
        rows={[['Payouts to', application.bankAccount?.destination ?? null]]}
      />
      <div className="space-y-2 rounded-xl bg-amber-50 p-3 ring-1 ring-amber-200">
        <a
          href="/pharmacy-agreement"
          target="_blank"
          rel="noreferrer"
          className="inline-flex min-h-11 items-center gap-1 font-medium text-brand-800 underline"
        >
          Read the Pharmacy Partner Agreement v{PHARMACY_AGREEMENT_VERSION}
          <ExternalLink className="h-4 w-4" aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
        <label className="flex items-start gap-3 text-sm text-slate-900">
          <input type="checkbox" className="mt-0.5 h-5 w-5 shrink-0" {...register('acceptAgreement')} />I have read the
          Pharmacy Partner Agreement v{PHARMACY_AGREEMENT_VERSION} and accept it for the business above.
        </label>
        {errors.acceptAgreement && <p className="text-sm text-red-700">{errors.acceptAgreement.message}</p>}
      </div>
      <StepActions
        error={errors.root?.message}
        onBack={() => onEdit('bank')}
        isPending={submit.isPending}
        submitLabel={application.status === 'changes_requested' ? 'Resubmit application' : 'Submit application'}
      />
    </form>
  );
}
