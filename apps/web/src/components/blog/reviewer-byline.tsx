import type { TBlogReviewer } from '@dawanow/shared/blog';
import { formatIndianDate } from '@dawanow/shared/dates';
import { ShieldCheck } from 'lucide-react';
import { Trans } from 'react-i18next';
import { currentLocale } from '@/lib/i18n/i18n';
import { useBlogText } from './text';

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
  const { t } = useBlogText();
  return (
    <div className="flex gap-3 rounded-lg bg-brand-50 p-3 text-sm text-slate-800">
      <ShieldCheck className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
      <div>
        <p>
          <Trans
            t={t}
            i18nKey="byline.reviewed"
            values={{ ...reviewer, date: formatIndianDate(`${reviewedOn}T00:00:00+05:30`, currentLocale()) }}
            components={{ name: <strong /> }}
          />
        </p>
        <p className="text-slate-600">{t('byline.writtenBy', { author: authorName })}</p>
      </div>
    </div>
  );
}
