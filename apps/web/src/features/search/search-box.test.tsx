import type { TSuggestions } from '@dawanow/shared/search';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '@/lib/i18n/i18n';
import { createQueryClient } from '@/lib/query-client';
import { SearchBox } from './search-box';

const dolo: TSuggestions = {
  query: 'dolo',
  products: [
    {
      id: '0c8f5a52-3b0e-4d7a-8a8e-5d2c9b7e6f10',
      slug: 'dolo-650-tablet',
      name: 'Dolo 650 Tablet',
      brand: 'Dolo',
      manufacturer: 'Micro Labs Ltd',
      compositionLabel: 'Paracetamol 650 mg',
      dosageForm: 'tablet',
      packLabel: 'strip of 15 tablets',
      rxRequired: false,
      imageUrl: null,
    },
    {
      id: '1c8f5a52-3b0e-4d7a-8a8e-5d2c9b7e6f10',
      slug: 'dolokind-plus-tablet',
      name: 'Dolokind Plus Tablet',
      brand: 'Dolokind',
      manufacturer: 'Mankind Pharma Ltd',
      compositionLabel: 'Aceclofenac 100 mg + Paracetamol 325 mg',
      dosageForm: 'tablet',
      packLabel: 'strip of 10 tablets',
      rxRequired: true,
      imageUrl: null,
    },
  ],
  categories: [{ slug: 'fever-headache', name: 'Fever & headache' }],
};

function CurrentUrl() {
  const { pathname, search } = useLocation();
  return <output aria-label="Current page">{pathname + search}</output>;
}

/** Answers every suggestion request with `answer(q)` and remembers each request's abort signal. */
function stubSuggestions(answer: (q: string) => TSuggestions | Promise<TSuggestions>) {
  const requests: { q: string; signal: AbortSignal | undefined }[] = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const q = new URL(input, 'http://localhost').searchParams.get('q') ?? '';
    requests.push({ q, signal: init?.signal ?? undefined });
    return Response.json(await answer(q));
  });
  return requests;
}

function renderSearchBox(name = 'Search medicines') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <SearchBox id="header-search" />
            <p>Elsewhere on the page</p>
            <CurrentUrl />
          </>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return screen.getByRole('combobox', { name: name });
}

beforeAll(() => {
  // jsdom does no layout, so it has no scrolling either.
  Element.prototype.scrollIntoView = () => {};
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SearchBox', () => {
  it('suggests medicines and categories and opens the one picked with the keyboard', async () => {
    stubSuggestions(() => dolo);
    const user = userEvent.setup();
    const input = renderSearchBox();
    await user.type(input, 'dolo');

    expect(await screen.findByRole('option', { name: /Dolo 650 Tablet/ })).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('option', { name: /Dolokind Plus Tablet.*Rx required/ })).toBeInTheDocument();
    // Each suggestion shows its pack (drawn here, no photo), beside the name it needs no words of its own.
    expect(screen.getByRole('option', { name: /^Dolo 650 Tablet/ }).querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.getByRole('option', { name: 'Fever & headache' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'See all results for “dolo”' })).toBeInTheDocument();

    await user.keyboard('{ArrowDown}');
    const first = screen.getByRole('option', { name: /Dolo 650 Tablet/ });
    expect(input).toHaveAttribute('aria-activedescendant', first.id);
    expect(first).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{Enter}');
    expect(screen.getByRole('status', { name: 'Current page' })).toHaveTextContent('/product/dolo-650-tablet');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('');
  });

  it('wraps around with the arrow keys and opens a category', async () => {
    stubSuggestions(() => dolo);
    const user = userEvent.setup();
    const input = renderSearchBox();
    await user.type(input, 'dolo');
    await screen.findByRole('option', { name: /Dolo 650 Tablet/ });

    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: 'See all results for “dolo”' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(screen.getByRole('status', { name: 'Current page' })).toHaveTextContent(
      '/medicines?category=fever-headache',
    );
  });

  it('searches the trimmed text on Enter when no option is active', async () => {
    stubSuggestions(() => dolo);
    const user = userEvent.setup();
    const input = renderSearchBox();
    await user.type(input, '  pan 40 {Enter}');
    expect(screen.getByRole('status', { name: 'Current page' })).toHaveTextContent('/search?q=pan%2040');
  });

  it('opens a suggestion on click', async () => {
    stubSuggestions(() => dolo);
    const user = userEvent.setup();
    const input = renderSearchBox();
    await user.type(input, 'dolo');
    await user.click(await screen.findByRole('option', { name: /Dolokind Plus Tablet/ }));
    expect(screen.getByRole('status', { name: 'Current page' })).toHaveTextContent('/product/dolokind-plus-tablet');
  });

  it('stays closed below two characters and closes on Escape and when focus leaves', async () => {
    stubSuggestions(() => dolo);
    const user = userEvent.setup();
    const input = renderSearchBox();
    await user.type(input, 'd');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.type(input, 'o');
    await screen.findByRole('option', { name: /Dolo 650 Tablet/ });
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('do');

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByText('Elsewhere on the page'));
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('says when nothing matches and still offers the full search', async () => {
    stubSuggestions((q) => ({ query: q, products: [], categories: [] }));
    const user = userEvent.setup();
    const input = renderSearchBox();
    await user.type(input, 'zzqx');
    expect(await screen.findByText('No medicines match “zzqx”. Check the spelling, or search anyway.')).toBeVisible();
    expect(screen.getByRole('option', { name: 'See all results for “zzqx”' })).toBeVisible();
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('asks once typing pauses and abandons a request the visitor typed past', async () => {
    let release: (value: TSuggestions) => void = () => {};
    const requests = stubSuggestions((q) =>
      q === 'do' ? new Promise<TSuggestions>((resolve) => (release = resolve)) : dolo,
    );
    const user = userEvent.setup();
    const input = renderSearchBox();
    await user.type(input, 'do');
    await waitFor(() => expect(requests.map((request) => request.q)).toEqual(['do']));
    await user.type(input, 'lo');
    await screen.findByRole('option', { name: /Dolo 650 Tablet/ });
    expect(requests.map((request) => request.q)).toEqual(['do', 'dolo']);
    expect(requests[0]?.signal?.aborted).toBe(true);
    release(dolo);
  });
});

describe('SearchBox in Hindi', () => {
  afterEach(async () => {
    await act(() => switchLanguage('en'));
  });

  it('labels the box and its suggestions in Hindi and sends a Hindi word as typed', async () => {
    const requests = stubSuggestions(() => ({ ...dolo, query: 'बुखार' }));
    await act(() => switchLanguage('hi'));
    const user = userEvent.setup();
    const input = renderSearchBox('दवाइयाँ खोजें');
    expect(input).toHaveAttribute('placeholder', 'दवा या सॉल्ट का नाम खोजें');
    await user.type(input, 'बुखार');
    expect(await screen.findByRole('listbox', { name: 'खोज के सुझाव' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'दवाइयाँ' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'श्रेणियाँ' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /Dolokind Plus Tablet.*पर्चा ज़रूरी है/ })).toBeInTheDocument();
    expect(screen.getByText('3 सुझाव')).toHaveAttribute('role', 'status');
    const all = screen.getByRole('option', { name: '“बुखार” के सभी नतीजे देखें' });
    await user.click(all);
    expect(screen.getByRole('status', { name: 'Current page' })).toHaveTextContent(
      `/search?q=${encodeURIComponent('बुखार')}`,
    );
    expect(requests.at(-1)?.q).toBe('बुखार');
  });
});
