import { SearchX } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';

export function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-12 text-center">
      <SearchX className="h-14 w-14 text-slate-400" aria-hidden="true" />
      <p className="mt-4 text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-1 text-2xl font-bold">Page not found</h1>
      <p className="mt-2 text-slate-700">The page you are looking for does not exist or has moved.</p>
      <div className="mt-6 flex gap-3">
        <ButtonLink to="/">Go to home</ButtonLink>
        <ButtonLink to="/medicines" variant="outline">
          Browse medicines
        </ButtonLink>
      </div>
    </div>
  );
}
