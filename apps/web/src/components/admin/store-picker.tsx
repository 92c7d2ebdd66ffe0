/**
 * A pharmacy chosen by its name (admin filters never ask for a raw id): the field suggests pharmacies whose name
 * contains what is typed, "Name, City", and the one named is what filters. Inside a form it also submits
 * `store` (the name shown) and `storeId` (the pharmacy's id, empty until a suggestion is chosen).
 */
import { adminOrdersApi } from '@dawanow/shared/api/admin-orders';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useAdminPanelText } from '@/app/layouts/admin-panel/text';
import { InputField } from '@/components/ui/form-field';
import { SelectFilter } from '@/components/ui/select-filter';
import { apiQueryOptions } from '@/lib/api-query';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** Pharmacies whose name contains `text`, and the cities that have one. */
export function useStoreLookup(text: string) {
  return useQuery({
    ...apiQueryOptions(adminOrdersApi.storeLookup, { query: { q: text } }),
    placeholderData: keepPreviousData,
  });
}

const labelOf = (store: { name: string; city: string }) => `${store.name}, ${store.city}`;

export type TPickedStore = { name: string; storeId: string | undefined };

export function StorePicker({
  value,
  onChange,
  error,
}: {
  value: TPickedStore;
  onChange: (next: TPickedStore) => void;
  error?: string | undefined;
}) {
  const { t } = useAdminPanelText();
  const listId = useId();
  // Suggestions are read by the name part of "Name, City", once typing pauses
  const lookup = useStoreLookup(useDebouncedValue(value.name.split(',')[0]?.trim() ?? '', 250));
  const options = lookup.data?.stores ?? [];
  const match = options.find((option) => labelOf(option) === value.name)?.id;
  // A name typed in full before its suggestion arrived stands for that pharmacy once it does
  useEffect(() => {
    if (match && match !== value.storeId) onChange({ name: value.name, storeId: match });
  }, [match, value.name, value.storeId, onChange]);
  return (
    <>
      <InputField
        label={t('record.storePicker.pharmacy')}
        name="store"
        list={listId}
        autoComplete="off"
        value={value.name}
        placeholder={t('record.storePicker.startTypingAName')}
        error={error}
        onChange={(event) => {
          const name = event.target.value;
          onChange({ name, storeId: options.find((option) => labelOf(option) === name)?.id });
        }}
      />
      <datalist id={listId}>
        {options.map((option) => (
          <option key={option.id} value={labelOf(option)} />
        ))}
      </datalist>
      <input type="hidden" name="storeId" value={value.name ? (value.storeId ?? '') : ''} />
    </>
  );
}

/**
 * A list's pharmacy filter, from the address's `store` (the name shown) and `storeId`: the picker, and the
 * filter form's `onApply` that refuses a name typed but not chosen from the suggestions instead of ignoring it.
 */
export function useStoreFilter(
  filters: { store?: string | undefined; storeId?: string | undefined },
  onApply: (form: FormData) => void,
) {
  const { t } = useAdminPanelText();
  const [store, setStore] = useState<TPickedStore>({ name: filters.store ?? '', storeId: filters.storeId });
  const [error, setError] = useState<string>();
  return {
    picker: <StorePicker value={store} onChange={setStore} error={error} />,
    onApply(form: FormData) {
      if (form.get('store') && !form.get('storeId')) {
        setError(t('record.storePicker.chooseSuggestion'));
        return;
      }
      setError(undefined);
      onApply(form);
    },
  };
}

/** A city filter over `cities`, spelt as the list being filtered spells them. */
export function CitySelect({ value, cities }: { value: string | undefined; cities: string[] }) {
  const { t } = useAdminPanelText();
  return (
    <SelectFilter
      label={t('record.citySelect.city')}
      name="city"
      value={value}
      anyLabel={t('record.citySelect.anyCity')}
      options={cities.map((city) => [city, city])}
    />
  );
}

/** The city filter: every city with a pharmacy on DawaNow, spelt as the store list spells it. */
export function CityFilter({ value }: { value: string | undefined }) {
  return <CitySelect value={value} cities={useStoreLookup('').data?.cities ?? []} />;
}
