/**
 * `/admin/store-applications/:applicationId`: one pharmacy's application — the business, the premises and hours,
 * the drug licences (with a warning for one expired or ending within 30 days), the pharmacist, the agreement as
 * accepted —, its documents and masked payout account, its state with the history of what happened, and the
 * review: checklist, approve, ask for changes field by field, reject (issue 18).
 */
import { adminStoreApplicationsApi } from '@dawanow/shared/api/admin-store-applications';
import { formatIndianDate, formatIndianDateTime, indianToday } from '@dawanow/shared/dates';
import {
  STORE_APPLICATION_DOCUMENT_LABELS,
  type TAdminStoreApplicationReview,
} from '@dawanow/shared/store-application-steps';
import {
  BUSINESS_TYPE_LABELS,
  STORE_APPLICATION_FIELD_LABELS,
  STORE_APPLICATION_STATUS_LABELS,
  type TAdminStoreApplicationDetail,
  type TStoreApplicationEvent,
} from '@dawanow/shared/store-applications';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { RecordPage } from '@/components/admin/record-page';
import { FileViewer } from '@/components/file-viewer/file-viewer';
import { SectionCard } from '@/components/orders/section-card';
import { weeklyHoursRows } from '@/components/store/weekly-hours';
import { Facts } from '@/components/ui/facts';
import { apiUrl } from '@/lib/api-client';
import { useAdminStoreApplication } from '../api';
import {
  ApplicationStatusBadge,
  applicationName,
  LicenceWarning,
  waitingLabel,
} from '../components/application-labels';
import { ReviewPanel } from '../components/review-panel';

/** A field a draft may not have filled yet. */
const given = (value: ReactNode) => value ?? <span className="text-slate-500">Not given yet</span>;

function Licences({ application }: { application: TAdminStoreApplicationDetail }) {
  const today = indianToday();
  return (
    <div className="space-y-3">
      <ul className="divide-y divide-slate-100 text-sm">
        {application.licences.map((licence) => (
          <li key={licence.form} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
            <span>
              <span className="font-medium text-slate-700">Form {licence.form}</span>{' '}
              {given(licence.number && <span className="font-mono break-all text-slate-900">{licence.number}</span>)}
            </span>
            <span className="flex flex-wrap items-center gap-2">
              {licence.validUntil ? (
                <>
                  <span className="text-slate-700">valid until {formatIndianDate(licence.validUntil)}</span>
                  <LicenceWarning validUntil={licence.validUntil} today={today} />
                </>
              ) : (
                given(null)
              )}
            </span>
          </li>
        ))}
      </ul>
      <Facts
        rows={[
          ['Registered pharmacist', given(application.pharmacist.name)],
          ['State Pharmacy Council no.', given(application.pharmacist.registrationNumber)],
        ]}
      />
    </div>
  );
}

function eventLabel(event: TStoreApplicationEvent): string {
  return event.fromStatus === null ? 'Started' : STORE_APPLICATION_STATUS_LABELS[event.toStatus];
}

