import { searchPath } from '@dawanow/shared/search';
import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { cn } from '@/lib/cn';

/** Header search: Enter goes to /search with the trimmed query (SPEC §2). */
export function SearchBox({ className, id }: { className?: string; id: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const currentQuery = location.pathname === '/search' ? (params.get('q') ?? '') : '';
  const [query, setQuery] = useState(currentQuery);

  useEffect(() => {
    setQuery(currentQuery);
  }, [currentQuery]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void navigate(searchPath(query));
  }

  return (
    // role="search" rather than <search>: older Android browsers give the new element no meaning
    // biome-ignore lint/a11y/useSemanticElements: see above
    <form role="search" onSubmit={onSubmit} className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        Search medicines
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
      <input
        id={id}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="Search medicines or salts"
        enterKeyHint="search"
        maxLength={100}
        className="h-11 w-full rounded-lg border border-slate-300 bg-slate-50 pr-3 pl-10 text-base placeholder:text-slate-500 focus:border-brand-700 focus:bg-white"
      />
    </form>
  );
}
