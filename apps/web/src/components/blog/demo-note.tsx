import { Info } from 'lucide-react';

/** Seeded articles say what they are: written for the demonstration, "reviewed" by a demo reviewer. */
export function DemoNote() {
  return (
    <p className="flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
      <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span>
        <strong>Demo content.</strong> The DawaNow team wrote this article for the demonstration. Its medical reviewer
        is a placeholder, not a real doctor, and no registered practitioner has checked it.
      </span>
    </p>
  );
}
