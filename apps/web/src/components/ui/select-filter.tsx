/** A list filter chosen from a list, with "any" first; read from its form by `name`. */
export function SelectFilter({
  label,
  name,
  value,
  anyLabel,
  options,
}: {
  label: string;
  name: string;
  value: string | undefined;
  anyLabel: string;
  options: [string, string][];
}) {
  return (
    <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
      {label}
      <select
        name={name}
        defaultValue={value ?? ''}
        className="h-11 w-full rounded-lg border border-slate-300 bg-white px-2 text-base"
      >
        <option value="">{anyLabel}</option>
        {options.map(([option, optionLabel]) => (
          <option key={option} value={option}>
            {optionLabel}
          </option>
        ))}
      </select>
    </label>
  );
}
