import { formatIndianDateTime } from '@dawanow/shared/dates';
import type { TMyStoreApplication } from '@dawanow/shared/store-application-steps';
import { STORE_APPLICATION_STATUS_LABELS } from '@dawanow/shared/store-applications';
import { ButtonLink, buttonClasses } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useMyApplication } from '../api';
import { ChangesAsked } from '../components/changes-asked';
import { APPLY_PATH } from './pharmacy-partner-page';

/** What each state means for the applicant, and what they can do now. */
function NextStep({ application }: { application: TMyStoreApplication }) {
  switch (application.status) {
    case 'draft':
      return (
        <>
          <p>Your application is saved but not submitted yet.</p>
          <ButtonLink to={APPLY_PATH}>Continue your application</ButtonLink>
        </>
      );
    case 'submitted':
    case 'under_review':
    case 'resubmitted':
      return (
        <p>
          Our reviewers are checking your licences, GSTIN and documents. We will notify you here and by e-mail when they
          decide or need something from you.
        </p>
      );
    case 'changes_requested':
      return (
        <ChangesAsked application={application}>
          <ButtonLink to={APPLY_PATH}>Make the changes</ButtonLink>
        </ChangesAsked>
      );
    case 'approved':
      return (
        <>
          <p>
            Welcome to DawaNow. Your pharmacy is set up and paused: open the store panel, add your stock, and switch on
            accepting orders when you are ready.
          </p>
          {/* A full load, so the new store access (read per request) replaces what this page cached */}
          <a href="/store/dashboard" className={buttonClasses()}>
            Open the store panel
          </a>
        </>
      );
    case 'rejected':
      return (
        <>
          <p>We could not approve this application. You may apply again once the reason is resolved.</p>
          <ButtonLink to={APPLY_PATH} variant="outline">
            Apply again
          </ButtonLink>
        </>
      );
  }
}

/** /pharmacy-partner/status: where the applicant's application stands, the reviewer's notes and its history. */
export function ApplicationStatusPage() {
  const mine = useMyApplication();
  if (mine.isPending) {
    return (
      <div role="status" aria-label="Loading your application" className="mx-auto max-w-3xl space-y-3">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-48 w-full rounded-xl" />
      </div>
    );
  }
  if (mine.isError) {
    return <ErrorState message="We could not load your application." onRetry={() => void mine.refetch()} />;
  }
  const application = mine.data.application;
  if (!application) {
    return (
      <div className="mx-auto max-w-3xl">
        <PageHeader title="Your partner application" description="You have not started an application yet." />
        <ButtonLink to={APPLY_PATH}>Start your application</ButtonLink>
      </div>
    );
  }
  const name = application.business.tradeName ?? 'Your pharmacy';
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title="Your partner application" description={name} />
      <section aria-labelledby="application-state" className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
        <h2 id="application-state" className="text-lg font-semibold text-slate-900">
          {STORE_APPLICATION_STATUS_LABELS[application.status]}
        </h2>
        {application.decisionNote && application.status !== 'changes_requested' && (
          <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200">
            <span className="font-semibold">From the reviewer:</span> {application.decisionNote}
          </p>
        )}
        <div className="space-y-3 text-slate-800">
          <NextStep application={application} />
        </div>
      </section>
      <section aria-labelledby="application-history">
        <h2 id="application-history" className="mb-2 text-lg font-semibold text-slate-900">
          History
        </h2>
        <ol className="space-y-2">
          {[...application.events].reverse().map((event) => (
            <li key={event.id} className="rounded-lg bg-white p-3 text-sm ring-1 ring-slate-200">
              <p className="font-medium text-slate-900">
                {event.fromStatus ? STORE_APPLICATION_STATUS_LABELS[event.toStatus] : 'Started'}
                <span className="font-normal text-slate-600"> · {formatIndianDateTime(event.at)}</span>
              </p>
              {event.note && <p className="mt-1 text-slate-700">{event.note}</p>}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
