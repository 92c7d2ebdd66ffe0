import {
  requiredDocumentKinds,
  STORE_APPLICATION_DOCUMENT_LABELS,
  STORE_APPLICATION_MAX_FILE_BYTES,
  type TMyStoreApplication,
  type TStoreApplicationDocumentKind,
} from '@dawanow/shared/store-application-steps';
import { CheckCircle2, FileUp } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useUploadDocument } from '../api';

/** The documents this application needs (the same rule the server submits by). */
export function documentsNeeded(application: TMyStoreApplication): TStoreApplicationDocumentKind[] {
  const forms = new Set(application.licences.map((licence) => licence.form));
  return requiredDocumentKinds({ hasForm20b: forms.has('20B'), hasForm21b: forms.has('21B') });
}

function DocumentRow({ kind, uploadedAt }: { kind: TStoreApplicationDocumentKind; uploadedAt: string | null }) {
  const upload = useUploadDocument();
  const [error, setError] = useState<string | null>(null);
  const id = `document-${kind}`;
  return (
    <li className="space-y-2 rounded-xl bg-white p-3 ring-1 ring-slate-200">
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={id} className="font-medium text-slate-900">
          {STORE_APPLICATION_DOCUMENT_LABELS[kind]}
        </label>
        {uploadedAt && !upload.isPending && (
          <span className="flex items-center gap-1 text-sm text-brand-800">
            <CheckCircle2 className="h-4 w-4" aria-hidden="true" /> Uploaded
          </span>
        )}
      </div>
      <input
        id={id}
        type="file"
        // The server decides by content; this only narrows the phone's picker
        accept="application/pdf,image/jpeg,image/png,image/webp"
        capture={kind === 'shop_front' ? 'environment' : undefined}
        className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:font-medium file:text-brand-800"
        aria-describedby={error ? `${id}-error` : undefined}
        disabled={upload.isPending}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (!file) return;
          event.target.value = '';
          // Refused here so a phone on 4G does not send megabytes the server would refuse
          if (file.size > STORE_APPLICATION_MAX_FILE_BYTES) {
            setError('Each document must be at most 10 MB. Choose a smaller scan or photo.');
            return;
          }
          setError(null);
          upload.mutate({ kind, file }, { onError: (failure) => setError(failure.message) });
        }}
      />
      {upload.isPending && (
        <p role="status" className="text-sm text-slate-700">
          Uploading…
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </li>
  );
}

/** Step 4: a copy of each licence, the GST certificate, the pharmacist's registration and a shop-front photo. */
export function DocumentsStep({
  application,
  onDone,
  onBack,
}: {
  application: TMyStoreApplication;
  onDone: () => void;
  onBack: () => void;
}) {
  const needed = documentsNeeded(application);
  const uploaded = new Map(application.documents.map((document) => [document.kind, document.uploadedAt]));
  const missing = needed.filter((kind) => !uploaded.has(kind));
  const [isTried, setIsTried] = useState(false);
  return (
    <div className="space-y-4">
      <p className="flex gap-2 text-sm text-slate-700">
        <FileUp className="h-5 w-5 shrink-0 text-slate-500" aria-hidden="true" />A PDF scan or a clear photo (JPEG, PNG
        or WebP), up to 10 MB each. Only DawaNow’s reviewers see them.
      </p>
      <ul className="space-y-3">
        {needed.map((kind) => (
          <DocumentRow key={kind} kind={kind} uploadedAt={uploaded.get(kind) ?? null} />
        ))}
      </ul>
      {isTried && missing.length > 0 && (
        <p role="alert" className="text-sm text-red-700">
          Still needed: {missing.map((kind) => STORE_APPLICATION_DOCUMENT_LABELS[kind]).join(', ')}.
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-between">
        <Button variant="ghost" onClick={onBack}>
          Back
        </Button>
        <Button size="lg" onClick={() => (missing.length > 0 ? setIsTried(true) : onDone())}>
          Continue
        </Button>
      </div>
    </div>
  );
}
