import ReactMarkdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';
import remarkGfm from 'remark-gfm';
import { PROSE_PARAGRAPH } from './prose';

// Site-relative links stay inside the SPA; mailto:/tel: and the rest are ordinary links.
const components: Components = {
  a: ({ href = '', children }) =>
    href.startsWith('/') ? (
      <Link to={href} className="font-medium text-brand-700 underline underline-offset-2">
        {children}
      </Link>
    ) : (
      <a href={href} className="font-medium text-brand-700 underline underline-offset-2">
        {children}
      </a>
    ),
  h2: ({ children }) => <h2 className="mt-8 mb-3 text-xl font-semibold text-slate-900">{children}</h2>,
  h3: ({ children }) => <h3 className="mt-5 mb-2 text-lg font-semibold text-slate-900">{children}</h3>,
  p: ({ children }) => <p className={PROSE_PARAGRAPH}>{children}</p>,
  ul: ({ children }) => <ul className="my-3 list-disc space-y-1.5 pl-6 text-slate-800">{children}</ul>,
  ol: ({ children }) => <ol className="my-3 list-decimal space-y-1.5 pl-6 text-slate-800">{children}</ol>,
  table: ({ children }) => (
    <div className="my-4 overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">{children}</table>
    </div>
  ),
  th: ({ children }) => <th className="border-b-2 border-slate-300 px-3 py-2 font-semibold">{children}</th>,
  td: ({ children }) => <td className="border-b border-slate-200 px-3 py-2">{children}</td>,
};

/** Renders stored Markdown; raw HTML in it is never rendered (react-markdown's default). */
export function Markdown({ children }: { children: string }) {
  return (
    <ReactMarkdown remarkPlugins={[remarkGfm]} components={components}>
      {children}
    </ReactMarkdown>
  );
}
