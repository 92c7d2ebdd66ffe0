/**
 * `/admin/categories/:categoryId`: one category's name, parent, description and SEO text, its picture, hide or
 * show, and delete while it is empty. A save names the version it loaded; when someone saved in between, the
 * screen says so and offers to reload instead of overwriting their change.
 */
import {
  CATEGORY_IMAGE_MAX_BYTES,
  CATEGORY_IMAGE_TYPES,
  categoryDeletionBlocker,
  type TAdminCategoryDetail,
  type TAdminCategorySummary,
  ZAdminCategoryDelete,
} from '@dawanow/shared/admin-categories';
import { formatIndianDateTime } from '@dawanow/shared/dates';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, Eye, EyeOff, ImageUp, Trash2 } from 'lucide-react';
import { type ChangeEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { useAdminPanelText } from '@/app/layouts/admin-panel/text';
import { RecordChangedNotice } from '@/components/admin/record-changed-notice';
import { Button, buttonClasses } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { InputField } from '@/components/ui/form-field';
import { PageHeader } from '@/components/ui/page-header';
import { SkeletonList } from '@/components/ui/skeleton';
import { WrittenReasonDialog } from '@/components/ui/written-reason-dialog';
import { ApiError, isRefusal } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import english from '@/locales/en/admin-panel.json';
import {
  useAdminCategory,
  useAdminCategoryTree,
  useDeleteCategory,
  useUpdateCategory,
  useUploadCategoryImage,
} from '../api';
import {
  CategoryFields,
  parentChoices,
  SubmitRow,
  showRefusal,
  type TCategoryFormValues,
  ZCategoryForm,
} from '../components/category-fields';

/** The conflict notice's English, as the tests find it */
export const RECORD_CHANGED_MESSAGE = english.categories.recordChanged;

const isRecordChanged = (error: unknown) => error instanceof ApiError && error.code === 'RECORD_CHANGED';

function valuesOf(category: TAdminCategoryDetail): TCategoryFormValues {
  return {
    name: category.name,
    parentId: category.parentId ?? '',
    description: category.description,
    seoTitle: category.seoTitle,
    seoDescription: category.seoDescription,
    isChronicCare: category.isChronicCare,
    reason: '',
  };
}

function EditForm({
  category,
  tree,
  onConflict,
}: {
  category: TAdminCategoryDetail;
  tree: TAdminCategorySummary[];
  onConflict: () => void;
}) {
  const { t } = useAdminPanelText();
  const update = useUpdateCategory(category.id);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TCategoryFormValues, unknown, z.output<typeof ZCategoryForm>>({
    resolver: zodResolver(ZCategoryForm),
    defaultValues: valuesOf(category),
  });
  const onSubmit = handleSubmit((values) =>
    update.mutate(
      { ...values, version: category.version },
      {
        onSuccess: () => toast.success(t('categories.editForm.categorySaved')),
        onError: (error) => (isRecordChanged(error) ? onConflict() : showRefusal(error, setError)),
      },
    ),
  );
  const hasChildren = category.childCount > 0;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('categories.editForm.editCategory')} className="space-y-3">
      <CategoryFields
        register={register}
        errors={errors}
        parents={parentChoices(tree, category.id)}
        isParentLocked={hasChildren}
        parentHint={hasChildren ? t('categories.categoryForm.staysTopLevel') : undefined}
      />
      <InputField
        label={t('categories.editForm.reasonOptional')}
        hint={t('categories.editForm.keptInTheChange')}
        maxLength={500}
        error={errors.reason?.message}
        {...register('reason')}
      />
      <SubmitRow
        error={errors.root?.message}
        isPending={update.isPending}
        label={t('categories.editForm.saveChanges')}
        pendingLabel={t('categories.editForm.saving')}
      />
    </form>
  );
}

function ImageCard({ category }: { category: TAdminCategoryDetail }) {
  const { t } = useAdminPanelText();
  const inputId = useId();
  const upload = useUploadCategoryImage(category.id);
  const [preview, setPreview] = useState<string | null>(null);
  // The chosen file's preview lives until the next one or the screen closes
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  function onChoose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > CATEGORY_IMAGE_MAX_BYTES) {
      toast.error(t('categories.imageCard.pictureTooLarge'), {
        description: t('categories.imageCard.chooseAPictureOf'),
      });
      return;
    }
    setPreview(URL.createObjectURL(file));
    upload.mutate(file, {
      onSuccess: () => {
        setPreview(null);
        toast.success(t('categories.imageCard.pictureSaved'));
      },
      onError: (error) => {
        setPreview(null);
        toast.error(t('categories.imageCard.pictureNotSaved'), { description: error.message });
      },
    });
  }

  const shown = preview ?? category.imageUrl;
  return (
    <section aria-labelledby={`${inputId}-title`} className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <h2 id={`${inputId}-title`} className="sr-only">
        {t('categories.imageCard.picture')}
      </h2>
      {shown ? (
        <img
          src={shown}
          alt={preview ? t('categories.picture.uploadingAlt') : t('categories.picture.alt', { name: category.name })}
          className="aspect-square w-32 rounded-lg bg-slate-100 object-cover"
        />
      ) : (
        <div className="flex aspect-square w-32 items-center justify-center rounded-lg bg-slate-100 text-xs text-slate-600">
          {t('categories.imageCard.noPictureYet')}
        </div>
      )}
      <div className="space-y-1">
        <label
          htmlFor={inputId}
          className={buttonClasses('outline', 'md', upload.isPending ? 'opacity-60' : 'cursor-pointer')}
        >
          <ImageUp className="h-4 w-4" aria-hidden="true" />
          {upload.isPending
            ? t('categories.picture.uploading')
            : category.imageUrl
              ? t('categories.picture.replace')
              : t('categories.picture.add')}
        </label>
        <input
          id={inputId}
          type="file"
          accept={CATEGORY_IMAGE_TYPES}
          className="sr-only"
          disabled={upload.isPending}
          onChange={onChoose}
        />
        <p className="text-xs text-slate-600">{t('categories.imageCard.jpegPngOrWebp')}</p>
      </div>
    </section>
  );
}

