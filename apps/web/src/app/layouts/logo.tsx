export function Logo() {
  return (
    <span className="flex items-center gap-1.5">
      <svg viewBox="0 0 32 32" className="h-8 w-8" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#047857" />
        <path d="M11 9h10v4h4v6h-4v4H11v-4H7v-6h4z" fill="#fff" />
      </svg>
      <span className="hidden text-lg font-bold tracking-tight text-slate-900 sm:inline">
        Dawa<span className="text-brand-700">Now</span>
      </span>
    </span>
  );
}
