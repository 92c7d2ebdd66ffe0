import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Pagination, pageWindow } from './pagination';

describe('pageWindow', () => {
  it('shows every page of a short list', () => {
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('keeps the ends and two pages either side of the current one, with gaps between', () => {
    expect(pageWindow(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 'gap', 20]);
  });
});

describe('Pagination', () => {
  it('links to each page, marks the current one and offers previous and next', () => {
    render(
      <MemoryRouter>
        <Pagination page={2} pageCount={3} hrefFor={(n) => `/medicines?category=pain-relief&page=${n}`} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: /Next/ })).toHaveAttribute(
      'href',
      '/medicines?category=pain-relief&page=3',
    );
    expect(screen.getByRole('link', { name: /Previous/ })).toHaveAttribute(
      'href',
      '/medicines?category=pain-relief&page=1',
    );
  });

  it('renders nothing for a single page', () => {
    const { container } = render(
      <MemoryRouter>
        <Pagination page={1} pageCount={1} hrefFor={String} />
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
