import { Minus, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Packs to add, 1..max, with buttons large enough for a thumb and the value announced. */
export function QuantityPicker({
  value,
  max,
  onChange,
  label = 'Quantity',
}: {
  value: number;
  max: number;
  onChange: (quantity: number) => void;
  label?: string;
}) {
  return (
    <fieldset className="inline-flex items-center gap-1">
      <legend className="sr-only">{label}</legend>
      <Button
        variant="outline"
        size="icon"
        aria-label="Fewer packs"
        disabled={value <= 1}
        onClick={() => onChange(Math.max(1, value - 1))}
      >
        <Minus className="h-4 w-4" aria-hidden="true" />
      </Button>
      <output aria-live="polite" className="min-w-10 text-center text-base font-semibold">
        {value}
      </output>
      <Button
        variant="outline"
        size="icon"
        aria-label="More packs"
        disabled={value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        <Plus className="h-4 w-4" aria-hidden="true" />
      </Button>
    </fieldset>
  );
}
