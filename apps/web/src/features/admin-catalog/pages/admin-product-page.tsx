/**
 * `/admin/inventory/add` and the edit screen (`/admin/inventory/edit/:productId`, `/admin/inventory/:productId`,
 * `/admin/product/edit/:productId`): one form. An edit names the version it loaded; when someone else saved in
 * between, the save is refused and the screen says so, keeping what was typed until the administrator reloads.
 */
import { ZAdminProductStatusReason } from '@dawanow/shared/admin-catalog';
import { formatIndianDateTime } from '@dawanow/shared/dates';
import { formatRupees } from '@dawanow/shared/money';
import { isListable } from '@dawanow/shared/products';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAdminPanelText } from '@/app/layouts/admin-panel/text';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { WrittenReasonDialog } from '@/components/ui/written-reason-dialog';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import english from '@/locales/en/admin-panel.json';
import { useAdminProduct, useCategoryChoices, useCreateProduct, useUpdateProduct } from '../api';
import { ProductForm } from '../components/product-form';
import { ProductPicture } from '../components/product-picture';
import { EMPTY_PRODUCT, productFormValues } from '../product-form-schema';

/** The conflict notice's English, as the tests find it */
export const RECORD_CHANGED_MESSAGE = english.catalog.recordChanged;
const isRecordChanged = (error: unknown) => error instanceof ApiError && error.code === 'RECORD_CHANGED';

function BackLink() {
  const { t } = useAdminPanelText();
  return (
    <Link to="/admin/inventory" className="text-sm font-medium text-brand-800 underline">
      {t('catalog.backLink.catalogue')}
    </Link>
  );
}

/** `/admin/inventory/add`: a new product; once saved, its edit screen (where the picture goes). */
export function AdminProductAddPage() {
  const { t } = useAdminPanelText();
  const categories = useCategoryChoices();
  const create = useCreateProduct();
  const navigate = useNavigate();
  return (
    <div className="space-y-4">
      <BackLink />
      <PageHeader
        title={t('catalog.productAddPage.addProduct')}
        description={t('catalog.productAddPage.aMedicineOrProduct')}
      />
      {categories.isError ? (
        <ErrorState message={t('catalog.productAddPage.theCategoriesCouldNot')} onRetry={() => categories.refetch()} />
      ) : categories.isPending ? (
        <Skeleton className="h-96" />
      ) : (
        <ProductForm
          defaultValues={EMPTY_PRODUCT}
          categories={categories.data.categories}
          submitLabel={t('catalog.productAddPage.addProduct')}
          pendingLabel={t('catalog.productAddPage.adding')}
          isPending={create.isPending}
          onSubmit={(values, fail) =>
            create.mutate(values, {
              onSuccess: (product) => {
                toast.success(t('catalog.productAddPage.productAdded'), {
                  description: t('catalog.productAddPage.addPicture', { name: product.name }),
                });
                void navigate(`/admin/inventory/edit/${product.id}`);
              },
              onError: (error) => fail(error.message),
            })
          }
        />
      )}
    </div>
  );
}

