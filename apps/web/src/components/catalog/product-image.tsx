import { PACK_ART_HEIGHT, PACK_ART_WIDTH, packArtImage, type TPackArtProduct } from '@dawanow/shared/pack-art';
import { PRODUCT_IMAGE_WIDTHS, productImageAtWidth } from '@dawanow/shared/products';
import { Pill } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useCatalogText } from './text';

/** Our own pictures come in three widths: the browser picks the one its layout and screen need. */
function srcSetOf(src: string): string | undefined {
  const widths = PRODUCT_IMAGE_WIDTHS.flatMap((width) => {
    const url = productImageAtWidth(src, width);
    return url ? [`${url} ${width}w`] : [];
  });
  return widths.length > 0 ? widths.join(', ') : undefined;
}

/**
 * A picture further down a list loads when it is scrolled near; the main picture of a page (a product's own) is in
 * the first screen, so it loads at once and before other images.
 */
function loadingOf(main: boolean) {
  return main ? ({ loading: 'eager', fetchPriority: 'high' } as const) : ({ loading: 'lazy' } as const);
}

/** Issue 17: a product without a photo shows its own pack (brand, strength, form) rather than a generic icon. */
function PackArt({
  pack,
  alt,
  className,
  main,
}: {
  pack: TPackArtProduct;
  alt: string;
  className?: string;
  main: boolean;
}) {
  const { src, background } = packArtImage(pack);
  return (
    <img
      src={src}
      alt={alt}
      width={PACK_ART_WIDTH}
      height={PACK_ART_HEIGHT}
      {...loadingOf(main)}
      decoding="async"
      style={{ backgroundColor: background }}
      className={cn('object-contain', className)}
    />
  );
}

/**
 * The pack photo; without one, the drawn pack of `pack`, or a neutral pill mark where no product is at hand
 * (the admin catalogue, which shows which products still lack a photo).
 */
export function ProductImage({
  src,
  pack,
  className,
  alt,
  sizes = '(min-width: 768px) 320px, 50vw',
  main = false,
}: {
  src: string | null;
  pack?: TPackArtProduct;
  className?: string;
  /** A photo's text alternative ('' unless given); the drawn pack says "Pack of …" unless given '' beside the name */
  alt?: string;
  /** How wide it is shown, for choosing among the widths */
  sizes?: string;
  /** The page's main picture, in its first screen */
  main?: boolean;
}) {
  const { t } = useCatalogText();
  if (!src && pack) {
    return (
      <PackArt
        pack={pack}
        alt={alt ?? t('productImage.packOf', { name: pack.name })}
        className={className}
        main={main}
      />
    );
  }
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
      alt={alt ?? ''}
      {...loadingOf(main)}
      className={cn('bg-white object-contain', className)}
    />
  );
}
