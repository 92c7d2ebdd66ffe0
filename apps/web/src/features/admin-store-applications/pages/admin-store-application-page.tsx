/**
 * `/admin/store-applications/:applicationId`: one pharmacy's application — the business, the premises and hours,
 * the drug licences (with a warning for one expired or ending within 30 days), the pharmacist, the agreement as
 * accepted —, its documents and masked payout account, its state with the history of what happened, and the
 * review: checklist, approve, ask for changes field by field, reject (issue 18).
 */
import { adminStoreApplicationsApi } from '@dawanow/shared/api/admin-store-applications';
import { formatIndianDate, formatIndianDateTime, indianToday } from '@dawanow/shared/dates';
import type { TAdminStoreApplicationReview } from '@dawanow/shared/store-application-steps';
import type { TAdminStoreApplicationDetail, TStoreApplicationEvent } from '@dawanow/shared/store-applications';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { type TAdminPanelT, useAdminPanelText } from '@/app/layouts/admin-panel/text';
import { RecordPage } from '@/components/admin/record-page';
import { FileViewer } from '@/components/file-viewer/file-viewer';
import { SectionCard } from '@/components/orders/section-card';
import { weeklyHoursRows } from '@/components/store/weekly-hours';
import { Facts } from '@/components/ui/facts';
import { apiUrl } from '@/lib/api-client';
import { useCommonText } from '@/lib/i18n/common-text';
import { useAdminStoreApplication } from '../api';
import {
  ApplicationStatusBadge,
  applicationFieldLabel,
  applicationName,
  LicenceWarning,
  waitingLabel,
} from '../components/application-labels';
import { ReviewPanel } from '../components/review-panel';

function NotGiven() {
  const { t } = useAdminPanelText();
  return <span className="text-slate-500">{t('storeApplications.notGiven')}</span>;
}

/** A field a draft may not have filled yet. */
const given = (value: ReactNode) => value ?? <NotGiven />;

