import { Minus, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useCatalogText } from './text';

/** Packs to add, 1..max, with buttons large enough for a thumb and the value announced. */
export function QuantityPicker({
  value,
  max,
  onChange,
  label,
}: {
  value: number;
  max: number;
  onChange: (quantity: number) => void;
  label?: string;
}) {
  const { t } = useCatalogText();
  return (
    <fieldset className="inline-flex items-center gap-1">
      <legend className="sr-only">{label ?? t('quantity.label')}</legend>
      <Button
        variant="outline"
        size="icon"
        aria-label={t('quantity.fewer')}
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
        aria-label={t('quantity.more')}
        disabled={value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        <Plus className="h-4 w-4" aria-hidden="true" />
      </Button>
    </fieldset>
  );
}
