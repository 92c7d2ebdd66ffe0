import { cn } from '@/lib/cn';

/** A run of identical placeholders (list rows, grid tiles) while their data loads. */
export function SkeletonList({ count, className }: { count: number; className?: string }) {
  return Array.from({ length: count }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders have no identity of their own
    <Skeleton key={index} className={className} />
  ));
}

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-slate-200', className)} />;
}