function Licences({ application }: { application: TAdminStoreApplicationDetail }) {
  const { t } = useAdminPanelText();
  const today = indianToday();
  return (
    <div className="space-y-3">
      <ul className="divide-y divide-slate-100 text-sm">
        {application.licences.map((licence) => (
          <li key={licence.form} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
            <span>
              <span className="font-medium text-slate-700">
                {t('storeApplications.licences.form', { form: licence.form })}
              </span>{' '}
              {given(licence.number && <span className="font-mono break-all text-slate-900">{licence.number}</span>)}
            </span>
            <span className="flex flex-wrap items-center gap-2">
              {licence.validUntil ? (
                <>
                  <span className="text-slate-700">
                    {t('storeApplications.licences.validUntil', { date: formatIndianDate(licence.validUntil) })}
                  </span>
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
          [t('storeApplications.licences.pharmacist'), given(application.pharmacist.name)],
          [t('storeApplications.licences.councilNumber'), given(application.pharmacist.registrationNumber)],
        ]}
      />
    </div>
  );
}

function eventLabel(t: TAdminPanelT, event: TStoreApplicationEvent): string {
  return event.fromStatus === null
    ? t('storeApplications.history.started')
    : t(`labels.applicationStatuses.${event.toStatus}`);
}

function History({ events }: { events: TStoreApplicationEvent[] }) {
  const { t } = useAdminPanelText();
  if (events.length === 0)
    return <p className="text-sm text-slate-700">{t('storeApplications.history.nothingRecordedYet')}</p>;
  return (
    <ol className="space-y-3 border-l-2 border-slate-200 pl-4 text-sm">
      {events.map((event) => (
        <li key={event.id}>
          <p className="font-medium text-slate-900">{eventLabel(t, event)}</p>
          <p className="text-xs text-slate-600">
            {t('storeApplications.history.ist', {
              dateTime: formatIndianDateTime(event.at),
              actor: event.actorName ?? t('storeApplications.history.erased'),
            })}
          </p>
          {event.note && <p className="mt-1 text-slate-800">{event.note}</p>}
          {event.fieldNotes && (
            <ul className="mt-1 list-disc pl-4 text-slate-800">
              {Object.entries(event.fieldNotes).map(([field, note]) => (
                <li key={field}>
                  <span className="font-medium">
                    {t('storeApplications.history.field', { field: applicationFieldLabel(t, field) })}
                  </span>{' '}
                  {note}
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
  const { t } = useAdminPanelText();
  return (
    <div className="space-y-4">
      <FileViewer
        title={t('storeApplications.documents.documents')}
        noun={t('storeApplications.documents.document')}
        empty={t('storeApplications.documents.noDocumentsUploaded')}
        files={application.documents.map((document) => ({
          id: document.kind,
          url: apiUrl(adminStoreApplicationsApi.document, {
            params: { applicationId: application.id, kind: document.kind },
          }),
          contentType: document.contentType,
          sizeBytes: document.sizeBytes,
          name: t(`labels.applicationDocuments.${document.kind}`),
        }))}
      />
      <Facts
        rows={[[t('storeApplications.documents.payoutsTo'), given(application.bankAccount?.destination ?? null)]]}
      />
    </div>
  );
}

function Application({ application }: { application: TAdminStoreApplicationReview }) {
  const { t } = useAdminPanelText();
  const common = useCommonText();
  const { business, premises, agreement, applicant } = application;
  const waiting = waitingLabel(t, application.status, application.submittedAt);
  const address = [premises.addressLine1, premises.addressLine2, premises.locality].filter(Boolean).join(', ');
  const place = [premises.city, premises.state, premises.postalCode].filter(Boolean).join(', ');
  return (
    <>
      <div className="mb-4 space-y-2">
        <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900">{applicationName(t, business)}</h1>
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <ApplicationStatusBadge status={application.status} />
          <span>
            {application.submittedAt
              ? t('storeApplications.application.submitted', {
                  dateTime: formatIndianDateTime(application.submittedAt),
                })
              : t('storeApplications.application.notSubmitted', { date: formatIndianDate(application.createdAt) })}
            {waiting && ` · ${waiting}`}
          </span>
        </div>
      </div>
      <div className="grid gap-4 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-4">
          <SectionCard title={t('storeApplications.application.business')}>
            <Facts
              rows={[
                [t('storeApplications.facts.legalName'), given(business.legalName)],
                [t('storeApplications.facts.tradeName'), given(business.tradeName)],
                [
                  t('storeApplications.facts.businessType'),
                  given(business.businessType && t(`labels.businessTypes.${business.businessType}`)),
                ],
                [
                  t('storeApplications.facts.pan'),
                  given(business.pan && <span className="font-mono">{business.pan}</span>),
                ],
                [
                  t('storeApplications.facts.gstin'),
                  given(business.gstin && <span className="font-mono">{business.gstin}</span>),
                ],
                [t('storeApplications.facts.phone'), given(business.phone)],
                [t('storeApplications.facts.email'), given(business.email)],
              ]}
            />
          </SectionCard>
          <SectionCard title={t('storeApplications.application.premises')}>
            <Facts
              rows={[
                [t('storeApplications.facts.address'), given(address || null)],
                [t('storeApplications.facts.city'), given(place || null)],
                [
                  t('storeApplications.facts.mapPin'),
                  given(
                    premises.latitude !== null && premises.longitude !== null
                      ? `${premises.latitude}, ${premises.longitude}`
                      : null,
                  ),
                ],
                ...(premises.weeklyHours
                  ? weeklyHoursRows(premises.weeklyHours, common.t).map(([day, hours]): [string, ReactNode] => [
                      day,
                      hours,
                    ])
                  : [[t('storeApplications.facts.openingHours'), given(null)] as [string, ReactNode]]),
              ]}
            />
          </SectionCard>
          <SectionCard title={t('storeApplications.application.licences')}>
            <Licences application={application} />
          </SectionCard>
          <SectionCard title={t('storeApplications.application.documentsAndPayoutAccount')}>
            <Documents application={application} />
          </SectionCard>
          <SectionCard title={t('storeApplications.application.partnerAgreement')}>
            <Facts
              rows={[
                [
                  t('storeApplications.facts.version'),
                  given(
                    agreement.version && t('storeApplications.facts.agreementVersion', { version: agreement.version }),
                  ),
                ],
                [
                  t('storeApplications.facts.accepted'),
                  given(
                    agreement.acceptedAt &&
                      t('storeApplications.facts.acceptedAt', { dateTime: formatIndianDateTime(agreement.acceptedAt) }),
                  ),
                ],
                [
                  t('storeApplications.facts.ipAddress'),
                  given(agreement.ipAddress && <span className="font-mono">{agreement.ipAddress}</span>),
                ],
              ]}
            />
          </SectionCard>
        </div>
        <div className="min-w-0 space-y-4">
          <SectionCard title={t('storeApplications.application.review')} className="ring-2 ring-brand-200">
            {application.storeId ? (
              <Link
                to={`/admin/stores/${application.storeId}`}
                className="text-sm font-medium text-brand-800 underline"
              >
                {t('storeApplications.application.openThePharmacyThis')}
              </Link>
            ) : (
              <ReviewPanel application={application} />
            )}
          </SectionCard>
          <SectionCard title={t('storeApplications.application.stateAndHistory')}>
            {application.decisionNote && (
              <div className="mb-3 rounded-lg bg-slate-50 p-3 text-sm">
                <p className="font-medium text-slate-900">{t('storeApplications.application.latestNoteToThe')}</p>
                <p className="text-slate-800">{application.decisionNote}</p>
              </div>
            )}
            <History events={application.events} />
          </SectionCard>
          <SectionCard title={t('storeApplications.application.applicant')}>
            <Facts
              rows={[
                [
                  t('storeApplications.facts.name'),
                  <Link key="name" to={`/admin/users/${applicant.userId}`} className="text-brand-800 underline">
                    {applicant.name}
                  </Link>,
                ],
                [t('storeApplications.facts.email'), applicant.email],
                [t('storeApplications.facts.phone'), applicant.phone ?? '—'],
              ]}
            />
          </SectionCard>
        </div>
      </div>
    </>
  );
}

export function AdminStoreApplicationPage() {
  const { t } = useAdminPanelText();
  const applicationId = useParams().applicationId ?? '';
  return (
    <RecordPage
      back={{ to: '/admin/store-applications', label: t('storeApplications.applicationPage.back') }}
      query={useAdminStoreApplication(applicationId)}
      noun={t('storeApplications.applicationPage.noun')}
    >
      {(application) => <Application application={application} />}
    </RecordPage>
  );
}
