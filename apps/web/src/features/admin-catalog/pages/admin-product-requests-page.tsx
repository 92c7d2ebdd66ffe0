/**
 * `/admin/inventory/requests`: products stores asked for because the catalogue lacks them. Each is approved
 * into the catalogue (the form starts from what the label says, for the administrator to correct), sent back
 * with a note asking for changes, or declined with a note — the store reads the note beside its request.
 */
import { type TAdminProductRequest, ZProductRequestDecisionNote } from '@dawanow/shared/admin-catalog';
import type { TAdminCategorySummary } from '@dawanow/shared/admin-categories';
import { formatIndianDateTime } from '@dawanow/shared/dates';
import { PRODUCT_REQUEST_STATUSES, type TProductRequestStatus } from '@dawanow/shared/inventory';
import { formatRupees } from '@dawanow/shared/money';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { useAdminPanelText } from '@/app/layouts/admin-panel/text';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { SkeletonList } from '@/components/ui/skeleton';
import { WrittenReasonDialog } from '@/components/ui/written-reason-dialog';
import { toast } from '@/lib/toast';
import { type TRequestDecision, useCategoryChoices, useDecideRequest, useProductRequests } from '../api';
import { ProductForm } from '../components/product-form';
import { EMPTY_PRODUCT, type TProductFormInput } from '../product-form-schema';

const ZNote = z.object({ reason: ZProductRequestDecisionNote.shape.note });

/** "Paracetamol 650 mg + Caffeine 50 mg" as the form's salts; a part it cannot read stays a name to correct. */
export function saltsFromLabel(composition: string): TProductFormInput['composition'] {
  return composition
    .split('+')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const match = /^(.*?)\s+(\d+(?:\.\d+)?)\s*([A-Za-z%µ][A-Za-z0-9%µ/. ]*)?$/.exec(part);
      return match
        ? { name: match[1] ?? part, strength: match[2] ?? '', unit: match[3]?.trim() ?? '' }
        : { name: part, strength: '', unit: '' };
    });
}

function approvalValues(request: TAdminProductRequest): TProductFormInput {
  return {
    ...EMPTY_PRODUCT,
    name: request.name,
    manufacturer: request.manufacturer,
    composition: saltsFromLabel(request.composition),
    packLabel: request.packLabel,
    mrp: (request.mrpPaise / 100).toFixed(2),
    schedule: request.schedule,
    isActive: request.schedule !== 'X' && request.schedule !== 'NDPS',
  };
}

function RequestCard({
  request,
  categories,
  onDecide,
  isPending,
}: {
  request: TAdminProductRequest;
  categories: TAdminCategorySummary[];
  onDecide: (decision: TRequestDecision, done: () => void, fail: (message: string) => void) => void;
  isPending: boolean;
}) {
  const { t } = useAdminPanelText();
  const [isApproving, setIsApproving] = useState(false);
  const [noteFor, setNoteFor] = useState<'requestChanges' | 'reject' | null>(null);
  return (
    <li className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="font-semibold text-slate-900">{request.name}</h2>
          <p className="text-sm text-slate-700">
            {t('catalog.requestCard.facts', {
              composition: request.composition,
              pack: request.packLabel,
              amount: formatRupees(request.mrpPaise),
              schedule: request.schedule,
            })}
          </p>
          <p className="text-sm text-slate-600">
            {t('catalog.requestCard.askedBy', {
              manufacturer: request.manufacturer,
              store: request.storeName,
              dateTime: formatIndianDateTime(request.createdAt),
            })}
          </p>
          {request.reviewNote && (
            <p className="mt-1 text-sm text-slate-800">
              {t('catalog.requestCard.noteToTheStore', { reviewNote: request.reviewNote })}
            </p>
          )}
          {request.productId && (
            <Link
              to={`/admin/inventory/edit/${request.productId}`}
              className="text-sm font-medium text-brand-800 underline"
            >
              {t('catalog.requestCard.theProductAdded')}
            </Link>
          )}
        </div>
        {request.photoUrl && (
          <a
            href={request.photoUrl}
            target="_blank"
            rel="noreferrer"
            className="text-sm font-medium text-brand-800 underline"
          >
            {t('catalog.requestCard.labelPhoto')}
          </a>
        )}
      </div>
      {request.status === 'pending' && !isApproving && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => setIsApproving(true)}>
            {t('catalog.requestCard.approve')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setNoteFor('requestChanges')}>
            {t('catalog.requestCard.askForChanges')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setNoteFor('reject')}>
            {t('catalog.requestCard.decline')}
          </Button>
        </div>
      )}
      {isApproving && (
        <div className="space-y-3 border-t border-slate-200 pt-3">
          <p className="text-sm text-slate-700">{t('catalog.requestCard.checkAndCorrectThe')}</p>
          <ProductForm
            defaultValues={approvalValues(request)}
            categories={categories}
            submitLabel={t('catalog.requestCard.approveAndAddTo')}
            pendingLabel={t('catalog.requestCard.adding')}
            isPending={isPending}
            onSubmit={(product, fail) =>
              onDecide({ kind: 'approve', body: { product, note: null } }, () => setIsApproving(false), fail)
            }
          />
          <Button size="sm" variant="outline" onClick={() => setIsApproving(false)}>
            {t('catalog.requestCard.cancel')}
          </Button>
        </div>
      )}
      <WrittenReasonDialog
        open={noteFor !== null}
        onClose={() => setNoteFor(null)}
        title={
          noteFor === 'reject'
            ? t('catalog.requestCard.declineTitle', { name: request.name })
            : t('catalog.requestCard.changesTitle', { store: request.storeName })
        }
        description={t('catalog.requestCard.theStoreReadsThis')}
        schema={ZNote}
        maxLength={500}
        placeholder={noteFor === 'reject' ? t('catalog.requestCard.declineWhy') : t('catalog.requestCard.changesWhat')}
        confirmLabel={noteFor === 'reject' ? t('catalog.requestCard.decline') : t('catalog.requestCard.sendBack')}
        pendingLabel={t('catalog.requestCard.sending')}
        isPending={isPending}
        isDestructive={noteFor === 'reject'}
        onConfirm={(note, fail) => noteFor && onDecide({ kind: noteFor, note }, () => setNoteFor(null), fail)}
      />
    </li>
  );
}

