import { Lock } from 'lucide-react';

/** Where the member's store role does not reach (the server refuses it too): says who can, not a dead page. */
export function NotPermitted({ message }: { message: string }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
      <Lock className="h-8 w-8 text-slate-500" aria-hidden="true" />
      <p className="text-sm text-slate-700">{message}</p>
    </div>
  );
}