function History({ events }: { events: TStoreApplicationEvent[] }) {
  if (events.length === 0) return <p className="text-sm text-slate-700">Nothing recorded yet.</p>;
  return (
    <ol className="space-y-3 border-l-2 border-slate-200 pl-4 text-sm">
      {events.map((event) => (
        <li key={event.id}>
          <p className="font-medium text-slate-900">{eventLabel(event)}</p>
          <p className="text-xs text-slate-600">
            {formatIndianDateTime(event.at)} IST · {event.actorName ?? 'an erased account'}
          </p>
          {event.note && <p className="mt-1 text-slate-800">{event.note}</p>}
          {event.fieldNotes && (
            <ul className="mt-1 list-disc pl-4 text-slate-800">
              {Object.entries(event.fieldNotes).map(([field, note]) => (
                <li key={field}>
                  <span className="font-medium">{STORE_APPLICATION_FIELD_LABELS[field] ?? field}:</span> {note}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}

/**
 * The documents in the private viewer, one after another with their names (the admin file route logs each
 * opening), and where payouts would go.
 */
function Documents({ application }: { application: TAdminStoreApplicationReview }) {
  return (
    <div className="space-y-4">
      <FileViewer
        title="Documents"
        noun="Document"
        empty="No documents uploaded."
        files={application.documents.map((document) => ({
          id: document.kind,
          url: apiUrl(adminStoreApplicationsApi.document, {
            params: { applicationId: application.id, kind: document.kind },
          }),
          contentType: document.contentType,
          sizeBytes: document.sizeBytes,
          name: STORE_APPLICATION_DOCUMENT_LABELS[document.kind],
        }))}
      />
      <Facts rows={[['Payouts to', given(application.bankAccount?.destination ?? null)]]} />
    </div>
  );
}

function Application({ application }: { application: TAdminStoreApplicationReview }) {
  const { business, premises, agreement, applicant } = application;
  const waiting = waitingLabel(application.status, application.submittedAt);
  const address = [premises.addressLine1, premises.addressLine2, premises.locality].filter(Boolean).join(', ');
  const place = [premises.city, premises.state, premises.postalCode].filter(Boolean).join(', ');
  return (
    <>
      <div className="mb-4 space-y-2">
        <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900">{applicationName(business)}</h1>
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <ApplicationStatusBadge status={application.status} />
          <span>
            {application.submittedAt
              ? `Submitted ${formatIndianDateTime(application.submittedAt)} IST`
              : `Started ${formatIndianDate(application.createdAt)}, not submitted`}
            {waiting && ` · ${waiting}`}
          </span>
        </div>
      </div>
      <div className="grid gap-4 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-4">
          <SectionCard title="Business">
            <Facts
              rows={[
                ['Legal name', given(business.legalName)],
                ['Trade name', given(business.tradeName)],
                ['Business type', given(business.businessType && BUSINESS_TYPE_LABELS[business.businessType])],
                ['PAN', given(business.pan && <span className="font-mono">{business.pan}</span>)],
                ['GSTIN', given(business.gstin && <span className="font-mono">{business.gstin}</span>)],
                ['Phone', given(business.phone)],
                ['E-mail', given(business.email)],
              ]}
            />
          </SectionCard>
          <SectionCard title="Premises">
            <Facts
              rows={[
                ['Address', given(address || null)],
                ['City', given(place || null)],
                [
                  'Map pin',
                  given(
                    premises.latitude !== null && premises.longitude !== null
                      ? `${premises.latitude}, ${premises.longitude}`
                      : null,
                  ),
                ],
                ...(premises.weeklyHours
                  ? weeklyHoursRows(premises.weeklyHours).map(([day, hours]): [string, ReactNode] => [day, hours])
                  : [['Opening hours', given(null)] as [string, ReactNode]]),
              ]}
            />
          </SectionCard>
          <SectionCard title="Licences">
            <Licences application={application} />
          </SectionCard>
          <SectionCard title="Documents and payout account">
            <Documents application={application} />
          </SectionCard>
          <SectionCard title="Partner agreement">
            <Facts
              rows={[
                ['Version', given(agreement.version && `Pharmacy Partner Agreement v${agreement.version}`)],
                ['Accepted', given(agreement.acceptedAt && `${formatIndianDateTime(agreement.acceptedAt)} IST`)],
                [
                  'From IP address',
                  given(agreement.ipAddress && <span className="font-mono">{agreement.ipAddress}</span>),
                ],
              ]}
            />
          </SectionCard>
        </div>
        <div className="min-w-0 space-y-4">
          <SectionCard title="Review" className="ring-2 ring-brand-200">
            {application.storeId ? (
              <Link
                to={`/admin/stores/${application.storeId}`}
                className="text-sm font-medium text-brand-800 underline"
              >
                Open the pharmacy this approval made
              </Link>
            ) : (
              <ReviewPanel application={application} />
            )}
          </SectionCard>
          <SectionCard title="State and history">
            {application.decisionNote && (
              <div className="mb-3 rounded-lg bg-slate-50 p-3 text-sm">
                <p className="font-medium text-slate-900">Latest note to the pharmacy</p>
                <p className="text-slate-800">{application.decisionNote}</p>
              </div>
            )}
            <History events={application.events} />
          </SectionCard>
          <SectionCard title="Applicant">
            <Facts
              rows={[
                [
                  'Name',
                  <Link key="name" to={`/admin/users/${applicant.userId}`} className="text-brand-800 underline">
                    {applicant.name}
                  </Link>,
                ],
                ['E-mail', applicant.email],
                ['Phone', applicant.phone ?? '—'],
              ]}
            />
          </SectionCard>
        </div>
      </div>
    </>
  );
}

export function AdminStoreApplicationPage() {
  const applicationId = useParams().applicationId ?? '';
  return (
    <RecordPage
      back={{ to: '/admin/store-applications', label: 'All store applications' }}
      query={useAdminStoreApplication(applicationId)}
      noun="store application"
    >
      {(application) => <Application application={application} />}
    </RecordPage>
  );
}
