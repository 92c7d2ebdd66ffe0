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

/** What a change to any post makes stale: the admin lists, the public blog in this browser, the audit log. */
const POST_LISTS = [['admin', 'blog'], ['blog'], queryKeyOf(adminAuditApi.list, { query: {} })];

/**
 * After a write: the post as answered (so the editor holds its new version at once), then the lists, the
 * public blog in this browser and the audit log read again.
 */
function usePostChange<TInput>(act: (input: TInput) => Promise<TAdminBlogPost>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: act,
    onSuccess: (post) => queryClient.setQueryData(queryKeyOf(blogApi.adminPost, { params: { postId: post.id } }), post),
    onSettled: () => Promise.all(POST_LISTS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
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

/** Deletes the post, then drops what was read of it and the lists that held it. */
export function useDeleteBlogPost(post: TAdminBlogPost) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(blogApi.remove, { params: { postId: post.id }, body: { version: post.version } }),
    onSuccess: () =>
      queryClient.removeQueries({ queryKey: queryKeyOf(blogApi.adminPost, { params: { postId: post.id } }) }),
    onSettled: () => Promise.all(POST_LISTS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export function useUploadBlogCover(postId: string) {
  return usePostChange((file: File) => {
    const form = new FormData();
    form.append('cover', file);
    return uploadApi(blogApi.uploadCover, { params: { postId } }, form);
  });
}
