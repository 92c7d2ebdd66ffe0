import { Pill } from 'lucide-react';
import { cn } from '@/lib/cn';

/** The pack photo, or a neutral pill mark when the catalogue has none. */
export function ProductImage({ src, className }: { src: string | null; className?: string }) {
  if (!src) {
    return (
      <div aria-hidden="true" className={cn('flex items-center justify-center bg-brand-50 text-brand-700', className)}>
        <Pill className="h-1/2 w-1/2 max-h-12 max-w-12" />
      </div>
    );
  }
  return <img src={src} alt="" loading="lazy" className={cn('bg-white object-contain', className)} />;
}
