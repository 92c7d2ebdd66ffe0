import { adminAuditApi } from '@dawanow/shared/api/admin-audit';
import { blogApi } from '@dawanow/shared/api/blog';
import type { TAdminBlogPost, TBlogPostInput, TBlogPostStatus } from '@dawanow/shared/blog';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, uploadApi } from '@/lib/api-client';
import { apiQueryOptions, queryKeyOf } from '@/lib/api-query';

export function useAdminBlogPosts(query: { page: number; status?: TBlogPostStatus | undefined }) {
  return useQuery({ ...apiQueryOptions(blogApi.adminList, { query }), staleTime: 0 });
}

export function useAdminBlogPost(postId: string) {
  return useQuery({ ...apiQueryOptions(blogApi.adminPost, { params: { postId } }), staleTime: 0 });
}

/**
 * After a write: the post as answered (so the editor holds its new version at once), then the lists, the
 * public blog in this browser and the audit log read again.
 */
function usePostChange<TInput>(act: (input: TInput) => Promise<TAdminBlogPost>) {
  const queryClient = useQueryClient();
  const refresh = [['admin', 'blog'], ['blog'], queryKeyOf(adminAuditApi.list, { query: {} })];
  return useMutation({
    mutationFn: act,
    onSuccess: (post) => queryClient.setQueryData(queryKeyOf(blogApi.adminPost, { params: { postId: post.id } }), post),
    onSettled: () => Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export function useCreateBlogPost() {
  return usePostChange((post: TBlogPostInput) => callApi(blogApi.create, { body: post }));
}

export function useUpdateBlogPost(postId: string) {
  return usePostChange((body: { version: number; post: TBlogPostInput }) =>
    callApi(blogApi.update, { params: { postId }, body }),
  );
}

export function useUploadBlogCover(postId: string) {
  return usePostChange((file: File) => {
    const form = new FormData();
    form.append('cover', file);
    return uploadApi(blogApi.uploadCover, { params: { postId } }, form);
  });
}
