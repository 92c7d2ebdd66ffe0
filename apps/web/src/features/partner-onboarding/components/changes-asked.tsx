import type { TMyStoreApplication } from '@dawanow/shared/store-application-steps';
import { STORE_APPLICATION_FIELD_LABELS } from '@dawanow/shared/store-applications';
import type { ReactNode } from 'react';

/** What the reviewer asked to change, field by field, with their note: on the status page and on every step. */
export function ChangesAsked({ application, children }: { application: TMyStoreApplication; children: ReactNode }) {
  return (
    <section
      aria-labelledby="changes-asked"
      className="mb-5 space-y-2 rounded-xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200"
    >
      <h2 id="changes-asked" className="font-semibold">
        The reviewer asked for changes
      </h2>
      <ul className="list-disc space-y-1 pl-5">
        {Object.entries(application.fieldNotes).map(([field, note]) => (
          <li key={field}>
            <span className="font-semibold">{STORE_APPLICATION_FIELD_LABELS[field] ?? field}:</span> {note}
          </li>
        ))}
      </ul>
      {application.decisionNote && <p>{application.decisionNote}</p>}
      {children}
    </section>
  );
}
