import { addressNeedsLocation, MAX_ADDRESSES_PER_USER, type TAddress } from '@dawanow/shared/addresses';
import { AlertTriangle, MapPin, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { AddressForm } from '@/components/addresses/address-form';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonList } from '@/components/ui/skeleton';
import { useSavedAddresses } from '@/lib/queries/addresses';
import { toast } from '@/lib/toast';
import { useDeleteAddress, useSetDefaultAddress } from '../api';
import { useAccountText } from '../text';

function AddressCard({ address, onEdit }: { address: TAddress; onEdit: () => void }) {
  const { t } = useAccountText();
  const setDefault = useSetDefaultAddress();
  const remove = useDeleteAddress();
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);

  return (
    <li className="rounded-xl bg-white p-4 ring-1 ring-slate-200" aria-label={address.name}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="flex items-center gap-2 font-semibold text-slate-900">
            <MapPin className="h-4 w-4 text-brand-700" aria-hidden="true" /> {address.name}
            {address.is_default && (
              <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
                {t('addresses.default')}
              </span>
            )}
          </p>
          <p className="mt-1 text-sm text-slate-700">
            {[address.address_line1, address.address_line2].filter(Boolean).join(', ')}
          </p>
          <p className="text-sm text-slate-700">
            {address.city}, {address.state} {address.postal_code}
          </p>
          {addressNeedsLocation(address) && (
            <p className="mt-1 flex items-center gap-1 text-sm text-amber-800">
              <AlertTriangle className="h-4 w-4" aria-hidden="true" /> {t('addresses.needsLocation')}
            </p>
          )}
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onEdit}>
          {t('addresses.edit')}
        </Button>
        {!address.is_default && (
          <Button
            variant="outline"
            size="sm"
            disabled={setDefault.isPending}
            onClick={() => setDefault.mutate(address.id)}
          >
            {t('addresses.setDefault')}
          </Button>
        )}
        {isConfirmingDelete ? (
          <>
            <Button
              size="sm"
              className="bg-red-700 hover:bg-red-800"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(address.id, {
                  onSuccess: () => toast.success(t('addresses.deleted')),
                  onError: () => toast.error(t('addresses.notDeleted'), { description: t('toast.tryAgain') }),
                })
              }
            >
              {t('addresses.confirmDelete', { name: address.name })}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setIsConfirmingDelete(false)}>
              {t('addresses.keep')}
            </Button>
          </>
        ) : (
          <Button variant="ghost" size="sm" className="text-red-700" onClick={() => setIsConfirmingDelete(true)}>
            {t('addresses.delete')}
          </Button>
        )}
      </div>
    </li>
  );
}

/** SPEC §2/§3: saved addresses, default first, add/edit/delete/set default. */
export function AddressesSection() {
  const { t } = useAccountText();
  const addresses = useSavedAddresses();
  const [editing, setEditing] = useState<TAddress | 'new' | null>(null);

  useEffect(() => {
    if (addresses.isError) {
      toast.error(t('addresses.errorTitle'), { id: 'addresses-failed', description: t('addresses.errorToast') });
    }
  }, [addresses.isError, t]);

  return (
    <section aria-labelledby="addresses-heading" className="space-y-4">
      <div className="flex items-center justify-between gap-3">
        <h2 id="addresses-heading" className="text-lg font-semibold">
          {t('addresses.heading')}
        </h2>
        {editing === null && (addresses.data?.length ?? 0) < MAX_ADDRESSES_PER_USER && (
          <Button size="sm" onClick={() => setEditing('new')}>
            <Plus className="h-4 w-4" aria-hidden="true" /> {t('addresses.add')}
          </Button>
        )}
      </div>
      {editing !== null && (
        <AddressForm address={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />
      )}
      {addresses.isPending ? (
        <div role="status" aria-label={t('addresses.loading')} className="space-y-3">
          <SkeletonList count={2} className="h-28 w-full" />
        </div>
      ) : addresses.isError ? (
        <ErrorState message={t('addresses.loadFailed')} onRetry={() => void addresses.refetch()} />
      ) : addresses.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
          {t('addresses.empty')}
        </p>
      ) : (
        <ul className="space-y-3">
          {addresses.data.map((address) => (
            <AddressCard key={address.id} address={address} onEdit={() => setEditing(address)} />
          ))}
        </ul>
      )}
    </section>
  );
}
