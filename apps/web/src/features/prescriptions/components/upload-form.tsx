import { parseDayMonthYear } from '@dawanow/shared/dates';
import { type TPrescriptionDetails, ZPrescriptionDetails } from '@dawanow/shared/prescriptions';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { usePrescriptionsText } from '@/components/prescriptions/text';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/i18n/error-message';
import { useSelectedStore } from '@/lib/selected-store';
import { useMe } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useUploadPrescription } from '../api';
import { useChosenFiles } from '../chosen-files';
import { returnToSearch } from '../return-to';
import { FilePicker } from './file-picker';

type TDetailsOutput = z.output<typeof ZPrescriptionDetails>;

const fieldNames = new Set<string>(Object.keys(ZPrescriptionDetails.shape));

/** The server's field errors (`details.issues`) shown under the fields they belong to. */
function fieldIssues(error: Error): { path: Path<TPrescriptionDetails>; message: string }[] {
  if (!(error instanceof ApiError)) return [];
  const issues = (error.details as { issues?: { path?: unknown; message?: unknown }[] } | undefined)?.issues ?? [];
  return issues.flatMap((issue) =>
    typeof issue.path === 'string' && fieldNames.has(issue.path) && typeof issue.message === 'string'
      ? [{ path: issue.path as Path<TPrescriptionDetails>, message: issue.message }]
      : [],
  );
}

/** Multipart text fields: optional blanks are left out rather than sent as the word "null". */
function toFields(details: TDetailsOutput): Record<string, string> {
  return Object.fromEntries(
    Object.entries(details).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])),
  );
}

function profileName(me: ReturnType<typeof useMe>['data']): string {
  if (!me) return '';
  const fromProfile = `${me.profile.firstName} ${me.profile.lastName}`.trim();
  return fromProfile || me.user.name;
}

