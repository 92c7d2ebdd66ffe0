/**
 * `/admin/categories`: the whole category tree as customers' screens order it — top-level categories with
 * their subcategories indented under them, hidden ones marked, product counts — with up/down buttons to
 * reorder siblings, the CSV, and the form to add a category. The tree is tens of rows, so it loads whole.
 */
import type { TAdminCategorySummary } from '@dawanow/shared/admin-categories';
import { adminCategoriesApi } from '@dawanow/shared/api/admin-categories';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowDown, ArrowUp, Download, EyeOff, Repeat } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { useAdminPanelText } from '@/app/layouts/admin-panel/text';
import { buttonClasses } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { SkeletonList } from '@/components/ui/skeleton';
import { apiUrl } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useAdminCategoryTree, useCreateCategory, useMoveCategory } from '../api';
import {
  CategoryFields,
  parentChoices,
  SubmitRow,
  showRefusal,
  type TCategoryFormValues,
  ZCategoryForm,
} from '../components/category-fields';

const EMPTY_FORM: TCategoryFormValues = {
  name: '',
  parentId: '',
  description: '',
  seoTitle: '',
  seoDescription: '',
  isChronicCare: false,
  reason: '',
};

function AddCategoryForm({ tree }: { tree: TAdminCategorySummary[] }) {
  const { t } = useAdminPanelText();
  const create = useCreateCategory();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<TCategoryFormValues, unknown, z.output<typeof ZCategoryForm>>({
    resolver: zodResolver(ZCategoryForm),
    defaultValues: EMPTY_FORM,
  });
  const onSubmit = handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: (created) => {
        toast.success(t('categories.addCategoryForm.categoryAdded'), {
          description: t('categories.addCategoryForm.onMedicines', { name: created.name }),
        });
        reset(EMPTY_FORM);
      },
      onError: (error) => showRefusal(error, setError),
    }),
  );
  return (
    <section aria-labelledby="add-category" className="space-y-3 rounded-xl border border-slate-200 p-4">
      <h2 id="add-category" className="text-lg font-semibold text-slate-900">
        {t('categories.addCategoryForm.addCategory')}
      </h2>
      <form onSubmit={onSubmit} noValidate className="space-y-3">
        <CategoryFields register={register} errors={errors} parents={parentChoices(tree)} />
        <SubmitRow
          error={errors.root?.message}
          isPending={create.isPending}
          label={t('categories.addCategoryForm.addCategory')}
          pendingLabel={t('categories.addCategoryForm.adding')}
        />
      </form>
    </section>
  );
}

/** Whether the category has a sibling before and after it (its level's order, as the tree lists it). */
function neighbours(tree: TAdminCategorySummary[], category: TAdminCategorySummary) {
  const level = tree.filter((other) => other.parentId === category.parentId);
  const index = level.findIndex((other) => other.id === category.id);
  return { isFirst: index === 0, isLast: index === level.length - 1 };
}

type TDirection = 'up' | 'down';

