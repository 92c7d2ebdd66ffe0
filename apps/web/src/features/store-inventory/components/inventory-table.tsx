import { formatIndianDate } from '@dawanow/shared/dates';
import type { TInventoryItem, TInventorySort } from '@dawanow/shared/inventory';
import { formatRupees } from '@dawanow/shared/money';
import { type ColumnDef, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { Layers } from 'lucide-react';
import { useStorePanelText } from '@/app/layouts/store-panel/text';
import { Button } from '@/components/ui/button';
import { SortableHeader } from '@/components/ui/sortable-header';
import { AvailabilitySwitch } from './availability-switch';
import { PriceEditor } from './price-editor';
import { StockStateBadge, unitsLabel } from './stock-labels';

export type InventorySortState = { sort: TInventorySort; dir: 'asc' | 'desc' };

type TableProps = {
  storeId: string;
  items: TInventoryItem[];
  canSetPrices: boolean;
  sorting: InventorySortState;
  onSort: (sort: TInventorySort) => void;
  onOpenBatches: (item: TInventoryItem) => void;
};

function ProductCell({ item }: { item: TInventoryItem }) {
  const { t } = useStorePanelText();
  return (
    <div className="min-w-0">
      <p className="font-medium text-slate-900">
        {item.name}
        {item.rxRequired && (
          <span className="ml-2 rounded bg-red-50 px-1.5 py-0.5 text-xs font-semibold text-red-800">
            {t('inventory.add.rx')}
          </span>
        )}
      </p>
      <p className="text-xs text-slate-600">
        {item.packLabel} · {item.manufacturer}
      </p>
      <p className="text-xs text-slate-500">{t('inventory.table.sku', { sku: item.sku })}</p>
    </div>
  );
}

function ExpiryCell({ item }: { item: TInventoryItem }) {
  const { t } = useStorePanelText();
  return (
    <div className="text-sm">
      <p className="tabular-nums">{item.nearestExpiry ? formatIndianDate(item.nearestExpiry) : '—'}</p>
      {item.expiredUnits > 0 && (
        <p className="text-xs font-medium text-red-700">{t('inventory.table.expired', { count: item.expiredUnits })}</p>
      )}
      {item.nearExpiryUnits > 0 && (
        <p className="text-xs text-amber-800">{t('inventory.table.nearExpiry', { count: item.nearExpiryUnits })}</p>
      )}
    </div>
  );
}

function BatchesButton({ item, onOpen }: { item: TInventoryItem; onOpen: TableProps['onOpenBatches'] }) {
  const { t } = useStorePanelText();
  return (
    <Button
      variant="outline"
      size="sm"
      className="whitespace-nowrap"
      onClick={() => onOpen(item)}
      aria-label={t('inventory.table.batchesOf', { name: item.name })}
    >
      <Layers className="h-4 w-4" aria-hidden="true" />
      {t('inventory.table.batchesCount', { count: item.batchCount })}
    </Button>
  );
}

const SORT_OF_COLUMN: Partial<Record<string, TInventorySort>> = {
  product: 'name',
  units: 'units',
  expiry: 'expiry',
  price: 'price',
};

/** Desktop: a table (TanStack Table) whose headers sort on the server; phones get one card per product. */
export function InventoryTable({ storeId, items, canSetPrices, sorting, onSort, onOpenBatches }: TableProps) {
  const { t } = useStorePanelText();
  const columns: ColumnDef<TInventoryItem>[] = [
    { id: 'product', header: t('inventory.table.product'), cell: ({ row }) => <ProductCell item={row.original} /> },
    {
      id: 'units',
      header: t('inventory.table.units'),
      cell: ({ row }) => (
        <div className="space-y-1">
          <p className="text-sm tabular-nums">{unitsLabel(t, row.original)}</p>
          <StockStateBadge item={row.original} />
        </div>
      ),
    },
    { id: 'expiry', header: t('inventory.table.expiry'), cell: ({ row }) => <ExpiryCell item={row.original} /> },
    {
      id: 'price',
      header: t('inventory.table.price'),
      cell: ({ row }) => (
        <div>
          <PriceEditor storeId={storeId} item={row.original} canEdit={canSetPrices} />
          <p className="px-2 text-xs text-slate-500">
            {t('inventory.table.mrp', { mrp: formatRupees(row.original.mrpPaise) })}
          </p>
        </div>
      ),
    },
    {
      id: 'sale',
      header: t('inventory.table.onSale'),
      cell: ({ row }) => <AvailabilitySwitch storeId={storeId} item={row.original} />,
    },
    {
      id: 'batches',
      header: () => <span className="sr-only">{t('inventory.table.batches')}</span>,
      cell: ({ row }) => <BatchesButton item={row.original} onOpen={onOpenBatches} />,
    },
  ];
  const table = useReactTable({
    data: items,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (item) => item.productId,
    manualSorting: true,
    manualPagination: true,
  });

  return (
    <>
      <ul className="space-y-3 md:hidden" aria-label={t('inventory.table.products')}>
        {items.map((item) => (
          <li key={item.productId} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
            <ProductCell item={item} />
            <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
              <div className="space-y-1">
                <p className="text-sm tabular-nums">{unitsLabel(t, item)}</p>
                <StockStateBadge item={item} />
              </div>
              <ExpiryCell item={item} />
            </div>
            <div className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3">
              <PriceEditor storeId={storeId} item={item} canEdit={canSetPrices} />
              <span className="flex items-center gap-2 text-sm text-slate-700">
                {t('inventory.table.onSale')} <AvailabilitySwitch storeId={storeId} item={item} />
              </span>
            </div>
            <div className="mt-3">
              <BatchesButton item={item} onOpen={onOpenBatches} />
            </div>
          </li>
        ))}
      </ul>

      <div className="hidden overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200 md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('inventory.table.caption')}</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs text-slate-700 uppercase">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sort = SORT_OF_COLUMN[header.column.id];
                  return (
                    <SortableHeader
                      key={header.id}
                      label={flexRender(header.column.columnDef.header, header.getContext())}
                      direction={sort !== undefined && sorting.sort === sort ? sorting.dir : null}
                      onSort={sort ? () => onSort(sort) : undefined}
                    />
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-slate-100">
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} className="align-top">
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className="px-3 py-3">
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
