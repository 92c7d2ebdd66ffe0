/**
 * `/admin/blog/new` and `/admin/blog/:postId` (issue 18): the editor. A new post is saved first (as a draft or
 * straight to published); its cover can be added once it exists.
 */
import { BLOG_COVER_TYPES, blogPostPath, type TAdminBlogPost } from '@dawanow/shared/blog';
import { ArrowLeft, ExternalLink, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useAdminPanelText } from '@/app/layouts/admin-panel/text';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { SkeletonList } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { useAdminBlogPost, useCreateBlogPost, useDeleteBlogPost, useUpdateBlogPost, useUploadBlogCover } from '../api';
import { emptyPostForm, PostForm, postFormOf, showPostRefusal } from '../components/post-form';

function BackToPosts() {
  const { t } = useAdminPanelText();
  return (
    <Link
      to="/admin/blog"
      className="mb-3 inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-800 hover:underline"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {t('blog.backToPosts.allPosts')}
    </Link>
  );
}

function CoverUpload({ post }: { post: TAdminBlogPost }) {
  const { t } = useAdminPanelText();
  const upload = useUploadBlogCover(post.id);
  return (
    <div className="mt-4 space-y-2">
      <label htmlFor="cover" className="block text-sm font-medium text-slate-800">
        {t('blog.coverUpload.coverPicture')}
      </label>
      {post.coverImageUrl && (
        <img
          src={post.coverImageUrl}
          alt={post.coverAlt ?? ''}
          className="aspect-[16/9] w-full max-w-sm rounded-lg object-cover"
        />
      )}
      <input
        id="cover"
        type="file"
        accept={BLOG_COVER_TYPES}
        aria-describedby="cover-hint"
        disabled={upload.isPending}
        className="block text-sm"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (!file) return;
          upload.mutate(file, {
            onSuccess: () => toast.success(t('blog.coverUpload.coverSaved')),
            onError: (error) => toast.error(error.message),
          });
          event.target.value = '';
        }}
      />
      <p id="cover-hint" className="text-xs text-slate-600">
        {t('blog.coverUpload.jpegPngOrWebp')} {upload.isPending && t('blog.coverUpload.uploading')}
      </p>
    </div>
  );
}

function NewPost() {
  const { t } = useAdminPanelText();
  const create = useCreateBlogPost();
  const navigate = useNavigate();
  return (
    <PostForm
      defaultValues={emptyPostForm()}
      submitLabel={t('blog.newPost.savePost')}
      isPending={create.isPending}
      onSubmit={(post, setError) =>
        create.mutate(post, {
          onSuccess: (saved) => {
            toast.success(t('blog.newPost.postSaved'), { description: saved.title });
            void navigate(`/admin/blog/${saved.id}`);
          },
          onError: (error) => showPostRefusal(error, setError),
        })
      }
    />
  );
}

/** Deleting asks first: a published post leaves the blog, the sitemap and the feed at once. */
function DeletePost({ post }: { post: TAdminBlogPost }) {
  const { t } = useAdminPanelText();
  const [isConfirming, setIsConfirming] = useState(false);
  const remove = useDeleteBlogPost(post);
  const navigate = useNavigate();
  return (
    <>
      <Button variant="ghost" className="text-red-700" onClick={() => setIsConfirming(true)}>
        <Trash2 className="h-4 w-4" aria-hidden="true" /> {t('blog.deletePost.deletePost')}
      </Button>
      <Dialog
        open={isConfirming}
        onClose={() => setIsConfirming(false)}
        title={t('blog.deletePost.title', { title: post.title })}
        description={post.status === 'published' ? t('blog.deletePost.publishedNote') : t('blog.deletePost.draftNote')}
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={() => setIsConfirming(false)}>
            {t('blog.deletePost.keepIt')}
          </Button>
          <Button
            className="bg-red-700 hover:bg-red-800"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => {
                  toast.success(t('blog.deletePost.postDeleted'), { description: post.title });
                  void navigate('/admin/blog');
                },
                onError: (error) => toast.error(t('blog.deletePost.notDeleted'), { description: error.message }),
              })
            }
          >
            {remove.isPending ? t('blog.deletePost.deleting') : t('blog.deletePost.deletePost')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}

function EditPost({ post }: { post: TAdminBlogPost }) {
  const { t } = useAdminPanelText();
  const update = useUpdateBlogPost(post.id);
  return (
    <PostForm
      // A new version (a save, a cover) starts the form afresh from what was stored
      key={post.version}
      defaultValues={postFormOf(post)}
      coverImageUrl={post.coverImageUrl}
      publishedAt={post.status === 'published' ? post.publishedAt : null}
      submitLabel={t('blog.editPost.saveChanges')}
      isPending={update.isPending}
      cover={<CoverUpload post={post} />}
      onSubmit={(input, setError) =>
        update.mutate(
          { version: post.version, post: input },
          {
            onSuccess: (saved) => toast.success(t('blog.editPost.changesSaved'), { description: saved.title }),
            onError: (error) => showPostRefusal(error, setError),
          },
        )
      }
    />
  );
}

function ExistingPost({ postId }: { postId: string }) {
  const { t } = useAdminPanelText();
  const post = useAdminBlogPost(postId);
  if (post.isPending) {
    return (
      <div role="status" aria-label={t('blog.existingPost.loadingPost')}>
        <SkeletonList count={6} className="h-12 w-full" />
      </div>
    );
  }
  if (post.isError) {
    return <ErrorState message={t('blog.existingPost.weCouldNotLoad')} onRetry={() => void post.refetch()} />;
  }
  return (
    <>
      <PageHeader title={post.data.title}>
        {post.data.status === 'published' && (
          <Link
            to={blogPostPath(post.data.slug)}
            className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-800 underline"
          >
            {t('blog.existingPost.viewOnTheBlog')} <ExternalLink className="h-4 w-4" aria-hidden="true" />
          </Link>
        )}
        <DeletePost post={post.data} />
      </PageHeader>
      <EditPost post={post.data} />
    </>
  );
}

export function AdminBlogPostPage() {
  const { t } = useAdminPanelText();
  const { postId } = useParams();
  return (
    <div className="mx-auto max-w-4xl">
      <BackToPosts />
      {postId ? (
        <ExistingPost postId={postId} />
      ) : (
        <>
          <PageHeader title={t('blog.blogPostPage.writeAPost')} />
          <NewPost />
        </>
      )}
    </div>
  );
}
