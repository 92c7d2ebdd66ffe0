import { Construction } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';

/** The frame of a screen whose feature is not built yet: it says so plainly instead of faking it. */
export function PlannedPage({ title, description }: { title: string; description: string }) {
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={title} description={description} />
      <div className="flex flex-col items-start gap-4 rounded-xl border border-dashed border-slate-300 bg-white p-6">
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <Construction className="h-5 w-5 text-amber-600" aria-hidden="true" />
          This part of DawaNow is being built and is not available yet.
        </p>
        <ButtonLink to="/" variant="outline" size="sm">
          Back to home
        </ButtonLink>
      </div>
    </div>
  );
}
