/**
 * The blog editor (issue 18): every field the API takes, checked with the API's own schema (`ZBlogPostInput`)
 * before it is sent, and a preview that is the post page itself. Tags and salts are typed comma-separated, the
 * review date as DD/MM/YYYY and a scheduled time as an Indian date and time, whatever the device's zone.
 */
import {
  BLOG_CATEGORIES,
  BLOG_POST_STATUSES,
  indianDateTimeToIso,
  readingMinutes,
  type TAdminBlogPost,
  type TBlogCategory,
  type TBlogPostInput,
  type TBlogPostStatus,
  ZBlogPostInput,
} from '@dawanow/shared/blog';
import { formatDayMonthYear, indianToday, parseDayMonthYear } from '@dawanow/shared/dates';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { type Path, type UseFormSetError, useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { type TAdminPanelT, useAdminPanelText } from '@/app/layouts/admin-panel/text';
import { PostArticle } from '@/components/blog/post-article';
import { SectionCard } from '@/components/orders/section-card';
import { Button } from '@/components/ui/button';
import { InputField, SelectField, TextareaField } from '@/components/ui/form-field';
import { showFieldRefusal } from '@/lib/field-refusal';

export type TPostForm = {
  title: string;
  slug: string;
  summary: string;
  bodyMarkdown: string;
  category: TBlogCategory;
  tags: string;
  authorName: string;
  reviewerName: string;
  reviewerQualification: string;
  reviewerRegistration: string;
  reviewedOn: string;
  references: { title: string; url: string }[];
  relatedSalts: string;
  coverAlt: string;
  status: TBlogPostStatus;
  publishDate: string;
  publishTime: string;
};

const list = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** A new post starts as a draft by the health team, reviewed today. */
export function emptyPostForm(): TPostForm {
  return {
    title: '',
    slug: '',
    summary: '',
    bodyMarkdown: '',
    category: 'using-medicines',
    tags: '',
    authorName: 'DawaNow Health Team',
    reviewerName: '',
    reviewerQualification: '',
    reviewerRegistration: '',
    reviewedOn: formatDayMonthYear(indianToday()),
    references: [],
    relatedSalts: '',
    coverAlt: '',
    status: 'draft',
    publishDate: '',
    publishTime: '09:00',
  };
}

const istParts = (iso: string) => {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return { date: `${part('day')}/${part('month')}/${part('year')}`, time: `${part('hour')}:${part('minute')}` };
};

export function postFormOf(post: TAdminBlogPost): TPostForm {
  const scheduled = post.status === 'scheduled' && post.publishedAt ? istParts(post.publishedAt) : null;
  return {
    title: post.title,
    slug: post.slug,
    summary: post.summary,
    bodyMarkdown: post.bodyMarkdown,
    category: post.category,
    tags: post.tags.join(', '),
    authorName: post.authorName,
    reviewerName: post.reviewer.name,
    reviewerQualification: post.reviewer.qualification,
    reviewerRegistration: post.reviewer.registration,
    reviewedOn: formatDayMonthYear(post.reviewedOn),
    references: post.references,
    relatedSalts: post.relatedSalts.join(', '),
    coverAlt: post.coverAlt ?? '',
    status: post.status,
    publishDate: scheduled?.date ?? '',
    publishTime: scheduled?.time ?? '09:00',
  };
}

/** The form's fields for the API's names (nested reviewer, one publishing instant). */
function formFieldOf(path: readonly PropertyKey[]): string {
  const [first, second, third] = path.map(String);
  if (first === 'reviewer' && second) return `reviewer${second[0]?.toUpperCase()}${second.slice(1)}`;
  if (first === 'publishAt') return 'publishDate';
  if (first === 'references' && second !== undefined) return third ? `references.${second}.${third}` : 'references';
  return first ?? 'root';
}

/** The form's text as the API's post; what cannot be read as typed is refused beside its field (in `t`'s words). */
export const postFormSchema = (t: TAdminPanelT) =>
  z.custom<TPostForm>().transform((form, ctx): z.output<typeof ZBlogPostInput> => {
    const refuse = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: path.split('.'), message });
    const reviewedOn = parseDayMonthYear(form.reviewedOn);
    if (!reviewedOn) refuse('reviewedOn', t('blog.form.reviewDate'));
    let publishAt: string | null = null;
    if (form.status === 'scheduled') {
      const day = parseDayMonthYear(form.publishDate);
      publishAt = day ? indianDateTimeToIso(day, form.publishTime) : null;
      if (!publishAt) refuse('publishDate', t('blog.form.publishAt'));
    }
    const checked = ZBlogPostInput.safeParse({
      title: form.title,
      slug: form.slug.trim(),
      summary: form.summary,
      bodyMarkdown: form.bodyMarkdown,
      category: form.category,
      tags: list(form.tags),
      authorName: form.authorName,
      reviewer: {
        name: form.reviewerName,
        qualification: form.reviewerQualification,
        registration: form.reviewerRegistration,
      },
      reviewedOn: reviewedOn ?? '',
      references: form.references,
      relatedSalts: list(form.relatedSalts),
      coverAlt: form.coverAlt,
      status: form.status,
      publishAt,
    } satisfies TBlogPostInput);
    if (checked.success && reviewedOn && (form.status !== 'scheduled' || publishAt)) return checked.data;
    for (const issue of checked.error?.issues ?? []) {
      const field = formFieldOf(issue.path);
      if (!(field === 'reviewedOn' && !reviewedOn) && !(field === 'publishDate' && !publishAt)) {
        refuse(field, issue.message);
      }
    }
    return z.NEVER;
  });

