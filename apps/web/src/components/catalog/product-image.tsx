import { PRODUCT_IMAGE_WIDTHS, productImageAtWidth } from '@dawanow/shared/products';
import { Pill } from 'lucide-react';
import { cn } from '@/lib/cn';

/** Our own pictures come in three widths: the browser picks the one its layout and screen need. */
function srcSetOf(src: string): string | undefined {
  const widths = PRODUCT_IMAGE_WIDTHS.flatMap((width) => {
    const url = productImageAtWidth(src, width);
    return url ? [`${url} ${width}w`] : [];
  });
  return widths.length > 0 ? widths.join(', ') : undefined;
}

/** The pack photo, or a neutral pill mark when the catalogue has none. */
export function ProductImage({
  src,
  className,
  alt = '',
  sizes = '(min-width: 768px) 320px, 50vw',
}: {
  src: string | null;
  className?: string;
  alt?: string;
  /** How wide it is shown, for choosing among the widths */
  sizes?: string;
}) {
  if (!src) {
    return (
      <div aria-hidden="true" className={cn('flex items-center justify-center bg-brand-50 text-brand-700', className)}>
        <Pill className="h-1/2 w-1/2 max-h-12 max-w-12" />
      </div>
    );
  }
  const srcSet = srcSetOf(src);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      loading="lazy"
      className={cn('bg-white object-contain', className)}
    />
  );
}
