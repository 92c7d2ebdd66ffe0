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
import { toast } from 'sonner';
import type { z } from 'zod';
import { RecordChangedNotice } from '@/components/admin/record-changed-notice';
import { Button, buttonClasses } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { InputField } from '@/components/ui/form-field';
import { PageHeader } from '@/components/ui/page-header';
import { SkeletonList } from '@/components/ui/skeleton';
import { WrittenReasonDialog } from '@/components/ui/written-reason-dialog';
import { ApiError, isRefusal } from '@/lib/api-client';
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

export const RECORD_CHANGED_MESSAGE = 'Someone changed this category since you opened it — reload to see their change.';

const isRecordChanged = (error: unknown) => error instanceof ApiError && error.code === 'RECORD_CHANGED';

function valuesOf(category: TAdminCategoryDetail): TCategoryFormValues {
  return {
    name: category.name,
    parentId: category.parentId ?? '',
    description: category.description,
    seoTitle: category.seoTitle,
    seoDescription: category.seoDescription,
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
        onSuccess: () => toast.success('Category saved'),
        onError: (error) => (isRecordChanged(error) ? onConflict() : showRefusal(error, setError)),
      },
    ),
  );
  const hasChildren = category.childCount > 0;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Edit category" className="space-y-3">
      <CategoryFields
        register={register}
        errors={errors}
        parents={parentChoices(tree, category.id)}
        isParentLocked={hasChildren}
        parentHint={hasChildren ? 'It has subcategories, so it stays at the top level.' : undefined}
      />
      <InputField
        label="Reason (optional)"
        hint="Kept in the change history, e.g. why it was renamed or moved"
        maxLength={500}
        error={errors.reason?.message}
        {...register('reason')}
      />
      <SubmitRow
        error={errors.root?.message}
        isPending={update.isPending}
        label="Save changes"
        pendingLabel="Saving…"
      />
    </form>
  );
}

function ImageCard({ category }: { category: TAdminCategoryDetail }) {
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
      toast.error('Picture too large', { description: 'Choose a picture of at most 5 MB.' });
      return;
    }
    setPreview(URL.createObjectURL(file));
    upload.mutate(file, {
      onSuccess: () => {
        setPreview(null);
        toast.success('Picture saved');
      },
      onError: (error) => {
        setPreview(null);
        toast.error('Picture not saved', { description: error.message });
      },
    });
  }

  const shown = preview ?? category.imageUrl;
  return (
    <section aria-labelledby={`${inputId}-title`} className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <h2 id={`${inputId}-title`} className="sr-only">
        Picture
      </h2>
      {shown ? (
        <img
          src={shown}
          alt={preview ? 'The chosen picture, uploading' : `${category.name} picture`}
          className="aspect-square w-32 rounded-lg bg-slate-100 object-cover"
        />
      ) : (
        <div className="flex aspect-square w-32 items-center justify-center rounded-lg bg-slate-100 text-xs text-slate-600">
          No picture yet
        </div>
      )}
      <div className="space-y-1">
        <label
          htmlFor={inputId}
          className={buttonClasses('outline', 'md', upload.isPending ? 'opacity-60' : 'cursor-pointer')}
        >
          <ImageUp className="h-4 w-4" aria-hidden="true" />
          {upload.isPending ? 'Uploading…' : category.imageUrl ? 'Replace picture' : 'Add a picture'}
        </label>
        <input
          id={inputId}
          type="file"
          accept={CATEGORY_IMAGE_TYPES}
          className="sr-only"
          disabled={upload.isPending}
          onChange={onChoose}
        />
        <p className="text-xs text-slate-600">JPEG, PNG or WebP, at most 5 MB; saved as WebP without its metadata.</p>
      </div>
    </section>
  );
}

function Visibility({ category, onConflict }: { category: TAdminCategoryDetail; onConflict: () => void }) {
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
            onSuccess: () => toast.success(next ? 'Category shown to customers' : 'Category hidden from customers'),
            onError: (error) =>
              isRecordChanged(error) ? onConflict() : toast.error('Not saved', { description: error.message }),
          },
        )
      }
    >
      {next ? <Eye className="h-4 w-4" aria-hidden="true" /> : <EyeOff className="h-4 w-4" aria-hidden="true" />}
      {next ? 'Show to customers' : 'Hide from customers'}
    </Button>
  );
}

function Deletion({ category }: { category: TAdminCategoryDetail }) {
  const [isOpen, setOpen] = useState(false);
  const remove = useDeleteCategory(category.id);
  const navigate = useNavigate();
  const blocker = categoryDeletionBlocker(category);
  return (
    <div className="space-y-1">
      <Button variant="ghost" className="text-red-700" disabled={Boolean(blocker)} onClick={() => setOpen(true)}>
        <Trash2 className="h-4 w-4" aria-hidden="true" /> Delete category
      </Button>
      {blocker && <p className="text-xs text-slate-600">Cannot be deleted. {blocker}</p>}
      {isOpen && (
        <WrittenReasonDialog
          open
          onClose={() => setOpen(false)}
          title={`Delete ${category.name}?`}
          description="It disappears from the admin tree and from customers' screens. Your reason is kept in the audit log."
          schema={ZAdminCategoryDelete}
          maxLength={500}
          placeholder="e.g. Added by mistake"
          confirmLabel="Delete category"
          pendingLabel="Deleting…"
          isPending={remove.isPending}
          isDestructive
          onConfirm={(reason, fail) =>
            remove.mutate(reason, {
              onSuccess: () => {
                toast.success('Category deleted', { description: category.name });
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
  const [hasConflict, setConflict] = useState(false);
  const onConflict = () => setConflict(true);
  // The parents to choose from; the form waits for them so the select opens on the current parent
  const tree = useAdminCategoryTree();
  return (
    <div className="space-y-5">
      <PageHeader
        title={category.name}
        description={
          <>
            {category.parentName ? `Under ${category.parentName}` : 'Top-level category'} ·{' '}
            {category.productCount.toLocaleString('en-IN')} product{category.productCount === 1 ? '' : 's'} · last
            changed {formatIndianDateTime(category.updatedAt)}
          </>
        }
      >
        {!category.isActive && (
          <p className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-sm font-medium text-slate-700">
            <EyeOff className="h-4 w-4" aria-hidden="true" /> Hidden from customers
          </p>
        )}
      </PageHeader>
      {hasConflict && (
        <RecordChangedNotice
          message={RECORD_CHANGED_MESSAGE}
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
  const query = useAdminCategory(categoryId);
  return (
    <div className="space-y-4">
      <Link
        to="/admin/categories"
        className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-800"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> All categories
      </Link>
      {query.isPending ? (
        <div role="status" aria-label="Loading the category" className="space-y-2">
          <SkeletonList count={4} className="h-16 w-full" />
        </div>
      ) : query.isError ? (
        <ErrorState
          message={isRefusal(query.error) ? query.error.message : 'The category could not be loaded.'}
          onRetry={isRefusal(query.error) ? undefined : () => void query.refetch()}
        />
      ) : (
        <CategoryDetail category={query.data} history={history} onReload={() => query.refetch()} />
      )}
    </div>
  );
}
