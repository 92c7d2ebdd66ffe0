import { LANGUAGE_LOCALES } from '@dawanow/shared/languages';
import { ChevronDown } from 'lucide-react';
import { EnglishOnlyNote } from '@/components/english-only-note';
import { ErrorState } from '@/components/ui/error-state';
import { Markdown } from '@/components/ui/markdown';
import { PageHeader } from '@/components/ui/page-header';
import { useContentPage } from '../api';
import { parseFaq } from '../faq';
import { useContentText } from '../text';
import { ContentPageSkeleton } from './policy-page';

export function FaqPage() {
  const { t } = useContentText();
  const page = useContentPage('faq');

  if (page.isPending) return <ContentPageSkeleton />;
  if (page.isError) {
    return <ErrorState message={t('faq.loadFailed')} onRetry={() => void page.refetch()} />;
  }
  const { introMarkdown, groups } = parseFaq(page.data.bodyMarkdown);
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={page.data.title} />
      <EnglishOnlyNote>{t('faq.englishOnly')}</EnglishOnlyNote>
      <div lang={LANGUAGE_LOCALES.en}>
        <Markdown>{introMarkdown}</Markdown>
        {groups.map((group, index) => (
          <section key={group.topic} aria-labelledby={`faq-topic-${index}`} className="mt-8">
            <h2 id={`faq-topic-${index}`} className="mb-3 text-xl font-semibold text-slate-900">
              {group.topic}
            </h2>
            <div className="divide-y divide-slate-200 rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
              {group.questions.map(({ question, answerMarkdown }) => (
                <details key={question} className="group px-4 py-1 md:px-5">
                  <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 py-2 font-medium text-slate-900">
                    {question}
                    <ChevronDown
                      className="h-5 w-5 shrink-0 transition-transform group-open:rotate-180"
                      aria-hidden="true"
                    />
                  </summary>
                  <div className="pb-3">
                    <Markdown>{answerMarkdown}</Markdown>
                  </div>
                </details>
              ))}
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
