import type { TBlogReviewer } from '@dawanow/shared/blog';
import { formatIndianDate } from '@dawanow/shared/dates';
import { ShieldCheck } from 'lucide-react';

/** Who wrote the post and which medical professional checked it, and when: what makes health text trustworthy. */
export function ReviewerByline({
  authorName,
  reviewer,
  reviewedOn,
}: {
  authorName: string;
  reviewer: TBlogReviewer;
  reviewedOn: string;
}) {
  return (
    <div className="flex gap-3 rounded-lg bg-brand-50 p-3 text-sm text-slate-800">
      <ShieldCheck className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
      <div>
        <p>
          Medically reviewed by <strong>{reviewer.name}</strong>, {reviewer.qualification} (Reg. no.{' '}
          {reviewer.registration}) on {formatIndianDate(`${reviewedOn}T00:00:00+05:30`)}
        </p>
        <p className="text-slate-600">Written by {authorName}</p>
      </div>
    </div>
  );
}
