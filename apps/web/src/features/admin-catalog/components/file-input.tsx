/** A labelled file picker that hands over the file chosen (or none). */
export function FileInput({
  label,
  accept,
  onFile,
}: {
  label: string;
  accept: string;
  onFile: (file: File | null) => void;
}) {
  return (
    <label className="block text-sm font-medium text-slate-800">
      {label}
      <input
        type="file"
        accept={accept}
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
        className="mt-1.5 block w-full text-sm font-normal file:mr-3 file:h-11 file:rounded-lg file:border-0 file:bg-slate-100 file:px-4 file:font-medium"
      />
    </label>
  );
}
