import { PRESCRIPTION_STATUSES, type TPrescriptionStatus } from '@dawanow/shared/prescriptions';
import { ArrowLeft, ChevronRight, Inbox } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Trans } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { useAdminPanelText } from '@/app/layouts/admin-panel/text';
import { StorePicker, type TPickedStore } from '@/components/admin/store-picker';
import { Pagination } from '@/components/catalog/pagination';
import { PrescriptionCard } from '@/components/prescriptions/prescription-card';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { InputField } from '@/components/ui/form-field';
import { PageHeader } from '@/components/ui/page-header';
import { SkeletonList } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { adminListParams, type TAdminFilters, useAdminPrescriptions } from '../api';
import { AuditPanel } from '../components/audit-panel';

const ZStoreId = z.uuid();
const isIsoDate = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** Filters live in the address so an audit view can be shared and the back button walks through them. */
function readFilters(params: URLSearchParams): TAdminFilters {
  const status = PRESCRIPTION_STATUSES.find((option) => option === params.get('status'));
  const storeId = ZStoreId.safeParse(params.get('storeId'));
  const from = params.get('from');
  const to = params.get('to');
  return {
    status,
    storeId: storeId.success ? storeId.data : undefined,
    store: params.get('store') ?? undefined,
    from: isIsoDate(from) ? from : undefined,
    to: isIsoDate(to) ? to : undefined,
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };
}

