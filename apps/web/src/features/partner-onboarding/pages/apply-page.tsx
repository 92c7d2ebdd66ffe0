import {
  EDITABLE_APPLICATION_STATUSES,
  STORE_APPLICATION_STEPS,
  type TMyStoreApplication,
  type TStoreApplicationStep,
} from '@dawanow/shared/store-application-steps';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useMyApplication } from '../api';
import { BankStep } from '../components/bank-step';
import { BusinessStep } from '../components/business-step';
import { ChangesAsked } from '../components/changes-asked';
import { DocumentsStep } from '../components/documents-step';
import { LicencesStep } from '../components/licences-step';
import { PremisesStep } from '../components/premises-step';
import { ReviewStep } from '../components/review-step';

export const STATUS_PATH = '/pharmacy-partner/status';

const STEP_LABELS: Record<TStoreApplicationStep, string> = {
  business: 'Business',
  premises: 'Premises',
  licences: 'Licences',
  documents: 'Documents',
  bank: 'Bank account',
  review: 'Review and submit',
};

/** Where the applicant is; from a tablet up, any step whose earlier steps are saved opens with a click. */
function Stepper({
  current,
  completed,
  onJump,
}: {
  current: TStoreApplicationStep;
  completed: readonly string[];
  onJump: (step: TStoreApplicationStep) => void;
}) {
  const index = STORE_APPLICATION_STEPS.indexOf(current);
  return (
    <nav aria-label="Application steps" className="mb-5">
      {/* A phone shows where it is in words; the full list from a tablet up */}
      <p className="mb-2 text-sm font-medium text-slate-700 sm:hidden">
        Step {index + 1} of {STORE_APPLICATION_STEPS.length}: {STEP_LABELS[current]}
      </p>
      <ol className="flex gap-1">
        {STORE_APPLICATION_STEPS.map((step, position) => {
          const isDone = completed.includes(step);
          const isReachable =
            step !== current &&
            STORE_APPLICATION_STEPS.slice(0, position).every((earlier) => completed.includes(earlier));
          const label = (
            <>
              {isDone && <Check className="h-3 w-3 text-brand-700" aria-hidden="true" />}
              {position + 1}. {STEP_LABELS[step]}
              {isDone && <span className="sr-only"> (saved)</span>}
            </>
          );
          return (
            <li
              key={step}
              aria-current={step === current ? 'step' : undefined}
              className="flex flex-1 flex-col gap-1 text-xs text-slate-700"
            >
              <span
                className={cn(
                  'h-1.5 rounded-full',
                  step === current ? 'bg-brand-700' : isDone ? 'bg-brand-300' : 'bg-slate-200',
                )}
              />
              {isReachable ? (
                <button
                  type="button"
                  onClick={() => onJump(step)}
                  className="hidden min-h-6 items-center gap-1 text-left underline-offset-2 hover:underline sm:flex"
                >
                  {label}
                </button>
              ) : (
                <span className="hidden items-center gap-1 sm:flex">{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function ApplicationForm({ application }: { application: TMyStoreApplication | null }) {
  const navigate = useNavigate();
  const completed = application?.completedSteps ?? [];
  // Resumed on any device at the first step not yet saved
  const [step, setStep] = useState<TStoreApplicationStep>(
    STORE_APPLICATION_STEPS.find((candidate) => !completed.includes(candidate)) ?? 'review',
  );
  const go = (next: TStoreApplicationStep) => {
    setStep(next);
    window.scrollTo({ top: 0 });
  };
  const after = (current: TStoreApplicationStep) => () =>
    go(STORE_APPLICATION_STEPS[STORE_APPLICATION_STEPS.indexOf(current) + 1] ?? 'review');
  const before = (current: TStoreApplicationStep) => () =>
    go(STORE_APPLICATION_STEPS[STORE_APPLICATION_STEPS.indexOf(current) - 1] ?? 'business');

  return (
    <>
      {application?.status === 'changes_requested' && (
        <ChangesAsked application={application}>
          <p>Correct them, then submit again from the last step.</p>
        </ChangesAsked>
      )}
      <Stepper current={step} completed={completed} onJump={go} />
      <section
        aria-labelledby="application-step"
        className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:p-6"
      >
        <h2 id="application-step" className="mb-4 text-lg font-semibold text-slate-900">
          {STEP_LABELS[step]}
        </h2>
        {step === 'business' && <BusinessStep saved={application?.business ?? null} onDone={after('business')} />}
        {step === 'premises' && (
          <PremisesStep saved={application?.premises ?? null} onDone={after('premises')} onBack={before('premises')} />
        )}
        {step === 'licences' && (
          <LicencesStep saved={application} onDone={after('licences')} onBack={before('licences')} />
        )}
        {step === 'documents' && application && (
          <DocumentsStep application={application} onDone={after('documents')} onBack={before('documents')} />
        )}
        {step === 'bank' && (
          <BankStep saved={application?.bankAccount ?? null} onDone={after('bank')} onBack={before('bank')} />
        )}
        {step === 'review' && application && (
          <ReviewStep application={application} onEdit={go} onDone={() => void navigate(STATUS_PATH)} />
        )}
      </section>
    </>
  );
}

/** /pharmacy-partner/apply: the application, saved after each step and resumable from any device (issue 18). */
export function ApplyPage() {
  const mine = useMyApplication();
  const latest = mine.data?.application ?? null;
  // After a rejection the applicant may apply afresh: the first save starts a new draft
  const application = latest?.status === 'rejected' ? null : latest;
  const isEditable = !application || (EDITABLE_APPLICATION_STATUSES as readonly string[]).includes(application.status);
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="Apply as a pharmacy partner"
        description="Each step is saved when you continue: you can stop and finish later from any device."
      />
      {mine.isPending ? (
        <div role="status" aria-label="Loading your application" className="space-y-3">
          <Skeleton className="h-3 w-full rounded-full" />
          <Skeleton className="h-96 w-full rounded-xl" />
        </div>
      ) : mine.isError ? (
        <ErrorState message="We could not load your application." onRetry={() => void mine.refetch()} />
      ) : isEditable ? (
        <ApplicationForm application={application} />
      ) : (
        // Submitted or decided: the status page says where it stands
        <Navigate to={STATUS_PATH} replace />
      )}
    </div>
  );
}
