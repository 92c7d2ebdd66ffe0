/**
 * Stored text that may be Markdown (patient information, written by the catalogue team). Most of it is plain
 * sentences, which are drawn here as the renderer would draw them; only text with Markdown in it loads the
 * renderer (~44 KB and its parsing: on a product page, in the same seconds as the page's own requests on a slow
 * phone). Raw HTML is never rendered (the renderer drops it).
 */
import { lazy, Suspense } from 'react';

/** A paragraph of prose, here and in the Markdown renderer (ui/markdown.tsx) */
export const PROSE_PARAGRAPH = 'my-3 leading-relaxed text-slate-800';

const Markdown = lazy(async () => ({ default: (await import('./markdown')).Markdown }));

/**
 * What the renderer would read as more than paragraphs of text: emphasis, code, headings, quotes, links and bare
 * addresses, tables, strikethrough, raw HTML, entities, escapes, hard breaks, lists, heading underlines and
 * indented code. When in doubt the renderer draws it: it is the reference.
 */
const MARKDOWN = /[*_`#>[\]|~<\\]|&#?\w+;|https?:\/\/|www\.| {2,}\n|^(?: {4}|\t)|^\s*(?:[-+]\s|\d+[.)]\s|[-=]{2,})/m;

export function Prose({ text }: { text: string }) {
  if (MARKDOWN.test(text)) {
    return (
      // Until the renderer arrives the text shows as written
      <Suspense fallback={<p className="whitespace-pre-line">{text}</p>}>
        <Markdown>{text}</Markdown>
      </Suspense>
    );
  }
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one fixed text, never reordered
      <p key={index} className={PROSE_PARAGRAPH}>
        {paragraph}
      </p>
    ));
}