export function UploadForm({ isFromCheckout }: { isFromCheckout: boolean }) {
  const navigate = useNavigate();
  const chosen = useChosenFiles();
  const me = useMe();
  const store = useSelectedStore();
  // From checkout the customer has chosen the medicines already; elsewhere the pharmacist can build the order.
  const canAskPharmacist = store !== null && !isFromCheckout;
  const [askPharmacist, setAskPharmacist] = useState(canAskPharmacist);
  const [filesError, setFilesError] = useState<string>();
  const [progress, setProgress] = useState(0);
  const [serverError, setServerError] = useState<string>();
  const upload = useUploadPrescription(setProgress);
  const { t } = usePrescriptionsText();
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<TPrescriptionDetails, unknown, TDetailsOutput>({
    resolver: zodResolver(ZPrescriptionDetails),
    defaultValues: { patientName: '', doctorName: '', doctorRegistration: '', issuedOn: '', notes: '' },
  });
  // Most prescriptions are the account holder's own: the name is filled in, and can be changed for family.
  const accountName = profileName(me.data);
  useEffect(() => {
    if (accountName && getValues('patientName') === '') setValue('patientName', accountName);
  }, [accountName, getValues, setValue]);

  const goodFiles = chosen.files.filter((file) => file.error === null);
  const hasBadFiles = goodFiles.length < chosen.files.length;

  function checkFiles(): boolean {
    const problem = chosen.files.length === 0 ? t('form.noFiles') : hasBadFiles ? t('form.badFiles') : undefined;
    setFilesError(problem);
    return problem === undefined;
  }

  const onSubmit = handleSubmit(
    (details) => {
      if (!checkFiles()) return;
      setServerError(undefined);
      setProgress(0);
      const quoteFrom = askPharmacist && canAskPharmacist ? { id: store.id, name: store.name } : null;
      upload.mutate(
        { files: goodFiles.map((file) => file.file), details: toFields(details), quoteFrom },
        {
          onSuccess: ({ prescription, quoteError }) => {
            if (quoteError) toast.error(t('form.notSentToPharmacy'), { description: quoteError });
            else
              toast.success(t('form.uploaded'), {
                description: quoteFrom
                  ? t('messages.preparing', { store: quoteFrom.name })
                  : t('messages.checkedWhenPrepared'),
              });
            void navigate(`/upload-prescription/confirmation/${prescription.id}${returnToSearch(isFromCheckout)}`);
          },
          onError: (error) => {
            for (const issue of fieldIssues(error)) setError(issue.path, { message: issue.message });
            setServerError(errorMessage(error));
            toast.error(t('form.notUploaded'), { description: errorMessage(error) });
          },
        },
      );
    },
    // The file list is checked with the fields, so one press shows every problem at once.
    () => checkFiles(),
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('form.label')}
      className="space-y-5 rounded-xl bg-white p-4 ring-1 ring-slate-200 md:p-5"
    >
      {canAskPharmacist && (
        <p className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900 ring-1 ring-brand-200">
          {t('form.askPharmacist', { store: store.name })}
        </p>
      )}
      <FilePicker
        files={chosen.files}
        onAdd={(files) => {
          chosen.add(files);
          setFilesError(undefined);
        }}
        onRemove={(id) => {
          chosen.remove(id);
          setFilesError(undefined);
        }}
        error={filesError}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label={t('form.patientName')}
          autoComplete="name"
          error={errors.patientName?.message}
          {...register('patientName')}
        />
        <InputField
          label={t('form.issuedOn')}
          hint={t('form.dateFormat')}
          inputMode="numeric"
          placeholder={t('form.dateFormat')}
          autoComplete="off"
          error={errors.issuedOn?.message}
          {...register('issuedOn', { setValueAs: (value: string) => parseDayMonthYear(value) ?? value })}
        />
      </div>
      {/* What most people do not need to type: the pharmacist reads it off the prescription. */}
      <details className="group rounded-lg ring-1 ring-slate-200 open:pb-4">
        <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-medium text-slate-800">
          {t('form.doctorDetails')}
        </summary>
        <div className="grid gap-4 px-3 sm:grid-cols-2">
          <InputField label={t('form.doctorName')} error={errors.doctorName?.message} {...register('doctorName')} />
          <InputField
            label={t('form.doctorRegistration')}
            hint={t('form.doctorRegistrationHint')}
            error={errors.doctorRegistration?.message}
            {...register('doctorRegistration')}
          />
          {/* A single line: the shared schema refuses line breaks in the note. */}
          <div className="sm:col-span-2">
            <InputField
              label={t('form.notes')}
              hint={t('form.notesHint')}
              maxLength={500}
              error={errors.notes?.message}
              {...register('notes')}
            />
          </div>
        </div>
      </details>
      {upload.isPending && (
        <div className="space-y-1">
          <label htmlFor="upload-progress" className="text-sm text-slate-700">
            {t('form.uploadingPercent', { percent: Math.round(progress * 100) })}
          </label>
          <progress id="upload-progress" max={1} value={progress} className="h-2 w-full accent-brand-700" />
        </div>
      )}
      {serverError && !upload.isPending && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
          {serverError}
        </p>
      )}
      {upload.isPending ? (
        <p role="status" className="flex items-center gap-2 font-medium text-slate-800">
          <Loader2 className="h-5 w-5 animate-spin text-brand-700" aria-hidden="true" /> {t('form.uploading')}
        </p>
      ) : canAskPharmacist ? (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button type="submit" size="lg" onClick={() => setAskPharmacist(true)}>
            {t('form.uploadAndBuild')}
          </Button>
          <Button type="submit" size="lg" variant="outline" onClick={() => setAskPharmacist(false)}>
            {t('form.submit')}
          </Button>
        </div>
      ) : (
        <Button type="submit" size="lg" className="w-full sm:w-auto">
          {t('form.submit')}
        </Button>
      )}
    </form>
  );
}
