/**
 * `/admin/testimonials`: every customer testimonial, newest first, found by words, status and rating, with CSV.
 * New ones arrive pending; an administrator approves, hides or features each (audited). Approved ones show on
 * the home page and /testimonials, featured first.
 */
import type { TAdminTestimonial, TAdminTestimonialFilters } from '@dawanow/shared/admin-testimonials';
import { adminTestimonialsApi } from '@dawanow/shared/api/admin-testimonials';
import { formatIndianDate } from '@dawanow/shared/dates';
import { TESTIMONIAL_STATUSES, type TTestimonialModeration } from '@dawanow/shared/testimonials';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { type TAdminPanelT, useAdminPanelText } from '@/app/layouts/admin-panel/text';
import { DataTable } from '@/components/data-table/data-table';
import { PagedList } from '@/components/data-table/paged-list';
import { Button } from '@/components/ui/button';
import { FilterForm } from '@/components/ui/filter-form';
import { PageHeader } from '@/components/ui/page-header';
import { SelectFilter } from '@/components/ui/select-filter';
import { apiUrl } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useUrlFilters } from '@/lib/url-filters';
import { useAdminTestimonials, useModerateTestimonial } from '../api';

const FILTER_KEYS = ['q', 'status', 'rating'] as const;

type Moderation = TTestimonialModeration['action'];

/** What can be done to a testimonial now: the moves that change something. */
function movesFor(row: TAdminTestimonial): Moderation[] {
  if (row.status === 'pending') return ['approve', 'feature', 'hide'];
  if (row.status === 'hidden') return ['approve'];
  return [row.isFeatured ? 'unfeature' : 'feature', 'hide'];
}

function ModerationButtons({ row }: { row: TAdminTestimonial }) {
  const { t } = useAdminPanelText();
  const moderate = useModerateTestimonial();
  return (
    <div className="flex flex-wrap gap-2">
      {movesFor(row).map((action, index) => (
        <Button
          key={action}
          size="sm"
          // The likeliest next move stands out; the others are quieter
          variant={index === 0 ? 'primary' : 'outline'}
          disabled={moderate.isPending}
          aria-label={t('testimonials.moderationButtons.label', {
            action: t(`testimonials.moderation.${action}`),
            author: row.authorName,
          })}
          onClick={() =>
            moderate.mutate(
              { id: row.id, action },
              {
                onSuccess: () => toast.success(t(`testimonials.moderated.${action}`)),
                onError: (error) =>
                  toast.error(t('testimonials.moderationButtons.nothingChanged'), { description: error.message }),
              },
            )
          }
        >
          {t(`testimonials.moderation.${action}`)}
        </Button>
      ))}
    </div>
  );
}
const SORTABLE = ['rating', 'added'] as const;

// The words and what to do with them come first, so a phone sees both without scrolling sideways
const testimonialColumns = (t: TAdminPanelT): ColumnDef<TAdminTestimonial>[] => [
  {
    id: 'quote',
    header: t('testimonials.columns.quote'),
    enableSorting: false,
    cell: ({ row }) => (
      <figure className="min-w-40 max-w-prose">
        <q className="block whitespace-pre-line break-words text-slate-800">{row.original.quote}</q>
        <figcaption className="mt-1 text-xs text-slate-600">
          <span className="font-medium text-slate-900">{row.original.authorName}</span>, {row.original.city}
        </figcaption>
      </figure>
    ),
  },
  {
    id: 'status',
    header: t('testimonials.columns.status'),
    enableSorting: false,
    cell: ({ row }) => (
      <div className="min-w-36 space-y-2">
        <p className="whitespace-nowrap">
          {t(`testimonials.statuses.${row.original.status}`)}
          {row.original.isFeatured && (
            <span className="block text-xs font-medium text-brand-800">{t('testimonials.columns.featured')}</span>
          )}
        </p>
        <ModerationButtons row={row.original} />
      </div>
    ),
  },
  {
    id: 'rating',
    header: t('testimonials.columns.rating'),
    accessorKey: 'rating',
    cell: ({ row }) => (
      <span>
        <span aria-hidden="true">{'★'.repeat(row.original.rating)}</span>
        <span className="sr-only">{t('testimonials.columns.stars', { stars: row.original.rating })}</span>
      </span>
    ),
  },
  {
    id: 'added',
    header: t('testimonials.columns.added'),
    accessorKey: 'createdAt',
    cell: ({ row }) => <span className="whitespace-nowrap">{formatIndianDate(row.original.createdAt)}</span>,
  },
];

export function AdminTestimonialsPage() {
  const { t } = useAdminPanelText();
  const columns = useMemo(() => testimonialColumns(t), [t]);
  const { filters, sorting, formKey, apply, sortBy } = useUrlFilters(FILTER_KEYS, {
    columns: SORTABLE,
    fallback: [{ id: 'added', desc: true }],
  });
  const list = useAdminTestimonials(filters as TAdminTestimonialFilters);
  const rows = list.data?.pages.flatMap((page) => page.testimonials) ?? [];
  return (
    <div className="space-y-4">
      <PageHeader
        title={t('testimonials.testimonialsPage.testimonials')}
        description={t('testimonials.testimonialsPage.whatCustomersWroteWith')}
      />
      <FilterForm
        key={formKey}
        label={t('testimonials.testimonialsPage.findTestimonials')}
        columns={3}
        submitLabel={t('testimonials.testimonialsPage.search')}
        exportHref={apiUrl(adminTestimonialsApi.exportCsv, { query: filters as TAdminTestimonialFilters })}
        search={{
          label: t('testimonials.filters.searchLabel'),
          value: filters.q,
          placeholder: t('testimonials.filters.searchPlaceholder'),
          isNarrow: true,
        }}
        onApply={apply}
      >
        <SelectFilter
          label={t('testimonials.testimonialsPage.status')}
          name="status"
          value={filters.status}
          anyLabel={t('testimonials.testimonialsPage.anyStatus')}
          options={TESTIMONIAL_STATUSES.map((status) => [status, t(`testimonials.statuses.${status}`)])}
        />
        <SelectFilter
          label={t('testimonials.testimonialsPage.rating')}
          name="rating"
          value={filters.rating}
          anyLabel={t('testimonials.testimonialsPage.anyRating')}
          options={[5, 4, 3, 2, 1].map((stars) => [String(stars), t('testimonials.columns.stars', { stars })])}
        />
      </FilterForm>
      <PagedList
        query={list}
        count={rows.length}
        noun={t('testimonials.testimonialsPage.noun')}
        empty={t('testimonials.testimonialsPage.noTestimonialMatchesThis')}
      >
        <DataTable
          rows={rows}
          columns={columns}
          rowId={(row) => row.id}
          caption={t('testimonials.testimonialsPage.testimonials')}
          sorting={sorting}
          onSort={sortBy}
        />
      </PagedList>
    </div>
  );
}