function CategoryTree({ tree }: { tree: TAdminCategorySummary[] }) {
  const { t } = useAdminPanelText();
  const move = useMoveCategory();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [moved, setMoved] = useState<{ id: string; direction: TDirection } | null>(null);
  // A keyboard user keeps their place: the row may be re-inserted (which drops focus), so focus goes back to its
  // button, or to the other one when it has reached the end of its level.
  useEffect(() => {
    if (!moved || !tree) return;
    const other = moved.direction === 'up' ? 'down' : 'up';
    const same = buttons.current.get(`${moved.id}:${moved.direction}`);
    (same && !same.disabled ? same : buttons.current.get(`${moved.id}:${other}`))?.focus();
  }, [tree, moved]);

  function onMove(category: TAdminCategorySummary, direction: TDirection) {
    // Not disabled while a move runs: a disabled button loses the keyboard's focus
    if (move.isPending) return;
    move.mutate(
      { categoryId: category.id, direction },
      {
        onSuccess: () => setMoved({ id: category.id, direction }),
        onError: (error) => toast.error(t('categories.categoryTree.notMoved'), { description: error.message }),
      },
    );
  }
  const keep = (id: string, direction: TDirection) => (button: HTMLButtonElement | null) => {
    if (button) buttons.current.set(`${id}:${direction}`, button);
    else buttons.current.delete(`${id}:${direction}`);
  };
  return (
    <ul
      aria-label={t('categories.categoryTree.categories')}
      className="divide-y divide-slate-100 rounded-xl border border-slate-200"
    >
      {tree.map((category) => {
        const { isFirst, isLast } = neighbours(tree, category);
        return (
          <li
            key={category.id}
            className={`flex flex-wrap items-center gap-3 py-2 pr-2 ${category.depth > 0 ? 'pl-10' : 'pl-3'}`}
          >
            <span className="min-w-0 flex-1">
              <Link
                to={`/admin/categories/${category.id}`}
                className={`font-medium underline ${category.isActive ? 'text-brand-800' : 'text-slate-600'}`}
              >
                {category.name}
              </Link>
              {!category.isActive && (
                <span className="ml-2 inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                  <EyeOff className="h-3 w-3" aria-hidden="true" /> {t('categories.categoryTree.hidden')}
                </span>
              )}
              {category.isChronicCare && (
                <span className="ml-2 inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
                  <Repeat className="h-3 w-3" aria-hidden="true" /> {t('categories.categoryTree.chronicCare')}
                </span>
              )}
              {/* Under the name rather than beside it: a long name and the counts would overlap on a phone */}
              <span className="block text-sm text-slate-700 tabular-nums">
                {t('categories.categoryTree.products', { count: category.productCount })}
                {category.childCount > 0 && t('categories.categoryTree.subcategories', { count: category.childCount })}
              </span>
            </span>
            <span className="flex gap-1">
              <button
                type="button"
                className={buttonClasses('outline', 'icon')}
                aria-label={t('categories.categoryTree.up', { name: category.name })}
                ref={keep(category.id, 'up')}
                disabled={isFirst}
                onClick={() => onMove(category, 'up')}
              >
                <ArrowUp className="h-4 w-4" aria-hidden="true" />
              </button>
              <button
                type="button"
                className={buttonClasses('outline', 'icon')}
                aria-label={t('categories.categoryTree.down', { name: category.name })}
                ref={keep(category.id, 'down')}
                disabled={isLast}
                onClick={() => onMove(category, 'down')}
              >
                <ArrowDown className="h-4 w-4" aria-hidden="true" />
              </button>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

export function AdminCategoriesPage() {
  const { t } = useAdminPanelText();
  const query = useAdminCategoryTree();
  const tree = query.data?.categories ?? [];
  return (
    <div className="space-y-4">
      <PageHeader
        title={t('categories.categoriesPage.categories')}
        description={t('categories.categoriesPage.theMedicineCategoriesCustomers')}
      >
        <a href={apiUrl(adminCategoriesApi.exportCsv)} download className={buttonClasses('outline')}>
          <Download className="h-4 w-4" aria-hidden="true" /> {t('categories.categoriesPage.downloadCsv')}
        </a>
      </PageHeader>
      {query.isPending ? (
        <div role="status" aria-label={t('categories.categoriesPage.loadingTheCategories')} className="space-y-2">
          <SkeletonList count={6} className="h-12 w-full" />
        </div>
      ) : query.isError ? (
        <ErrorState
          message={t('categories.categoriesPage.theCategoriesCouldNot')}
          onRetry={() => void query.refetch()}
        />
      ) : tree.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-700">
          {t('categories.categoriesPage.noCategoriesYetAdd')}
        </p>
      ) : (
        <CategoryTree tree={tree} />
      )}
      {!query.isError && <AddCategoryForm tree={tree} />}
    </div>
  );
}
