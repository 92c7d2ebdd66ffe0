import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadPage } from '@/lib/reload-page';
import { AppErrorBoundary } from './error-fallback';

vi.mock('@/lib/reload-page', () => ({ reloadPage: vi.fn() }));

function Broken(): never {
  throw new Error('stock count was undefined');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('AppErrorBoundary', () => {
  it('shows the fallback with technical details and a reload button', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Technical details')).toBeInTheDocument();
    expect(screen.getByText(/stock count was undefined/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload Application' }));
    expect(reloadPage).toHaveBeenCalledOnce();
  });
});