/** The edit screen; `history` is the record's change history, composed by the route. */
export function AdminProductPage({ productId, history }: { productId: string; history?: ReactNode }) {
  const { t } = useAdminPanelText();
  const product = useAdminProduct(productId);
  const categories = useCategoryChoices();
  const update = useUpdateProduct(productId);
  const [isConflict, setIsConflict] = useState(false);
  const [isStatusOpen, setIsStatusOpen] = useState(false);
  // Remounts the form on a reload, so it starts again from the newest version
  const [formKey, setFormKey] = useState(0);

  if (product.isError || categories.isError) {
    return (
      <div className="space-y-4">
        <BackLink />
        <ErrorState
          message={product.error?.message ?? t('catalog.productPage.loadError')}
          onRetry={() => Promise.all([product.refetch(), categories.refetch()])}
        />
      </div>
    );
  }
  if (product.isPending || categories.isPending) {
    return (
      <div className="space-y-4">
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-96" />
      </div>
    );
  }
  const current = product.data;
  const version = current.version;

  async function reload() {
    await product.refetch();
    setIsConflict(false);
    setFormKey((key) => key + 1);
  }

  return (
    <div className="space-y-6">
      <BackLink />
      <PageHeader
        title={current.name}
        description={t('catalog.productPage.description', {
          composition: current.compositionLabel || t('catalog.noIngredients'),
          pack: current.packLabel,
          amount: formatRupees(current.mrpPaise),
        })}
      >
        <p className="text-sm text-slate-600">
          {t('catalog.productPage.facts', {
            sku: current.sku,
            state: current.isActive ? t('catalog.productPage.sold') : t('catalog.productPage.hidden'),
            dateTime: formatIndianDateTime(current.updatedAt),
          })}
        </p>
        <div className="flex flex-wrap gap-2">
          {current.isActive && (
            <Link to={`/medicines/${current.slug}`} className="text-sm font-medium text-brand-800 underline">
              {t('catalog.productPage.seeItAsCustomers')}
            </Link>
          )}
          <Button
            variant={current.isActive ? 'outline' : 'primary'}
            size="sm"
            disabled={!current.isActive && !isListable(current.schedule)}
            onClick={() => setIsStatusOpen(true)}
          >
            {current.isActive ? t('catalog.status.deactivate') : t('catalog.status.reactivate')}
          </Button>
        </div>
        {!isListable(current.schedule) && (
          <p className="text-sm text-slate-700">
            {t('catalog.productPage.scheduleRecordedInThe', { schedule: current.schedule })}
          </p>
        )}
      </PageHeader>

      <ProductPicture productId={productId} imageUrl={current.imageUrl} />

      <ProductForm
        key={formKey}
        defaultValues={productFormValues(current)}
        categories={categories.data.categories}
        submitLabel={t('catalog.productPage.saveChanges')}
        pendingLabel={t('catalog.productPage.saving')}
        isPending={update.isPending}
        notice={
          isConflict && (
            <div
              role="alert"
              className="flex flex-wrap items-center gap-3 rounded-lg bg-amber-50 p-3 ring-1 ring-amber-200"
            >
              <p className="flex-1 text-sm font-medium text-amber-900">{t('catalog.recordChanged')}</p>
              <Button variant="outline" size="sm" onClick={reload}>
                {t('catalog.productPage.reload')}
              </Button>
            </div>
          )
        }
        onSubmit={(values, fail) =>
          update.mutate(
            { ...values, version },
            {
              onSuccess: () => toast.success(t('catalog.productPage.productSaved')),
              onError: (error) => (isRecordChanged(error) ? setIsConflict(true) : fail(error.message)),
            },
          )
        }
      />

      <WrittenReasonDialog
        open={isStatusOpen}
        onClose={() => setIsStatusOpen(false)}
        title={
          current.isActive
            ? t('catalog.status.deactivateTitle', { name: current.name })
            : t('catalog.status.reactivateTitle', { name: current.name })
        }
        description={current.isActive ? t('catalog.status.deactivateBody') : t('catalog.status.reactivateBody')}
        schema={ZAdminProductStatusReason}
        maxLength={500}
        placeholder={t('catalog.productPage.whyForTheAudit')}
        confirmLabel={current.isActive ? t('catalog.status.deactivate') : t('catalog.status.reactivate')}
        pendingLabel={t('catalog.productPage.saving')}
        isPending={update.isPending}
        isDestructive={current.isActive}
        onConfirm={(reason, fail) =>
          update.mutate(
            { version, isActive: !current.isActive, reason },
            {
              onSuccess: () => {
                setIsStatusOpen(false);
                setFormKey((key) => key + 1);
                toast.success(current.isActive ? t('catalog.status.deactivated') : t('catalog.status.reactivated'));
              },
              onError: (error) => {
                if (isRecordChanged(error)) {
                  setIsStatusOpen(false);
                  setIsConflict(true);
                } else fail(error.message);
              },
            },
          )
        }
      />

      {history}
    </div>
  );
}
