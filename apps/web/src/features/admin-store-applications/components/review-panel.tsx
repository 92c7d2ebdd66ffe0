/**
 * Issue 18: the reviewer's decisions on one application — take it into review; approve once every check of the
 * checklist is ticked; send it back with what to change, field by field; or reject it with the reason the
 * applicant reads. Each decision names the version on screen, so one made over the applicant's newer save fails.
 */

import { adminStoreApplicationsApi } from '@dawanow/shared/api/admin-store-applications';
import type { TAdminStoreApplicationReview } from '@dawanow/shared/store-application-steps';
import {
  APPROVAL_CHECKLIST,
  AWAITING_REVIEW_STATUSES,
  STORE_APPLICATION_FIELD_LABELS,
  ZRejectApplication,
} from '@dawanow/shared/store-applications';
import { useState } from 'react';
import { useAdminPanelText } from '@/app/layouts/admin-panel/text';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/form-field';
import { WrittenReasonDialog } from '@/components/ui/written-reason-dialog';
import { toast } from '@/lib/toast';
import { useApplicationDecision } from '../api';
import { applicationFieldLabel } from './application-labels';

type TCheck = keyof typeof APPROVAL_CHECKLIST;
const CHECKS = Object.keys(APPROVAL_CHECKLIST) as TCheck[];

function ChangesForm({ application, onDone }: { application: TAdminStoreApplicationReview; onDone: () => void }) {
  const { t } = useAdminPanelText();
  const requestChanges = useApplicationDecision(adminStoreApplicationsApi.requestChanges, application.id);
  const [notes, setNotes] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      aria-label={t('storeApplications.changesForm.askForChanges')}
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        const fieldNotes = Object.fromEntries(Object.entries(notes).filter(([, note]) => note.trim() !== ''));
        if (Object.keys(fieldNotes).length === 0) {
          setError(t('storeApplications.changesForm.tickField'));
          return;
        }
        requestChanges.mutate(
          { version: application.version, fieldNotes },
          {
            onSuccess: () => {
              toast.success(t('storeApplications.changesForm.changesAskedForThe'));
              onDone();
            },
            onError: (failure) => setError(failure.message),
          },
        );
      }}
    >
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">
          {t('storeApplications.changesForm.whichFieldsNeedChanging')}
        </legend>
        {Object.keys(STORE_APPLICATION_FIELD_LABELS).map((field) => (
          <div key={field}>
            <label className="flex min-h-11 items-center gap-3 text-sm">
              <input
                type="checkbox"
                className="h-5 w-5"
                checked={field in notes}
                onChange={(event) =>
                  setNotes(({ [field]: _removed, ...rest }) => (event.target.checked ? { ...rest, [field]: '' } : rest))
                }
              />
              {applicationFieldLabel(t, field)}
            </label>
            {field in notes && (
              <TextareaField
                label={t('storeApplications.changesForm.whatToChange', { field: applicationFieldLabel(t, field) })}
                rows={2}
                maxLength={500}
                value={notes[field]}
                onChange={(event) => setNotes((all) => ({ ...all, [field]: event.target.value }))}
              />
            )}
          </div>
        ))}
      </fieldset>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={requestChanges.isPending}>
          {requestChanges.isPending
            ? t('storeApplications.changesForm.sending')
            : t('storeApplications.changesForm.send')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('storeApplications.changesForm.cancel')}
        </Button>
      </div>
    </form>
  );
}

export function ReviewPanel({ application }: { application: TAdminStoreApplicationReview }) {
  const { t } = useAdminPanelText();
  const startReview = useApplicationDecision(adminStoreApplicationsApi.startReview, application.id);
  const approve = useApplicationDecision(adminStoreApplicationsApi.approve, application.id);
  const reject = useApplicationDecision(adminStoreApplicationsApi.reject, application.id);
  const [checked, setChecked] = useState<Record<TCheck, boolean>>(
    Object.fromEntries(CHECKS.map((check) => [check, false])) as Record<TCheck, boolean>,
  );
  const [mode, setMode] = useState<'decide' | 'changes' | 'reject'>('decide');
  const [error, setError] = useState<string | null>(null);
  if (!(AWAITING_REVIEW_STATUSES as readonly string[]).includes(application.status)) return null;
  if (mode === 'changes') return <ChangesForm application={application} onDone={() => setMode('decide')} />;
  const isReady = CHECKS.every((check) => checked[check]);
  return (
    <div className="space-y-3">
      {application.status !== 'under_review' && (
        <Button
          variant="outline"
          disabled={startReview.isPending}
          onClick={() =>
            startReview.mutate({ version: application.version }, { onError: (failure) => setError(failure.message) })
          }
        >
          {t('storeApplications.reviewPanel.startReview')}
        </Button>
      )}
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium text-slate-800">{t('storeApplications.reviewPanel.checklist')}</legend>
        {CHECKS.map((check) => (
          <label key={check} className="flex min-h-11 items-center gap-3 text-sm">
            <input
              type="checkbox"
              className="h-5 w-5"
              checked={checked[check]}
              onChange={(event) => setChecked((all) => ({ ...all, [check]: event.target.checked }))}
            />
            {t(`labels.approvalChecks.${check}`)}
          </label>
        ))}
      </fieldset>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={!isReady || approve.isPending}
          onClick={() =>
            approve.mutate(
              {
                version: application.version,
                checklist: {
                  gstinChecked: true,
                  licencesValid: true,
                  pharmacistRegistered: true,
                  photoMatchesAddress: true,
                },
              },
              {
                onSuccess: () => toast.success(t('storeApplications.reviewPanel.approvedThePharmacyS')),
                onError: (failure) => setError(failure.message),
              },
            )
          }
        >
          {approve.isPending
            ? t('storeApplications.reviewPanel.approving')
            : t('storeApplications.reviewPanel.approve')}
        </Button>
        <Button variant="outline" onClick={() => setMode('changes')}>
          {t('storeApplications.reviewPanel.askForChanges')}
        </Button>
        <Button variant="ghost" className="text-red-700" onClick={() => setMode('reject')}>
          {t('storeApplications.reviewPanel.reject')}
        </Button>
      </div>
      {!isReady && <p className="text-xs text-slate-600">{t('storeApplications.reviewPanel.tickEveryCheckTo')}</p>}
      <WrittenReasonDialog
        open={mode === 'reject'}
        onClose={() => setMode('decide')}
        title={t('storeApplications.reviewPanel.rejectThisApplication')}
        description={t('storeApplications.reviewPanel.theApplicantReadsThis')}
        schema={ZRejectApplication.pick({ reason: true })}
        maxLength={1000}
        confirmLabel={t('storeApplications.reviewPanel.reject')}
        pendingLabel={t('storeApplications.reviewPanel.rejecting')}
        isPending={reject.isPending}
        isDestructive
        onConfirm={(reason, fail) =>
          reject.mutate(
            { version: application.version, reason },
            {
              onSuccess: () => {
                toast.success(t('storeApplications.reviewPanel.rejectedTheApplicantIs'));
                setMode('decide');
              },
              onError: (failure) => fail(failure.message),
            },
          )
        }
      />
    </div>
  );
}
