/**
 * A list's filters and sort kept in the address (`?q=…&status=…&sort=…&dir=…`), so a link, a reload or the back
 * button reproduces the view. Values are passed on as typed; the server's schema refuses what it does not know.
 */
import type { SortingState } from '@tanstack/react-table';
import { useSearchParams } from 'react-router';

export function useUrlFilters<const TKey extends string>(
  keys: readonly TKey[],
  sort: { columns: readonly string[]; fallback: SortingState },
) {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(
    keys.flatMap((key) => {
      const value = params.get(key)?.trim();
      return value ? [[key, value]] : [];
    }),
  ) as Partial<Record<TKey, string>>;

  const column = params.get('sort');
  const sorting: SortingState =
    column && sort.columns.includes(column) ? [{ id: column, desc: params.get('dir') === 'desc' }] : sort.fallback;

  return {
    filters,
    sorting,
    /** Changes with the filters only: a filter form keyed on it starts again from the address */
    formKey: keys.map((key) => params.get(key)).join('|'),
    /** Takes each filter from a submitted form: blank removes it */
    apply(form: FormData) {
      const next = new URLSearchParams(params);
      for (const key of keys) {
        const value = String(form.get(key) ?? '').trim();
        if (value) next.set(key, value);
        else next.delete(key);
      }
      setParams(next);
    },
    /** A header click sorts by its column; a second click turns the order round */
    sortBy(columnId: string) {
      const [current] = sorting;
      const next = new URLSearchParams(params);
      next.set('sort', columnId);
      next.set('dir', current?.id === columnId && !current.desc ? 'desc' : 'asc');
      setParams(next, { replace: true });
    },
  };
}
