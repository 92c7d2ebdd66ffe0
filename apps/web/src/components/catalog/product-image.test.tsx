import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductImage } from './product-image';
import { testProduct } from './test-products';

describe('ProductImage', () => {
  it('draws the pack of a product without a photo, named for screen readers and sized before it loads', () => {
    render(<ProductImage src={null} pack={testProduct()} />);
    const image = screen.getByRole('img', { name: 'Pack of Dolo 650 Tablet' });
    const src = image.getAttribute('src') ?? '';
    expect(src).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    expect(decodeURIComponent(src)).toContain('>Dolo</text>');
    expect(image).toHaveAttribute('width', '320');
    expect(image).toHaveAttribute('height', '240');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('shows the uploaded photo, at our three widths, when the product has one', () => {
    const photo = '/api/product-images/0123456789abcdef0123456789abcdef-320.webp';
    render(<ProductImage src={photo} pack={testProduct({ imageUrl: photo })} alt="Dolo 650 pack photo" />);
    const image = screen.getByRole('img', { name: 'Dolo 650 pack photo' });
    expect(image).toHaveAttribute('src', photo);
    expect(image.getAttribute('srcset')).toContain('-1280.webp 1280w');
  });

  it('keeps the neutral mark where no product is at hand', () => {
    const { container } = render(<ProductImage src={null} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('svg')).not.toBeNull();
  });
});
