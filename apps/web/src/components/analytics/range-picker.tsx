import { ANALYTICS_MAX_DAYS, rangeEndingOn, type TAnalyticsRange, ZAnalyticsRange } from '@dawanow/shared/analytics';
import { indianToday } from '@dawanow/shared/dates';
import { type FormEvent, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePanelText } from '@/components/panel-text';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';

export const RANGE_PRESETS = [
  { value: 'today', days: 1 },
  { value: '7d', days: 7 },
  { value: '30d', days: 30 },
] as const;
export type TRangeChoice = (typeof RANGE_PRESETS)[number]['value'] | 'custom';

/** The range the address asks for: a preset ending today (India), or a custom from–to that passes the API's rules. */
export function readRange(
  params: URLSearchParams,
  fallback: TRangeChoice = '7d',
): { choice: TRangeChoice; range: TAnalyticsRange } {
  const today = indianToday();
  const preset = RANGE_PRESETS.find((option) => option.value === params.get('range'));
  if (params.get('range') === 'custom') {
    const custom = ZAnalyticsRange.safeParse({ from: params.get('from'), to: params.get('to') });
    if (custom.success) return { choice: 'custom', range: custom.data };
  }
  const chosen = preset ?? RANGE_PRESETS.find((option) => option.value === fallback);
  return { choice: chosen?.value ?? '7d', range: rangeEndingOn(today, chosen?.days ?? 7) };
}

/**
 * The period the address holds (`?range=7d`, or `?range=custom&from=…&to=…`; else `fallback`) and the change that writes the
 * picked one there, keeping the address's other parameters (a city, a table's sort).
 */
export function useAddressRange(fallback?: TRangeChoice) {
  const [params, setParams] = useSearchParams();
  const { choice, range } = readRange(params, fallback);
  const onChange = (picked: { choice: TRangeChoice; range?: TAnalyticsRange }) => {
    const next = new URLSearchParams(params);
    next.set('range', picked.choice);
    for (const key of ['from', 'to'] as const) {
      if (picked.choice === 'custom' && picked.range) next.set(key, picked.range[key]);
      else next.delete(key);
    }
    setParams(next);
  };
  return { choice, range, onChange };
}

/**
 * Today, 7 days, 30 days or a custom range in Indian days. Native radio buttons, so arrow keys move between the
 * choices and the screen reader names the group; the custom dates are checked with the API's own schema.
 */
export function RangePicker({
  choice,
  range,
  onChange,
}: {
  choice: TRangeChoice;
  range: TAnalyticsRange;
  onChange: (next: { choice: TRangeChoice; range?: TAnalyticsRange }) => void;
}) {
  const { t } = usePanelText();
  const name = useId();
  const [isCustomOpen, setCustomOpen] = useState(choice === 'custom');
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});
  const options = [...RANGE_PRESETS, { value: 'custom' as const }];
  const selected = isCustomOpen ? 'custom' : choice;

  const onApply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = ZAnalyticsRange.safeParse({ from: form.get('from'), to: form.get('to') });
    if (!parsed.success) {
      const found: { from?: string; to?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'to' ? 'to' : 'from';
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    onChange({ choice: 'custom', range: parsed.data });
  };

  return (
    <div className="space-y-3">
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">{t('analytics.range.legend')}</legend>
        <div className="inline-flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1">
          {options.map((option) => (
            <label
              key={option.value}
              className={cn(
                'relative flex h-11 cursor-pointer items-center rounded-lg px-4 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700',
                selected === option.value ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-700 hover:text-slate-900',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={selected === option.value}
                onChange={() => {
                  setCustomOpen(option.value === 'custom');
                  if (option.value !== 'custom') onChange({ choice: option.value });
                }}
                // Over the whole label, invisible: the label is what is drawn, the radio what is pressed and focused.
                className="absolute inset-0 cursor-pointer opacity-0"
              />
              {t(`analytics.range.choices.${option.value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {isCustomOpen && (
        <form
          onSubmit={onApply}
          noValidate
          className="flex flex-wrap items-start gap-3"
          aria-label={t('analytics.range.customPeriod')}
        >
          {(['from', 'to'] as const).map((end) => (
            <InputField
              key={end}
              label={t(`analytics.range.${end}`)}
              name={end}
              type="date"
              defaultValue={range[end]}
              max={indianToday()}
              error={errors[end]}
            />
          ))}
          <Button type="submit" className="mt-7">
            {t('analytics.range.show')}
          </Button>
          <p className="basis-full text-xs text-slate-600">
            {t('analytics.range.limit', { days: ANALYTICS_MAX_DAYS })}
          </p>
        </form>
      )}
    </div>
  );
}
