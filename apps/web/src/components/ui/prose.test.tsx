import { render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown';
import { Prose } from './prose';

const inRouter = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;

/** The paragraphs, lists, links… as the renderer itself draws `text` (blank text nodes between blocks aside) */
function asTheRendererDraws(text: string): string[] {
  const { container, unmount } = render(<Markdown>{text}</Markdown>, { wrapper: inRouter });
  const html = [...container.children].map((element) => element.outerHTML);
  unmount();
  return html;
}

const drawn = (container: HTMLElement) => [...container.children].map((element) => element.outerHTML);

describe('Prose', () => {
  it.each([
    'Lowers fever and eases mild to moderate pain such as headache, body ache, toothache and period pain.',
    'Adults usually take one tablet every 4 to 6 hours, with or without food.\nNo more than 4 g in 24 hours.',
    "Store below 25 °C.\n\nKeep out of children's reach (and pets'): it's 100% paracetamol; ask a doctor if unsure!",
    'Cold & Cough, 2-3 times a day; 1.5 ml per dose = one measure.\n\n\n  Shake well.  ',
  ])('draws plain sentences exactly as the Markdown renderer would, without loading it: %j', (text) => {
    const { container } = render(<Prose text={text} />);
    expect(drawn(container)).toEqual(asTheRendererDraws(text));
  });

  it.each([
    ['emphasis', 'Take **after food**.'],
    ['a list', 'Avoid:\n\n- alcohol\n- other paracetamol medicines'],
    ['a numbered list', '1. Shake well\n2. Measure'],
    ['a site link', 'See [our refund policy](/refund-policy).'],
    ['a bare address', 'Read more at www.example.com today.'],
    ['an entity', 'Salt &amp; strength'],
    ['a hard break', 'First line  \nsecond line'],
    ['a heading underline', 'Warning\n=======\n\nDo not exceed the dose.'],
    ['raw HTML, which is never drawn', 'Safe <b>bold</b> text'],
    ['a table', '| Age | Dose |\n| --- | --- |\n| 12+ | 1 tablet |'],
    ['indented code', 'Mix as follows:\n\n    1 sachet in 200 ml water'],
  ])('hands %s to the renderer and draws what it draws', async (_kind, text) => {
    const expected = asTheRendererDraws(text);
    const { container } = render(<Prose text={text} />, { wrapper: inRouter });
    await waitFor(() => expect(drawn(container)).toEqual(expected));
  });
});
