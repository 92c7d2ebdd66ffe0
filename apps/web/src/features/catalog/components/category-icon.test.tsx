import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CategoryIcon } from './category-icon';

describe('CategoryIcon', () => {
  it("shows the category's uploaded picture when it has one", () => {
    const { container } = render(<CategoryIcon name="pill" imageUrl="/api/category-images/abc.webp" />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/api/category-images/abc.webp');
    expect(container.querySelector('svg')).toBeNull();
  });

  it('shows its icon otherwise', () => {
    const { container } = render(<CategoryIcon name="pill" imageUrl={null} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg')).not.toBeNull();
  });
});
