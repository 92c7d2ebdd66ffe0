import type { ReactNode } from 'react';

/** The frame of the sign-in pages: a heading and a card, narrow on every screen. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-md">
      <h1 className="mb-6 text-center text-2xl font-bold">{title}</h1>
      <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-6">{children}</div>
    </div>
  );
}
