/**
 * `/admin/testimonials`: every customer testimonial, published on the home page or not, newest first, found by
 * words, publication and rating, with CSV. Collecting and moderating them arrives with the content work.
 */
import type { TAdminTestimonial, TAdminTestimonialFilters } from '@dawanow/shared/admin-testimonials';
import { adminTestimonialsApi } from '@dawanow/shared/api/admin-testimonials';
import { formatIndianDate } from '@dawanow/shared/dates';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '@/components/data-table/data-table';
import { PagedList } from '@/components/data-table/paged-list';
import { FilterForm } from '@/components/ui/filter-form';
import { PageHeader } from '@/components/ui/page-header';
import { SelectFilter } from '@/components/ui/select-filter';
import { apiUrl } from '@/lib/api-client';
import { useUrlFilters } from '@/lib/url-filters';
import { useAdminTestimonials } from '../api';

const FILTER_KEYS = ['q', 'published', 'rating'] as const;
const SORTABLE = ['author', 'rating', 'added'] as const;

const columns: ColumnDef<TAdminTestimonial>[] = [
  {
    id: 'author',
    header: 'Customer',
    accessorFn: (row) => row.authorName.toLocaleLowerCase(),
    cell: ({ row }) => (
      <>
        <span className="block font-medium text-slate-900">{row.original.authorName}</span>
        <span className="block text-xs text-slate-600">{row.original.city}</span>
      </>
    ),
  },
  {
    id: 'quote',
    header: 'Testimonial',
    enableSorting: false,
    cell: ({ row }) => <q className="block max-w-prose text-slate-800">{row.original.quote}</q>,
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
    id: 'published',
    header: 'On the home page',
    enableSorting: false,
    cell: ({ row }) => (row.original.isPublished ? 'Published' : 'Not published'),
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
        description="What customers said of DawaNow, and which the home page shows. Collecting and publishing them arrives with the content tools."
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
          label="On the home page"
          name="published"
          value={filters.published}
          anyLabel="Published or not"
          options={[
            ['yes', 'Published'],
            ['no', 'Not published'],
          ]}
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
