import { ChevronRight, Inbox } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { useStorePanelText } from '@/app/layouts/store-panel/text';
import { PrescriptionCard } from '@/components/prescriptions/prescription-card';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonList } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useCurrentStore } from '@/lib/current-store';
import { type TQueueStatus, useStorePrescription, useStorePrescriptions } from '../api';
import { H1Register } from '../components/h1-register';
import { ReviewPanel } from '../components/review-panel';

const TABS = ['waiting', 'reviewed', 'h1'] as const;
type TTab = (typeof TABS)[number];

function readTab(value: string | null): TTab {
  return TABS.find((tab) => tab === value) ?? 'waiting';
}

function Queue({
  storeId,
  status,
  openId,
  onOpen,
}: {
  storeId: string;
  status: TQueueStatus;
  openId: string | null;
  onOpen: (id: string) => void;
}) {
  const { t } = useStorePanelText();
  const queue = useStorePrescriptions(storeId, status);
  if (queue.isPending) {
    return (
      <div role="status" aria-label={t('prescriptions.page.loading')} className="space-y-3">
        <SkeletonList count={3} className="h-48 w-full rounded-xl" />
      </div>
    );
  }
  if (queue.isError) {
    return <ErrorState message={t('prescriptions.page.loadError')} onRetry={() => void queue.refetch()} />;
  }
  if (queue.data.prescriptions.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
        <Inbox className="h-10 w-10 text-slate-400" aria-hidden="true" />
        <p className="text-sm text-slate-700">{t(`prescriptions.page.empty.${status}`)}</p>
      </div>
    );
  }
  return (
    <ul
      aria-label={status === 'waiting' ? t('prescriptions.page.waitingLabel') : t('prescriptions.page.reviewedLabel')}
      className="space-y-3"
    >
      {queue.data.prescriptions.map((prescription) => (
        <PrescriptionCard
          key={prescription.id}
          prescription={prescription}
          isSelected={prescription.id === openId}
          action={
            <Button
              variant={status === 'waiting' ? 'primary' : 'outline'}
              className="w-full"
              onClick={() => onOpen(prescription.id)}
            >
              {status === 'waiting' ? t('prescriptions.page.review') : t('prescriptions.page.open')}
              <span className="sr-only">{t('prescriptions.page.forPatient', { name: prescription.patientName })}</span>
              <ChevronRight className="h-4 w-4" aria-hidden="true" />
            </Button>
          }
        />
      ))}
    </ul>
  );
}

function PrescriptionsForStore({ storeId }: { storeId: string }) {
  const { t } = useStorePanelText();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = readTab(searchParams.get('tab'));
  const openId = tab === 'h1' ? null : searchParams.get('open');
  // Always read: the tab shows how many wait, wherever the pharmacist is.
  const waiting = useStorePrescriptions(storeId, 'waiting');
  const waitingCount = waiting.data?.prescriptions.length ?? 0;
  // Building an order needs the image and the builder side by side: the queue steps aside for it.
  const buildsQuote = Boolean(useStorePrescription(storeId, openId).data?.quoteRequestId);

  return (
    <>
      <div
        role="tablist"
        aria-label={t('prescriptions.page.tabsLabel')}
        className="flex w-fit max-w-full gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1"
      >
        {TABS.map((option) => (
          <button
            key={option}
            type="button"
            role="tab"
            aria-selected={tab === option}
            aria-controls="store-prescriptions-panel"
            onClick={() => setSearchParams({ tab: option })}
            className={cn(
              'h-11 rounded-lg px-4 text-sm font-medium whitespace-nowrap',
              tab === option ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-700 hover:text-slate-900',
            )}
          >
            {t(`prescriptions.page.tabs.${option}`)}{' '}
            {option === 'waiting' && waitingCount > 0 && (
              <span className="ml-1 rounded-full bg-amber-500 px-1.5 py-0.5 text-xs font-semibold text-slate-950">
                {waitingCount}
              </span>
            )}
          </button>
        ))}
      </div>

      <div
        id="store-prescriptions-panel"
        role="tabpanel"
        aria-label={t(`prescriptions.page.tabs.${tab}`)}
        className="mt-4"
      >
        {tab === 'h1' ? (
          <H1Register storeId={storeId} />
        ) : (
          <div
            className={cn(
              openId && !buildsQuote && 'lg:grid lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start lg:gap-4',
            )}
          >
            {/* With one open, a phone shows only it; a counter screen keeps the queue beside it. */}
            <div className={cn(openId && 'hidden', openId && !buildsQuote && 'lg:block')}>
              <Queue
                storeId={storeId}
                status={tab}
                openId={openId}
                onOpen={(id) => setSearchParams({ tab, open: id })}
              />
            </div>
            {openId && (
              <div>
                <ReviewPanel
                  key={openId}
                  storeId={storeId}
                  prescriptionId={openId}
                  onClose={() => setSearchParams({ tab })}
                />
              </div>
            )}
          </div>
        )}
      </div>
    </>
  );
}

/** /store/prescriptions: the pharmacist's verification desk — queue, review, and the H1 register. */
export function StorePrescriptionsPage() {
  const { t } = useStorePanelText();
  const { store } = useCurrentStore();
  // StorePanelLayout renders pages only when a store is chosen.
  if (!store) return null;
  return (
    <div>
      <h1 className="mb-4 text-2xl font-bold tracking-tight text-slate-900">{t('prescriptions.page.title')}</h1>
      <PrescriptionsForStore storeId={store.storeId} />
    </div>
  );
}
