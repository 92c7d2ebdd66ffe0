import type {
  TAdminCategoryCreate,
  TAdminCategoryDetail,
  TAdminCategoryUpdate,
} from '@dawanow/shared/admin-categories';
import { adminAuditApi } from '@dawanow/shared/api/admin-audit';
import { adminCategoriesApi } from '@dawanow/shared/api/admin-categories';
import { catalogApi } from '@dawanow/shared/api/catalog';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, uploadApi } from '@/lib/api-client';
import { apiQueryOptions, queryKeyOf } from '@/lib/api-query';

/** Every category, hidden ones too, in tree order. */
export function useAdminCategoryTree() {
  return useQuery({ ...apiQueryOptions(adminCategoriesApi.tree), staleTime: 0 });
}

export function useAdminCategory(categoryId: string) {
  return useQuery({ ...apiQueryOptions(adminCategoriesApi.detail, { params: { categoryId } }), staleTime: 0 });
}

/**
 * After any change: the admin tree and records (`['admin', 'categories']`), what customers' screens read in
 * this browser (`['categories']`: /medicines, the home page, category pages) and the change history.
 */
function useAfterCategoryChange() {
  const queryClient = useQueryClient();
  const keys = [
    queryKeyOf(adminCategoriesApi.tree),
    queryKeyOf(catalogApi.categories),
    queryKeyOf(adminAuditApi.list, { query: {} }),
  ];
  return () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** Saves the record a write answered with, so the screen shows it (and its new version) at once. */
function useKeepRecord() {
  const queryClient = useQueryClient();
  return (category: TAdminCategoryDetail) =>
    queryClient.setQueryData(queryKeyOf(adminCategoriesApi.detail, { params: { categoryId: category.id } }), category);
}

export function useCreateCategory() {
  const refresh = useAfterCategoryChange();
  return useMutation({
    mutationFn: (body: TAdminCategoryCreate) => callApi(adminCategoriesApi.create, { body }),
    onSettled: refresh,
  });
}

export function useUpdateCategory(categoryId: string) {
  const refresh = useAfterCategoryChange();
  const keep = useKeepRecord();
  return useMutation({
    mutationFn: (body: TAdminCategoryUpdate) => callApi(adminCategoriesApi.update, { params: { categoryId }, body }),
    // Not after a refusal: reading the newer version would reset the form over the edits the conflict
    // notice keeps until the administrator reloads
    onSuccess: (category) => {
      keep(category);
      return refresh();
    },
  });
}

/** One place up or down among its siblings; answers with the whole tree in its new order. */
export function useMoveCategory() {
  const queryClient = useQueryClient();
  const refresh = useAfterCategoryChange();
  return useMutation({
    mutationFn: ({ categoryId, direction }: { categoryId: string; direction: 'up' | 'down' }) =>
      callApi(adminCategoriesApi.move, { params: { categoryId }, body: { direction } }),
    onSuccess: (tree) => queryClient.setQueryData(queryKeyOf(adminCategoriesApi.tree), tree),
    onSettled: refresh,
  });
}

export function useUploadCategoryImage(categoryId: string) {
  const refresh = useAfterCategoryChange();
  const keep = useKeepRecord();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('image', file);
      return uploadApi(adminCategoriesApi.uploadImage, { params: { categoryId } }, form);
    },
    onSuccess: keep,
    onSettled: refresh,
  });
}

export function useDeleteCategory(categoryId: string) {
  const queryClient = useQueryClient();
  const refresh = useAfterCategoryChange();
  return useMutation({
    mutationFn: (reason: string) => callApi(adminCategoriesApi.remove, { params: { categoryId }, body: { reason } }),
    onSuccess: () =>
      queryClient.removeQueries({ queryKey: queryKeyOf(adminCategoriesApi.detail, { params: { categoryId } }) }),
    onSettled: refresh,
  });
}
