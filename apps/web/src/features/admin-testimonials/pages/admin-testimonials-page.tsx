/**
 * `/admin/testimonials`: every customer testimonial, newest first, found by words, status and rating, with CSV.
 * New ones arrive pending; an administrator approves, hides or features each (audited). Approved ones show on
 * the home page and /testimonials, featured first.
 */
import type { TAdminTestimonial, TAdminTestimonialFilters } from '@dawanow/shared/admin-testimonials';
import { adminTestimonialsApi } from '@dawanow/shared/api/admin-testimonials';
import { formatIndianDate } from '@dawanow/shared/dates';
import {
  TESTIMONIAL_STATUSES,
  type TTestimonialModeration,
  type TTestimonialStatus,
} from '@dawanow/shared/testimonials';
import type { ColumnDef } from '@tanstack/react-table';
import { toast } from 'sonner';
import { DataTable } from '@/components/data-table/data-table';
import { PagedList } from '@/components/data-table/paged-list';
import { Button } from '@/components/ui/button';
import { FilterForm } from '@/components/ui/filter-form';
import { PageHeader } from '@/components/ui/page-header';
import { SelectFilter } from '@/components/ui/select-filter';
import { apiUrl } from '@/lib/api-client';
import { useUrlFilters } from '@/lib/url-filters';
import { useAdminTestimonials, useModerateTestimonial } from '../api';

const FILTER_KEYS = ['q', 'status', 'rating'] as const;

const STATUS_LABELS: Record<TTestimonialStatus, string> = {
  pending: 'Waiting for review',
  approved: 'Published',
  hidden: 'Hidden',
};

type Moderation = TTestimonialModeration['action'];
const MODERATION_LABELS: Record<Moderation, string> = {
  approve: 'Approve',
  hide: 'Hide',
  feature: 'Feature',
  unfeature: 'Unfeature',
};
const DONE_LABELS: Record<Moderation, string> = {
  approve: 'Testimonial approved',
  hide: 'Testimonial hidden',
  feature: 'Testimonial featured: shown first',
  unfeature: 'Testimonial no longer featured',
};

/** What can be done to a testimonial now: the moves that change something. */
function movesFor(row: TAdminTestimonial): Moderation[] {
  if (row.status === 'pending') return ['approve', 'feature', 'hide'];
  if (row.status === 'hidden') return ['approve'];
  return [row.isFeatured ? 'unfeature' : 'feature', 'hide'];
}

function ModerationButtons({ row }: { row: TAdminTestimonial }) {
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
          aria-label={`${MODERATION_LABELS[action]} the testimonial by ${row.authorName}`}
          onClick={() =>
            moderate.mutate(
              { id: row.id, action },
              {
                onSuccess: () => toast.success(DONE_LABELS[action]),
                onError: (error) => toast.error('Nothing changed', { description: error.message }),
              },
            )
          }
        >
          {MODERATION_LABELS[action]}
        </Button>
      ))}
    </div>
  );
}
const SORTABLE = ['rating', 'added'] as const;

// The words and what to do with them come first, so a phone sees both without scrolling sideways
const columns: ColumnDef<TAdminTestimonial>[] = [
  {
    id: 'quote',
    header: 'Testimonial',
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
    header: 'Status',
    enableSorting: false,
    cell: ({ row }) => (
      <div className="min-w-36 space-y-2">
        <p className="whitespace-nowrap">
          {STATUS_LABELS[row.original.status]}
          {row.original.isFeatured && <span className="block text-xs font-medium text-brand-800">Featured</span>}
        </p>
        <ModerationButtons row={row.original} />
      </div>
    ),
  },
  {
    id: 'rating',
    header: 'Rating',
    accessorKey: 'rating',
    cell: ({ row }) => (
      <span>
        <span aria-hidden="true">{'★'.repeat(row.original.rating)}</span>
        <span className="sr-only">{row.original.rating} out of 5</span>
      </span>
    ),
  },
  {
    id: 'added',
    header: 'Added',
    accessorKey: 'createdAt',
    cell: ({ row }) => <span className="whitespace-nowrap">{formatIndianDate(row.original.createdAt)}</span>,
  },
];

export function AdminTestimonialsPage() {
  const { filters, sorting, formKey, apply, sortBy } = useUrlFilters(FILTER_KEYS, {
    columns: SORTABLE,
    fallback: [{ id: 'added', desc: true }],
  });
  const list = useAdminTestimonials(filters as TAdminTestimonialFilters);
  const rows = list.data?.pages.flatMap((page) => page.testimonials) ?? [];
  return (
    <div className="space-y-4">
      <PageHeader
        title="Testimonials"
        description="What customers wrote with their order ratings. Approve the ones to publish (first name and city only); featured ones show first on the home page and /testimonials. Hide any that name a medicine, a condition or a person."
      />
      <FilterForm
        key={formKey}
        label="Find testimonials"
        columns={3}
        submitLabel="Search"
        exportHref={apiUrl(adminTestimonialsApi.exportCsv, { query: filters as TAdminTestimonialFilters })}
        search={{ label: 'Words', value: filters.q, placeholder: 'Name, city or words', isNarrow: true }}
        onApply={apply}
      >
        <SelectFilter
          label="Status"
          name="status"
          value={filters.status}
          anyLabel="Any status"
          options={TESTIMONIAL_STATUSES.map((status) => [status, STATUS_LABELS[status]])}
        />
        <SelectFilter
          label="Rating"
          name="rating"
          value={filters.rating}
          anyLabel="Any rating"
          options={[5, 4, 3, 2, 1].map((stars) => [String(stars), `${stars} out of 5`])}
        />
      </FilterForm>
      <PagedList query={list} count={rows.length} noun="testimonials" empty="No testimonial matches this search.">
        <DataTable
          rows={rows}
          columns={columns}
          rowId={(row) => row.id}
          caption="Testimonials"
          sorting={sorting}
          onSort={sortBy}
        />
      </PagedList>
    </div>
  );
}