function Visibility({ category, onConflict }: { category: TAdminCategoryDetail; onConflict: () => void }) {
  const { t } = useAdminPanelText();
  const update = useUpdateCategory(category.id);
  const next = !category.isActive;
  return (
    <Button
      variant="outline"
      disabled={update.isPending}
      onClick={() =>
        update.mutate(
          { version: category.version, isActive: next },
          {
            onSuccess: () => toast.success(next ? t('categories.visibility.shown') : t('categories.visibility.hidden')),
            onError: (error) =>
              isRecordChanged(error)
                ? onConflict()
                : toast.error(t('categories.visibility.notSaved'), { description: error.message }),
          },
        )
      }
    >
      {next ? <Eye className="h-4 w-4" aria-hidden="true" /> : <EyeOff className="h-4 w-4" aria-hidden="true" />}
      {next ? t('categories.visibility.show') : t('categories.visibility.hide')}
    </Button>
  );
}

function Deletion({ category }: { category: TAdminCategoryDetail }) {
  const { t } = useAdminPanelText();
  const [isOpen, setOpen] = useState(false);
  const remove = useDeleteCategory(category.id);
  const navigate = useNavigate();
  const blocker = categoryDeletionBlocker(category);
  return (
    <div className="space-y-1">
      <Button variant="ghost" className="text-red-700" disabled={Boolean(blocker)} onClick={() => setOpen(true)}>
        <Trash2 className="h-4 w-4" aria-hidden="true" /> {t('categories.deletion.deleteCategory')}
      </Button>
      {blocker && <p className="text-xs text-slate-600">{t('categories.deletion.cannotBeDeleted', { blocker })}</p>}
      {isOpen && (
        <WrittenReasonDialog
          open
          onClose={() => setOpen(false)}
          title={t('categories.delete.title', { name: category.name })}
          description={t('categories.deletion.itDisappearsFromThe')}
          schema={ZAdminCategoryDelete}
          maxLength={500}
          placeholder={t('categories.deletion.eGAddedBy')}
          confirmLabel={t('categories.deletion.deleteCategory2')}
          pendingLabel={t('categories.deletion.deleting')}
          isPending={remove.isPending}
          isDestructive
          onConfirm={(reason, fail) =>
            remove.mutate(reason, {
              onSuccess: () => {
                toast.success(t('categories.deletion.categoryDeleted'), { description: category.name });
                void navigate('/admin/categories');
              },
              onError: (failure) => fail(failure.message),
            })
          }
        />
      )}
    </div>
  );
}

function CategoryDetail({
  category,
  history,
  onReload,
}: {
  category: TAdminCategoryDetail;
  history: ReactNode;
  onReload: () => Promise<unknown>;
}) {
  const { t } = useAdminPanelText();
  const [hasConflict, setConflict] = useState(false);
  const onConflict = () => setConflict(true);
  // The parents to choose from; the form waits for them so the select opens on the current parent
  const tree = useAdminCategoryTree();
  return (
    <div className="space-y-5">
      <PageHeader
        title={category.name}
        description={t('categories.categoryDetail.facts', {
          place: category.parentName
            ? t('categories.categoryDetail.under', { parent: category.parentName })
            : t('categories.categoryDetail.topLevel'),
          count: category.productCount,
          dateTime: formatIndianDateTime(category.updatedAt),
        })}
      >
        {!category.isActive && (
          <p className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-sm font-medium text-slate-700">
            <EyeOff className="h-4 w-4" aria-hidden="true" /> {t('categories.categoryDetail.hiddenFromCustomers')}
          </p>
        )}
      </PageHeader>
      {hasConflict && (
        <RecordChangedNotice
          message={t('categories.recordChanged')}
          onReload={() => void onReload().then(() => setConflict(false))}
        />
      )}
      <ImageCard category={category} />
      {/* A new version (saved here or after a reload) starts the form again from what is stored */}
      {tree.isPending ? (
        <SkeletonList count={3} className="h-11 w-full" />
      ) : (
        <EditForm
          key={category.version}
          category={category}
          tree={tree.data?.categories ?? [category]}
          onConflict={onConflict}
        />
      )}
      <div className="flex flex-wrap items-start gap-3 border-t border-slate-100 pt-4">
        <Visibility category={category} onConflict={onConflict} />
        <Deletion category={category} />
      </div>
      {history}
    </div>
  );
}

/** `history` is the category's change history (the audit feature's, composed by the route). */
export function AdminCategoryPage({ categoryId, history }: { categoryId: string; history: ReactNode }) {
  const { t } = useAdminPanelText();
  const query = useAdminCategory(categoryId);
  return (
    <div className="space-y-4">
      <Link
        to="/admin/categories"
        className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-800"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {t('categories.categoryPage.allCategories')}
      </Link>
      {query.isPending ? (
        <div role="status" aria-label={t('categories.categoryPage.loadingTheCategory')} className="space-y-2">
          <SkeletonList count={4} className="h-16 w-full" />
        </div>
      ) : query.isError ? (
        <ErrorState
          message={isRefusal(query.error) ? query.error.message : t('categories.loadError')}
          onRetry={isRefusal(query.error) ? undefined : () => void query.refetch()}
        />
      ) : (
        <CategoryDetail category={query.data} history={history} onReload={() => query.refetch()} />
      )}
    </div>
  );
}