export function AdminProductRequestsPage() {
  const { t } = useAdminPanelText();
  const [params, setParams] = useSearchParams();
  const asked = params.get('status') as TProductRequestStatus | null;
  const status = asked && PRODUCT_REQUEST_STATUSES.includes(asked) ? asked : 'pending';
  const requests = useProductRequests(status);
  const categories = useCategoryChoices();
  const decide = useDecideRequest();

  function onDecide(request: TAdminProductRequest) {
    return (decision: TRequestDecision, done: () => void, fail: (message: string) => void) =>
      decide.mutate(
        { requestId: request.id, decision },
        {
          onSuccess: (answered) => {
            done();
            toast.success(
              t('catalog.productRequestsPage.answered', {
                status: t(`catalog.requestStatuses.${answered.status}`),
                name: answered.name,
              }),
              {
                description: t('catalog.productRequestsPage.theStoreSeesIt'),
              },
            );
          },
          onError: (error) => fail(error.message),
        },
      );
  }

  return (
    <div className="space-y-4">
      <Link to="/admin/inventory" className="text-sm font-medium text-brand-800 underline">
        {t('catalog.productRequestsPage.catalogue')}
      </Link>
      <PageHeader
        title={t('catalog.productRequestsPage.storeRequests')}
        description={t('catalog.productRequestsPage.productsPharmaciesAskedTo')}
      />
      <nav aria-label={t('catalog.productRequestsPage.requestStates')} className="flex flex-wrap gap-2">
        {PRODUCT_REQUEST_STATUSES.map((value) => (
          <Button
            key={value}
            size="sm"
            variant={value === status ? 'primary' : 'outline'}
            aria-pressed={value === status}
            onClick={() => setParams(value === 'pending' ? {} : { status: value })}
          >
            {t(`catalog.requestStatuses.${value}`)}
          </Button>
        ))}
      </nav>
      {requests.isError || categories.isError ? (
        <ErrorState message={t('catalog.productRequestsPage.theRequestsCouldNot')} onRetry={() => requests.refetch()} />
      ) : requests.isPending || categories.isPending ? (
        <SkeletonList count={3} className="h-28" />
      ) : requests.data.requests.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-center text-slate-700 ring-1 ring-slate-200">
          {t('catalog.productRequestsPage.noRequests', {
            status: t(`catalog.requestStatuses.${status}`).toLocaleLowerCase(),
          })}
        </p>
      ) : (
        <ul className="space-y-3">
          {requests.data.requests.map((request) => (
            <RequestCard
              key={request.id}
              request={request}
              categories={categories.data.categories}
              isPending={decide.isPending}
              onDecide={onDecide(request)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