function FiltersForm({ filters, onApply }: { filters: TAdminFilters; onApply: (next: TAdminFilters) => void }) {
  const { t } = useAdminPanelText();
  const [status, setStatus] = useState<TPrescriptionStatus | ''>(filters.status ?? '');
  const [store, setStore] = useState<TPickedStore>({ name: filters.store ?? '', storeId: filters.storeId });
  const [from, setFrom] = useState(filters.from ?? '');
  const [to, setTo] = useState(filters.to ?? '');
  const [errors, setErrors] = useState<{ storeId?: string; to?: string }>({});

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const next: typeof errors = {};
    if (store.name.trim() !== '' && !store.storeId) next.storeId = t('record.storePicker.chooseSuggestion');
    if (from !== '' && to !== '' && from > to) next.to = t('prescriptions.filters.endBeforeStart');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    onApply({
      status: status === '' ? undefined : status,
      storeId: store.name.trim() === '' ? undefined : store.storeId,
      store: store.name.trim() === '' ? undefined : store.name,
      from: from === '' ? undefined : from,
      to: to === '' ? undefined : to,
      page: 1,
    });
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('prescriptions.filtersForm.filterPrescriptions')}
      className="grid gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-[auto_minmax(0,1fr)_auto_auto_auto] lg:items-start"
    >
      <div className="space-y-1.5">
        <label htmlFor="filter-status" className="block text-sm font-medium text-slate-800">
          {t('prescriptions.filtersForm.status')}
        </label>
        <select
          id="filter-status"
          value={status}
          onChange={(event) => setStatus(event.target.value as TPrescriptionStatus | '')}
          className="h-11 w-full rounded-lg border border-slate-300 bg-white px-2 text-base"
        >
          <option value="">{t('prescriptions.filtersForm.all')}</option>
          {PRESCRIPTION_STATUSES.map((option) => (
            <option key={option} value={option}>
              {t(`labels.prescriptionStatuses.${option}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <StorePicker value={store} onChange={setStore} error={errors.storeId} />
      </div>
      <InputField
        label={t('prescriptions.filtersForm.uploadedFrom')}
        type="date"
        value={from}
        onChange={(event) => setFrom(event.target.value)}
      />
      <InputField
        label={t('prescriptions.filtersForm.uploadedTo')}
        type="date"
        value={to}
        onChange={(event) => setTo(event.target.value)}
        error={errors.to}
      />
      <Button type="submit" className="sm:col-span-2 lg:col-span-1 lg:mt-7">
        {t('prescriptions.filtersForm.applyFilters')}
      </Button>
    </form>
  );
}

/** /admin/prescriptions: every prescription on the platform, for audits and support, with who opened it. */
export function AdminPrescriptionsPage() {
  const { t } = useAdminPanelText();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readFilters(searchParams);
  const openId = searchParams.get('open');
  const list = useAdminPrescriptions(filters);
  const opened = list.data?.prescriptions.find((prescription) => prescription.id === openId);

  const paramsFor = (next: TAdminFilters, open?: string) => {
    const params = adminListParams(next);
    if (open) params.set('open', open);
    return params;
  };

  return (
    <div>
      <PageHeader
        title={t('prescriptions.prescriptionsPage.prescriptions')}
        description={t('prescriptions.prescriptionsPage.allPrescriptionsUploadedOn')}
      />
      {/* Keyed by the applied filters: the form starts from them again after back/forward. */}
      <FiltersForm
        key={adminListParams(filters).toString()}
        filters={filters}
        onApply={(next) => setSearchParams(paramsFor(next))}
      />

      <div
        className={cn('mt-4', openId && 'lg:grid lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start lg:gap-4')}
      >
        <div className={cn(openId && 'hidden lg:block')}>
          {list.isPending ? (
            <div
              role="status"
              aria-label={t('prescriptions.prescriptionsPage.loadingPrescriptions')}
              className="space-y-3"
            >
              <SkeletonList count={3} className="h-48 w-full rounded-xl" />
            </div>
          ) : list.isError ? (
            <ErrorState
              message={t('prescriptions.prescriptionsPage.weCouldNotLoad')}
              onRetry={() => void list.refetch()}
            />
          ) : list.data.prescriptions.length === 0 ? (
            <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
              <Inbox className="h-10 w-10 text-slate-400" aria-hidden="true" />
              <p className="text-sm text-slate-700">{t('prescriptions.prescriptionsPage.noPrescriptionsMatchThese')}</p>
            </div>
          ) : (
            <>
              <p className="mb-2 text-sm text-slate-700">
                {t('prescriptions.prescriptionsPage.count', { count: list.data.total })}
              </p>
              <ul
                aria-label={t('prescriptions.prescriptionsPage.prescriptions')}
                aria-busy={list.isPlaceholderData}
                className="space-y-3"
              >
                {list.data.prescriptions.map((prescription) => (
                  <PrescriptionCard
                    key={prescription.id}
                    prescription={prescription}
                    isSelected={prescription.id === openId}
                    action={
                      <Button
                        variant="outline"
                        className="w-full"
                        onClick={() => setSearchParams(paramsFor(filters, prescription.id))}
                      >
                        <Trans
                          t={t}
                          i18nKey="prescriptions.prescriptionsPage.openFor"
                          values={{ name: prescription.patientName }}
                          components={{ hidden: <span className="sr-only" /> }}
                        />
                        <ChevronRight className="h-4 w-4" aria-hidden="true" />
                      </Button>
                    }
                  />
                ))}
              </ul>
              <Pagination
                page={list.data.page}
                pageCount={Math.ceil(list.data.total / list.data.pageSize)}
                hrefFor={(page) => `?${paramsFor({ ...filters, page })}`}
              />
            </>
          )}
        </div>
        {openId &&
          (opened ? (
            <AuditPanel key={opened.id} prescription={opened} onClose={() => setSearchParams(paramsFor(filters))} />
          ) : (
            !list.isPending && (
              <div className="space-y-3">
                <Button variant="ghost" onClick={() => setSearchParams(paramsFor(filters))} className="-ml-2">
                  <ArrowLeft className="h-4 w-4" aria-hidden="true" />{' '}
                  {t('prescriptions.prescriptionsPage.backToTheList')}
                </Button>
                <ErrorState message={t('prescriptions.prescriptionsPage.thisPrescriptionIsNot')} />
              </div>
            )
          ))}
      </div>
    </div>
  );
}