/** The server's refusal beside the field it names (`details.fields`, e.g. a slug taken), else above the buttons. */
export function showPostRefusal(error: Error, setError: UseFormSetError<TPostForm>) {
  showFieldRefusal(error, setError, (name) => formFieldOf([name]) as Path<TPostForm>);
}

/** What the preview shows of the form as it stands (before it is checked: a draft may be half written). */
/**
 * The post as readers would see it once saved: published ones keep their day (a new one would be today),
 * scheduled ones show the day chosen, drafts say they are not published.
 */
function previewOf(t: TAdminPanelT, form: TPostForm, coverImageUrl: string | null, publishedAt: string | null) {
  const day = form.status === 'scheduled' ? parseDayMonthYear(form.publishDate) : null;
  return {
    title: form.title || t('blog.form.untitled'),
    summary: form.summary,
    category: form.category,
    bodyMarkdown: form.bodyMarkdown,
    authorName: form.authorName,
    reviewer: {
      name: form.reviewerName,
      qualification: form.reviewerQualification,
      registration: form.reviewerRegistration,
    },
    reviewedOn: parseDayMonthYear(form.reviewedOn) ?? indianToday(),
    references: form.references.filter((reference) => reference.title && /^https?:\/\//.test(reference.url)),
    readingMinutes: readingMinutes(form.bodyMarkdown),
    coverImageUrl,
    coverAlt: form.coverAlt || null,
    isDemo: false,
    publishedAt:
      form.status === 'published'
        ? (publishedAt ?? new Date().toISOString())
        : day
          ? indianDateTimeToIso(day, form.publishTime)
          : null,
  };
}

export function PostForm({
  defaultValues,
  coverImageUrl = null,
  publishedAt = null,
  submitLabel,
  isPending,
  onSubmit,
  cover,
}: {
  defaultValues: TPostForm;
  coverImageUrl?: string | null;
  /** When the saved post went live, if it is published */
  publishedAt?: string | null;
  submitLabel: string;
  isPending: boolean;
  onSubmit: (post: z.output<typeof ZBlogPostInput>, setError: UseFormSetError<TPostForm>) => void;
  /** The cover's upload, once the post exists */
  cover?: ReactNode;
}) {
  const { t } = useAdminPanelText();
  const {
    control,
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<TPostForm, unknown, z.output<typeof ZBlogPostInput>>({
    resolver: zodResolver(postFormSchema(t)),
    defaultValues,
  });
  const references = useFieldArray({ control, name: 'references' });
  const [isPreviewing, setIsPreviewing] = useState(false);
  const status = watch('status');

  return (
    <form
      onSubmit={handleSubmit((post) => onSubmit(post, setError))}
      noValidate
      aria-label={submitLabel}
      className="space-y-4"
    >
      <fieldset className="flex gap-2" aria-label={t('blog.postForm.editorView')}>
        <Button
          variant={isPreviewing ? 'outline' : 'primary'}
          size="sm"
          aria-pressed={!isPreviewing}
          onClick={() => setIsPreviewing(false)}
        >
          {t('blog.postForm.write')}
        </Button>
        <Button
          variant={isPreviewing ? 'primary' : 'outline'}
          size="sm"
          aria-pressed={isPreviewing}
          onClick={() => setIsPreviewing(true)}
        >
          {t('blog.postForm.preview')}
        </Button>
      </fieldset>

      {isPreviewing && (
        <section aria-label={t('blog.postForm.preview')} className="rounded-xl bg-slate-100 p-3 md:p-6">
          <PostArticle post={previewOf(t, watch(), coverImageUrl, publishedAt)} />
        </section>
      )}

      <div className={isPreviewing ? 'hidden' : 'space-y-4'}>
        <SectionCard title={t('blog.postForm.theArticle')}>
          <div className="space-y-3">
            <InputField
              label={t('blog.postForm.title')}
              maxLength={120}
              error={errors.title?.message}
              {...register('title')}
            />
            <InputField
              label={t('blog.postForm.webAddressOptional')}
              hint={t('blog.postForm.afterBlogLowerCase')}
              autoCapitalize="none"
              spellCheck={false}
              error={errors.slug?.message}
              {...register('slug')}
            />
            <TextareaField
              label={t('blog.postForm.summary')}
              hint={t('blog.postForm.oneOrTwoSentences')}
              maxLength={300}
              className="min-h-20"
              error={errors.summary?.message}
              {...register('summary')}
            />
            <TextareaField
              label={t('blog.postForm.articleMarkdown')}
              hint={t('blog.postForm.forHeadingsBoldFor')}
              className="min-h-96 font-mono text-sm"
              error={errors.bodyMarkdown?.message}
              {...register('bodyMarkdown')}
            />
          </div>
        </SectionCard>

        <SectionCard title={t('blog.postForm.filing')}>
          <div className="grid gap-3 sm:grid-cols-2">
            <SelectField
              label={t('blog.postForm.category')}
              options={BLOG_CATEGORIES.map((category) => [category, t(`labels.blogCategories.${category}`)])}
              error={errors.category?.message}
              {...register('category')}
            />
            <InputField
              label={t('blog.postForm.tagsCommaSeparated')}
              error={errors.tags?.message}
              {...register('tags')}
            />
            <InputField
              label={t('blog.postForm.relatedSaltsCommaSeparated')}
              hint={t('blog.postForm.thePostLinksTo')}
              error={errors.relatedSalts?.message}
              {...register('relatedSalts')}
            />
            <InputField
              label={t('blog.postForm.coverDescriptionOptional')}
              hint={t('blog.postForm.whatTheCoverShows')}
              error={errors.coverAlt?.message}
              {...register('coverAlt')}
            />
          </div>
          {cover}
        </SectionCard>

        <SectionCard title={t('blog.postForm.authorAndMedicalReview')}>
          <div className="grid gap-3 sm:grid-cols-2">
            <InputField
              label={t('blog.postForm.author')}
              error={errors.authorName?.message}
              {...register('authorName')}
            />
            <InputField
              label={t('blog.postForm.reviewerSName')}
              hint={t('blog.postForm.eGDrKavya')}
              error={errors.reviewerName?.message}
              {...register('reviewerName')}
            />
            <InputField
              label={t('blog.postForm.reviewerSQualification')}
              hint={t('blog.postForm.eGMbbsMd')}
              error={errors.reviewerQualification?.message}
              {...register('reviewerQualification')}
            />
            <InputField
              label={t('blog.postForm.reviewerSRegistrationNumber')}
              hint={t('blog.postForm.stateMedicalOrPharmacy')}
              error={errors.reviewerRegistration?.message}
              {...register('reviewerRegistration')}
            />
            <InputField
              label={t('blog.postForm.reviewedOn')}
              hint={t('blog.postForm.ddMmYyyy')}
              inputMode="numeric"
              error={errors.reviewedOn?.message}
              {...register('reviewedOn')}
            />
          </div>
        </SectionCard>

        <SectionCard
          title={t('blog.postForm.references')}
          action={
            <Button variant="outline" size="sm" onClick={() => references.append({ title: '', url: 'https://' })}>
              <Plus className="h-4 w-4" aria-hidden="true" /> {t('blog.postForm.addReference')}
            </Button>
          }
        >
          {references.fields.length === 0 && (
            <p className="text-sm text-slate-600">{t('blog.postForm.noReferencesYet')}</p>
          )}
          <ol className="space-y-3">
            {references.fields.map((field, index) => (
              <li
                key={field.id}
                className="grid gap-2 rounded-lg p-3 ring-1 ring-slate-200 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
              >
                <InputField
                  label={t('blog.form.referenceTitle', { number: index + 1 })}
                  error={errors.references?.[index]?.title?.message}
                  {...register(`references.${index}.title`)}
                />
                <InputField
                  label={t('blog.form.referenceAddress', { number: index + 1 })}
                  type="url"
                  error={errors.references?.[index]?.url?.message}
                  {...register(`references.${index}.url`)}
                />
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => references.remove(index)}
                  aria-label={t('blog.form.referenceRemove', { number: index + 1 })}
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ol>
          {errors.references?.message && <p className="mt-2 text-sm text-red-700">{errors.references.message}</p>}
        </SectionCard>

        <SectionCard title={t('blog.postForm.publishing')}>
          <div className="grid gap-3 sm:grid-cols-3">
            <div className="sm:col-span-3">
              <SelectField
                label={t('blog.postForm.status')}
                options={BLOG_POST_STATUSES.map((option) => [option, t(`blog.form.statuses.${option}`)])}
                error={errors.status?.message}
                {...register('status')}
              />
            </div>
            {status === 'scheduled' && (
              <>
                <InputField
                  label={t('blog.postForm.publishOnIst')}
                  hint={t('blog.postForm.ddMmYyyy')}
                  inputMode="numeric"
                  error={errors.publishDate?.message}
                  {...register('publishDate')}
                />
                <InputField
                  label={t('blog.postForm.atIst')}
                  hint={t('blog.postForm.hhMm24Hour')}
                  inputMode="numeric"
                  error={errors.publishTime?.message}
                  {...register('publishTime')}
                />
              </>
            )}
          </div>
        </SectionCard>
      </div>

      {errors.root?.message && (
        <p role="alert" className="text-sm text-red-700">
          {errors.root.message}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={isPending}>
          {isPending ? t('blog.form.saving') : submitLabel}
        </Button>
      </div>
    </form>
  );
}
