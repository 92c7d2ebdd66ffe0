import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openedUrls } from '@/components/file-viewer/test-pdf-document';
import { PrescriptionViewer } from './prescription-viewer';
import { TEST_STORE_ID, testStorePrescription } from './test-prescriptions';

const { files } = testStorePrescription();

vi.mock('@/components/file-viewer/pdf-document', () => import('@/components/file-viewer/test-pdf-document'));

beforeEach(() => {
  openedUrls.length = 0;
});

describe('PrescriptionViewer', () => {
  it('shows an image through the logged store URL, zooms, rotates and fits it back', async () => {
    render(<PrescriptionViewer files={files} access={{ storeId: TEST_STORE_ID, reason: 'verification' }} />);
    const image = screen.getByRole('img', { name: 'Prescription file 1 of 2' });
    expect(image).toHaveAttribute('src', `${files[0]?.url}?storeId=${TEST_STORE_ID}&reason=verification`);
    const zoom = screen.getByRole('status', { name: 'Zoom' });
    expect(zoom).toHaveTextContent('100%');
    expect(screen.getByRole('button', { name: 'Zoom out' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(zoom).toHaveTextContent('200%');
    await userEvent.click(screen.getByRole('button', { name: 'Rotate' }));
    expect(image.style.transform).toContain('rotate(90deg)');
    await userEvent.click(screen.getByRole('button', { name: 'Fit' }));
    expect(zoom).toHaveTextContent('100%');
    // Fitting changes the size, not the turn the pharmacist chose.
    expect(image.style.transform).toContain('rotate(90deg)');
  });

  it('moves to the next file, a PDF drawn in the page (never the browser viewer), and back to a fresh image', async () => {
    render(<PrescriptionViewer files={files} access={{ reason: 'audit' }} />);
    expect(screen.getByRole('link', { name: 'New tab' })).toHaveAttribute('target', '_blank');
    await userEvent.click(screen.getByRole('button', { name: 'Rotate' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next file' }));

    expect(screen.getByText(/File 2 of 2/)).toBeInTheDocument();
    const page = await screen.findByRole('img', { name: 'Prescription file 2 of 2, page 1 of 1' });
    expect(page.tagName).toBe('CANVAS');
    expect(openedUrls).toEqual([`${files[1]?.url}?reason=audit`]);
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('href', `${files[1]?.url}?reason=audit`);
    expect(screen.queryByRole('link', { name: 'New tab' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Next file' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Previous file' }));
    expect(screen.getByRole('img', { name: 'Prescription file 1 of 2' }).style.transform).toContain('rotate(0deg)');
  });

  it('offers thumbnails of images to jump between files', async () => {
    render(<PrescriptionViewer files={files} access={{ storeId: TEST_STORE_ID, reason: 'verification' }} />);
    const strip = screen.getByRole('list', { name: 'All files' });
    // Thumbnails are decorative (alt=""): the button carries the name.
    const thumbnail = within(strip).getByRole('button', { name: 'Show file 1' }).querySelector('img');
    expect(thumbnail).toHaveAttribute(
      'src',
      `${files[0]?.url}?storeId=${TEST_STORE_ID}&reason=verification&variant=thumbnail`,
    );
    await userEvent.click(within(strip).getByRole('button', { name: 'Show file 2' }));
    expect(within(strip).getByRole('button', { name: 'Show file 2' })).toHaveAttribute('aria-current', 'true');
  });

  it('says so when the files are gone', () => {
    render(<PrescriptionViewer files={[]} access={{ reason: 'audit' }} />);
    expect(screen.getByText(/removed after the retention period/)).toBeInTheDocument();
  });
});
