import {
  Activity,
  Baby,
  BadgeIndianRupee,
  Cross,
  Droplet,
  Hand,
  HeartPulse,
  Leaf,
  type LucideIcon,
  Pill,
  Soup,
  Sparkles,
  Thermometer,
  Wind,
} from 'lucide-react';
import { Link } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonList } from '@/components/ui/skeleton';
import { useCategories } from '../api';

// Icon names are stored with each category; unknown ones fall back to a pill.
const icons: Record<string, LucideIcon> = {
  activity: Activity,
  baby: Baby,
  'badge-indian-rupee': BadgeIndianRupee,
  cross: Cross,
  droplet: Droplet,
  hand: Hand,
  'heart-pulse': HeartPulse,
  leaf: Leaf,
  soup: Soup,
  sparkles: Sparkles,
  thermometer: Thermometer,
  wind: Wind,
};

export function CategoryGrid({ limit }: { limit?: number }) {
  const categories = useCategories();

  if (categories.isPending) {
    return (
      <div role="status" aria-label="Loading categories" className="grid grid-cols-3 gap-3 md:grid-cols-6">
        <SkeletonList count={limit ?? 12} className="h-28" />
      </div>
    );
  }
  if (categories.isError) {
    return <ErrorState message="We could not load categories." onRetry={() => void categories.refetch()} />;
  }
  if (categories.data.length === 0) {
    return <p className="text-slate-700">No categories are available right now.</p>;
  }
  return (
    <ul className="grid grid-cols-3 gap-3 md:grid-cols-6">
      {categories.data.slice(0, limit).map((category) => {
        const Icon = icons[category.icon] ?? Pill;
        return (
          <li key={category.id}>
            <Link
              to={`/medicines?category=${category.slug}`}
              title={category.description}
              className="flex h-full flex-col items-center gap-2 rounded-xl bg-white p-3 text-center shadow-sm ring-1 ring-slate-200 hover:ring-brand-500"
            >
              <span className="flex h-11 w-11 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <Icon className="h-6 w-6" aria-hidden="true" />
              </span>
              <span className="text-xs font-medium text-slate-900 md:text-sm">{category.name}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
