import { MapPin } from 'lucide-react';
import { Link } from 'react-router';

/** Shown instead of prices when no partner store serves the visitor yet (offers are null). */
export function LocationPrompt({ text = 'Select a delivery location to see price and stock' }: { text?: string }) {
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
      <MapPin className="h-4 w-4 shrink-0" aria-hidden="true" />
      <span>{text}.</span>
      <Link to="/stores" className="font-medium underline underline-offset-2">
        Choose delivery location
      </Link>
    </p>
  );
}
