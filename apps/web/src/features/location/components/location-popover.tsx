/**
 * The delivery-location popover (SPEC §2), loaded when the header button is first opened or hovered:
 * Radix Popover with floating-ui and the address search stay out of every page's first load (issue
 * "under 200 KB of compressed JavaScript on first load", bench/bundle.ts).
 */
import { addressNeedsLocation } from '@dawanow/shared/addresses';
import { AUTOCOMPLETE_MIN_CHARS } from '@dawanow/shared/constants';
import * as Popover from '@radix-ui/react-popover';
import { AlertTriangle, Loader2, LocateFixed, MapPin, Plus, Search } from 'lucide-react';
import { type RefObject, useState } from 'react';
import { Link } from 'react-router';
import { useLocationText } from '@/components/addresses/text';
import { useTriggerDismissal } from '@/components/ui/lazy-popover-trigger';
import { useSavedAddresses } from '@/lib/queries/addresses';
import { useMe } from '@/lib/session';
import { useCombobox } from '@/lib/use-combobox';
import { usePlaceSearch } from '../geocoding-api';
import { useLocationState } from '../location-provider';

function SavedAddresses({ onChosen }: { onChosen: () => void }) {
  const { t } = useLocationText();
  const location = useLocationState();
  const addresses = useSavedAddresses();
  if (addresses.isPending) return <p className="px-3 py-2 text-sm text-slate-600">{t('popover.loadingSaved')}</p>;
  if (addresses.isError) return <p className="px-3 py-2 text-sm text-red-700">{t('popover.savedFailed')}</p>;
  if (addresses.data.length === 0) return <p className="px-3 py-2 text-sm text-slate-600">{t('popover.noSaved')}</p>;
  return (
    <ul>
      {addresses.data.map((address) => {
        const label = `${address.name}: ${address.address_line1}, ${address.city} ${address.postal_code}`;
        return (
          <li key={address.id}>
            <button
              type="button"
              className="flex w-full items-start gap-2 rounded-md px-3 py-2 text-left text-sm hover:bg-slate-100"
              onClick={() => {
                onChosen();
                if (address.latitude != null && address.longitude != null) {
                  void location.chooseCoordinates({ latitude: address.latitude, longitude: address.longitude }, label);
                } else {
                  location.chooseAddressWithoutLocation(label);
                }
              }}
            >
              <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
              <span className="min-w-0">
                <span className="block font-medium text-slate-900">{address.name}</span>
                <span className="block truncate text-slate-600">
                  {address.address_line1}, {address.city}
                </span>
                {addressNeedsLocation(address) && (
                  <span className="flex items-center gap-1 text-xs text-amber-800">
                    <AlertTriangle className="h-3 w-3" aria-hidden="true" /> {t('popover.needsLocation')}
                  </span>
                )}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function AddressSearch({ onChosen }: { onChosen: () => void }) {
  const { t } = useLocationText();
  const location = useLocationState();
  const [query, setQuery] = useState('');
  const [isListOpen, setIsListOpen] = useState(true);
  const search = usePlaceSearch(query);
  const trimmed = query.trim();
  const places = (search.data ?? []).map((place) => ({ ...place, key: place.id }));
  const combobox = useCombobox({
    id: 'location-search',
    options: places,
    isExpanded: isListOpen && places.length > 0,
    onOpen: () => setIsListOpen(true),
    onClose: () => setIsListOpen(false),
    onChoose: (place) => {
      onChosen();
      void search
        .choose(place.id)
        .then((details) =>
          location.chooseCoordinates(
            { latitude: details.latitude, longitude: details.longitude },
            details.formatted_address,
          ),
        );
    },
    listLabel: t('popover.suggestions'),
  });
  return (
    <div className="px-3 py-2">
      <label htmlFor="location-search" className="mb-1 block text-xs font-semibold text-slate-700 uppercase">
        {t('popover.searchLabel')}
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-2.5 h-4 w-4 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <input
          type="search"
          {...combobox.inputProps}
          value={query}
          maxLength={100}
          onChange={(event) => {
            setQuery(event.target.value);
            setIsListOpen(true);
            combobox.resetActive();
          }}
          placeholder={t('popover.placeholder')}
          className="h-10 w-full rounded-lg border border-slate-300 pr-3 pl-8 text-base"
        />
      </div>
      {trimmed.length > 0 && trimmed.length < AUTOCOMPLETE_MIN_CHARS && (
        <p className="mt-1 text-xs text-slate-600">{t('popover.minChars', { count: AUTOCOMPLETE_MIN_CHARS })}</p>
      )}
      {search.isError && <p className="mt-1 text-xs text-red-700">{t('popover.searchFailed')}</p>}
      {search.data && search.data.length === 0 && (
        <p className="mt-1 text-xs text-slate-600">{t('popover.noPlaces')}</p>
      )}
      <div
        {...combobox.listboxProps}
        hidden={!(isListOpen && places.length > 0)}
        className="mt-1 max-h-56 overflow-y-auto"
      >
        {places.map((place, index) => (
          <div
            key={place.key}
            {...combobox.optionProps(index)}
            className="w-full cursor-pointer rounded-md px-2 py-2 text-left text-sm hover:bg-slate-100 aria-selected:bg-brand-50"
          >
            <span className="block font-medium text-slate-900">{place.primary_text}</span>
            <span className="block text-xs text-slate-600">{place.secondary_text}</span>
          </div>
        ))}
      </div>
    </div>
  );
}

type LocationPopoverProps = {
  /** The header button: it positions the popover and gets focus back when it closes. */
  anchorRef: RefObject<HTMLButtonElement | null>;
  contentId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export function LocationPopover({ anchorRef, contentId, open, onOpenChange }: LocationPopoverProps) {
  const { t } = useLocationText();
  const location = useLocationState();
  const me = useMe().data;
  const dismissal = useTriggerDismissal(anchorRef);
  const close = () => onOpenChange(false);

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchorRef} />
      <Popover.Portal>
        <Popover.Content
          id={contentId}
          align="start"
          sideOffset={6}
          aria-label={t('popover.label')}
          className="z-50 w-[min(22rem,calc(100vw-1.5rem))] rounded-xl bg-white py-2 shadow-lg ring-1 ring-slate-200"
          {...dismissal}
        >
          <div className="px-3 pb-2">
            <button
              type="button"
              onClick={() => {
                close();
                void location.locateMe();
              }}
              className="flex w-full items-center gap-2 rounded-lg bg-brand-50 px-3 py-2.5 text-sm font-medium text-brand-800 hover:bg-brand-100"
            >
              {location.status === 'locating' ? (
                <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
              ) : (
                <LocateFixed className="h-4 w-4" aria-hidden="true" />
              )}
              {t('popover.useCurrent')}
            </button>
          </div>
          <AddressSearch onChosen={close} />
          <div className="border-t border-slate-100 pt-2">
            <p className="px-3 text-xs font-semibold text-slate-700 uppercase">{t('popover.saved')}</p>
            {me ? (
              <>
                <SavedAddresses onChosen={close} />
                <Link
                  to="/account"
                  onClick={close}
                  className="flex items-center gap-1 px-3 py-2 text-sm font-medium text-brand-700"
                >
                  <Plus className="h-4 w-4" aria-hidden="true" /> {t('popover.addNew')}
                </Link>
              </>
            ) : (
              <Link to="/auth" onClick={close} className="block px-3 py-2 text-sm font-medium text-brand-700">
                {t('popover.signIn')}
              </Link>
            )}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
