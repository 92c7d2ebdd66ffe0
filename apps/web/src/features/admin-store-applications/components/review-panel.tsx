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
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/form-field';
import { WrittenReasonDialog } from '@/components/ui/written-reason-dialog';
import { useApplicationDecision } from '../api';

type TCheck = keyof typeof APPROVAL_CHECKLIST;
const CHECKS = Object.keys(APPROVAL_CHECKLIST) as TCheck[];

function ChangesForm({ application, onDone }: { application: TAdminStoreApplicationReview; onDone: () => void }) {
  const requestChanges = useApplicationDecision(adminStoreApplicationsApi.requestChanges, application.id);
  const [notes, setNotes] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      aria-label="Ask for changes"
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        const fieldNotes = Object.fromEntries(Object.entries(notes).filter(([, note]) => note.trim() !== ''));
        if (Object.keys(fieldNotes).length === 0) {
          setError('Tick a field and say what to change.');
          return;
        }
        requestChanges.mutate(
          { version: application.version, fieldNotes },
          {
            onSuccess: () => {
              toast.success('Changes asked for; the applicant is told');
              onDone();
            },
            onError: (failure) => setError(failure.message),
          },
        );
      }}
    >
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">Which fields need changing?</legend>
        {Object.entries(STORE_APPLICATION_FIELD_LABELS).map(([field, label]) => (
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
              {label}
            </label>
            {field in notes && (
              <TextareaField
                label={`What to change in “${label}”`}
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
          {requestChanges.isPending ? 'Sending…' : 'Send back for changes'}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

export function ReviewPanel({ application }: { application: TAdminStoreApplicationReview }) {
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
          Start review
        </Button>
      )}
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium text-slate-800">Checklist</legend>
        {CHECKS.map((check) => (
          <label key={check} className="flex min-h-11 items-center gap-3 text-sm">
            <input
              type="checkbox"
              className="h-5 w-5"
              checked={checked[check]}
              onChange={(event) => setChecked((all) => ({ ...all, [check]: event.target.checked }))}
            />
            {APPROVAL_CHECKLIST[check]}
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
                onSuccess: () => toast.success('Approved: the pharmacy’s store is created and its owner told'),
                onError: (failure) => setError(failure.message),
              },
            )
          }
        >
          {approve.isPending ? 'Approving…' : 'Approve'}
        </Button>
        <Button variant="outline" onClick={() => setMode('changes')}>
          Ask for changes
        </Button>
        <Button variant="ghost" className="text-red-700" onClick={() => setMode('reject')}>
          Reject
        </Button>
      </div>
      {!isReady && <p className="text-xs text-slate-600">Tick every check to approve.</p>}
      <WrittenReasonDialog
        open={mode === 'reject'}
        onClose={() => setMode('decide')}
        title="Reject this application"
        description="The applicant reads this reason. They may apply again once it is resolved."
        schema={ZRejectApplication.pick({ reason: true })}
        maxLength={1000}
        confirmLabel="Reject"
        pendingLabel="Rejecting…"
        isPending={reject.isPending}
        isDestructive
        onConfirm={(reason, fail) =>
          reject.mutate(
            { version: application.version, reason },
            {
              onSuccess: () => {
                toast.success('Rejected; the applicant is told');
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
