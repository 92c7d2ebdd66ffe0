/**
 * The blog editor (issue 18): every field the API takes, checked with the API's own schema (`ZBlogPostInput`)
 * before it is sent, and a preview that is the post page itself. Tags and salts are typed comma-separated, the
 * review date as DD/MM/YYYY and a scheduled time as an Indian date and time, whatever the device's zone.
 */
import {
  BLOG_CATEGORIES,
  BLOG_CATEGORY_LABELS,
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

const STATUS_LABELS: Record<TBlogPostStatus, string> = {
  draft: 'Draft — only administrators see it',
  scheduled: 'Scheduled — goes live at the time below (IST)',
  published: 'Published — live now',
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

/** The form's text as the API's post; what cannot be read as typed is refused beside its field. */
export const ZPostForm = z.custom<TPostForm>().transform((form, ctx): z.output<typeof ZBlogPostInput> => {
  const refuse = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: path.split('.'), message });
  const reviewedOn = parseDayMonthYear(form.reviewedOn);
  if (!reviewedOn) refuse('reviewedOn', 'Enter the review date as DD/MM/YYYY');
  let publishAt: string | null = null;
  if (form.status === 'scheduled') {
    const day = parseDayMonthYear(form.publishDate);
    publishAt = day ? indianDateTimeToIso(day, form.publishTime) : null;
    if (!publishAt) refuse('publishDate', 'Enter the day as DD/MM/YYYY and the time as HH:MM');
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
function previewOf(form: TPostForm, coverImageUrl: string | null, publishedAt: string | null) {
  const day = form.status === 'scheduled' ? parseDayMonthYear(form.publishDate) : null;
  return {
    title: form.title || 'Untitled post',
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
  const {
    control,
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<TPostForm, unknown, z.output<typeof ZBlogPostInput>>({ resolver: zodResolver(ZPostForm), defaultValues });
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
      <fieldset className="flex gap-2" aria-label="Editor view">
        <Button
          variant={isPreviewing ? 'outline' : 'primary'}
          size="sm"
          aria-pressed={!isPreviewing}
          onClick={() => setIsPreviewing(false)}
        >
          Write
        </Button>
        <Button
          variant={isPreviewing ? 'primary' : 'outline'}
          size="sm"
          aria-pressed={isPreviewing}
          onClick={() => setIsPreviewing(true)}
        >
          Preview
        </Button>
      </fieldset>

      {isPreviewing && (
        <section aria-label="Preview" className="rounded-xl bg-slate-100 p-3 md:p-6">
          <PostArticle post={previewOf(watch(), coverImageUrl, publishedAt)} />
        </section>
      )}

      <div className={isPreviewing ? 'hidden' : 'space-y-4'}>
        <SectionCard title="The article">
          <div className="space-y-3">
            <InputField label="Title" maxLength={120} error={errors.title?.message} {...register('title')} />
            <InputField
              label="Web address (optional)"
              hint="After /blog/ — lower-case words joined by hyphens; empty: made from the title"
              autoCapitalize="none"
              spellCheck={false}
              error={errors.slug?.message}
              {...register('slug')}
            />
            <TextareaField
              label="Summary"
              hint="One or two sentences, at most 300 characters: shown on the list, in search results and link previews"
              maxLength={300}
              className="min-h-20"
              error={errors.summary?.message}
              {...register('summary')}
            />
            <TextareaField
              label="Article (Markdown)"
              hint="## for headings, **bold**, - for lists, [text](https://…) for links. HTML is shown as text, never run."
              className="min-h-96 font-mono text-sm"
              error={errors.bodyMarkdown?.message}
              {...register('bodyMarkdown')}
            />
          </div>
        </SectionCard>

        <SectionCard title="Filing">
          <div className="grid gap-3 sm:grid-cols-2">
            <SelectField
              label="Category"
              options={BLOG_CATEGORIES.map((category) => [category, BLOG_CATEGORY_LABELS[category]])}
              error={errors.category?.message}
              {...register('category')}
            />
            <InputField label="Tags (comma-separated)" error={errors.tags?.message} {...register('tags')} />
            <InputField
              label="Related salts (comma-separated)"
              hint="The post links to the catalogue's medicines containing them, e.g. Paracetamol"
              error={errors.relatedSalts?.message}
              {...register('relatedSalts')}
            />
            <InputField
              label="Cover description (optional)"
              hint="What the cover shows, for screen readers"
              error={errors.coverAlt?.message}
              {...register('coverAlt')}
            />
          </div>
          {cover}
        </SectionCard>

        <SectionCard title="Author and medical review">
          <div className="grid gap-3 sm:grid-cols-2">
            <InputField label="Author" error={errors.authorName?.message} {...register('authorName')} />
            <InputField
              label="Reviewer's name"
              hint="e.g. Dr. Kavya Rao"
              error={errors.reviewerName?.message}
              {...register('reviewerName')}
            />
            <InputField
              label="Reviewer's qualification"
              hint="e.g. MBBS, MD (Pharmacology)"
              error={errors.reviewerQualification?.message}
              {...register('reviewerQualification')}
            />
            <InputField
              label="Reviewer's registration number"
              hint="State Medical or Pharmacy Council"
              error={errors.reviewerRegistration?.message}
              {...register('reviewerRegistration')}
            />
            <InputField
              label="Reviewed on"
              hint="DD/MM/YYYY"
              inputMode="numeric"
              error={errors.reviewedOn?.message}
              {...register('reviewedOn')}
            />
          </div>
        </SectionCard>

        <SectionCard
          title="References"
          action={
            <Button variant="outline" size="sm" onClick={() => references.append({ title: '', url: 'https://' })}>
              <Plus className="h-4 w-4" aria-hidden="true" /> Add reference
            </Button>
          }
        >
          {references.fields.length === 0 && <p className="text-sm text-slate-600">No references yet.</p>}
          <ol className="space-y-3">
            {references.fields.map((field, index) => (
              <li
                key={field.id}
                className="grid gap-2 rounded-lg p-3 ring-1 ring-slate-200 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
              >
                <InputField
                  label={`Reference ${index + 1} title`}
                  error={errors.references?.[index]?.title?.message}
                  {...register(`references.${index}.title`)}
                />
                <InputField
                  label={`Reference ${index + 1} address`}
                  type="url"
                  error={errors.references?.[index]?.url?.message}
                  {...register(`references.${index}.url`)}
                />
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => references.remove(index)}
                  aria-label={`Remove reference ${index + 1}`}
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ol>
          {errors.references?.message && <p className="mt-2 text-sm text-red-700">{errors.references.message}</p>}
        </SectionCard>

        <SectionCard title="Publishing">
          <div className="grid gap-3 sm:grid-cols-3">
            <div className="sm:col-span-3">
              <SelectField
                label="Status"
                options={BLOG_POST_STATUSES.map((option) => [option, STATUS_LABELS[option]])}
                error={errors.status?.message}
                {...register('status')}
              />
            </div>
            {status === 'scheduled' && (
              <>
                <InputField
                  label="Publish on (IST)"
                  hint="DD/MM/YYYY"
                  inputMode="numeric"
                  error={errors.publishDate?.message}
                  {...register('publishDate')}
                />
                <InputField
                  label="At (IST)"
                  hint="HH:MM, 24-hour"
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
          {isPending ? 'Saving…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
