import { DEFAULT_DELIVERY_LABEL } from '@dawanow/shared/delivery';
import { ChevronDown, MapPin } from 'lucide-react';
import { Link } from 'react-router';

/**
 * Header delivery-location selector. Until location detection arrives it shows the default
 * estimate and leads to the store finder.
 */
export function LocationButton() {
  return (
    <Link
      to="/stores"
      className="flex min-w-0 items-center gap-1.5 rounded-lg px-2 py-1 text-left hover:bg-slate-100"
      aria-label={`Delivery in ${DEFAULT_DELIVERY_LABEL}. Choose delivery location`}
    >
      <MapPin className="h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
      <span className="min-w-0">
        <span className="block text-xs font-semibold text-slate-900">Delivery in {DEFAULT_DELIVERY_LABEL}</span>
        <span className="flex items-center gap-0.5 truncate text-xs text-slate-600">
          Set delivery location <ChevronDown className="h-3 w-3" aria-hidden="true" />
        </span>
      </span>
    </Link>
  );
}
