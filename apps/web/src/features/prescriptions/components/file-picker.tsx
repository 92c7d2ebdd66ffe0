import { PRESCRIPTION_ACCEPT, PRESCRIPTION_MAX_FILES } from '@dawanow/shared/prescriptions';
import { Camera, FileText, ImageIcon, Upload, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { usePrescriptionsText } from '@/components/prescriptions/text';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { fileProblemText, isPdf, type TChosenFile } from '../chosen-files';

function formatSize(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function FilePreview({ chosen }: { chosen: TChosenFile }) {
  const Icon = isPdf(chosen.file) ? FileText : ImageIcon;
  return (
    <span className="flex h-16 w-16 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-slate-100 ring-1 ring-slate-200">
      {chosen.previewUrl ? (
        <img src={chosen.previewUrl} alt="" className="h-full w-full object-cover" />
      ) : (
        <Icon className={cn('h-7 w-7', chosen.error ? 'text-red-700' : 'text-slate-600')} aria-hidden="true" />
      )}
    </span>
  );
}

// A phone offers its camera straight away; a desktop has no use for a "Take a photo" button.
const hasTouchScreen = typeof window !== 'undefined' && window.matchMedia?.('(pointer: coarse)').matches;

/**
 * Photos or PDFs of the prescription. On phones "Take a photo" opens the camera; "Choose files" opens the
 * gallery or files, so a photo taken earlier works too (capture is never forced).
 */
export function FilePicker({
  files,
  onAdd,
  onRemove,
  error,
}: {
  files: readonly TChosenFile[];
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
  error?: string;
}) {
  const galleryInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const { t } = usePrescriptionsText();
  const acceptedCount = files.filter((chosen) => chosen.error === null).length;
  const isFull = acceptedCount >= PRESCRIPTION_MAX_FILES;

  const onPick = (input: HTMLInputElement) => {
    const picked = Array.from(input.files ?? []);
    // Cleared so choosing the same file again (after removing it) still fires a change.
    input.value = '';
    if (picked.length === 0) return;
    onAdd(picked);
    setAnnouncement(t('picker.added', { count: picked.length }));
  };

  return (
    <fieldset aria-describedby="prescription-files-help" className="space-y-3">
      <legend className="text-sm font-medium text-slate-800">{t('picker.legend')}</legend>
      <p id="prescription-files-help" className="text-xs text-slate-600">
        {t('picker.help', { max: PRESCRIPTION_MAX_FILES })}
      </p>
      <input
        ref={galleryInput}
        type="file"
        multiple
        accept={PRESCRIPTION_ACCEPT}
        aria-label={t('picker.filesInput')}
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => onPick(event.currentTarget)}
      />
      <input
        ref={cameraInput}
        type="file"
        accept="image/*"
        capture="environment"
        aria-label={t('picker.cameraInput')}
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => onPick(event.currentTarget)}
      />
      <div className="flex flex-wrap gap-2">
        {hasTouchScreen && (
          <Button onClick={() => cameraInput.current?.click()} disabled={isFull}>
            <Camera className="h-5 w-5" aria-hidden="true" /> {t('picker.takePhoto')}
          </Button>
        )}
        <Button
          variant={hasTouchScreen ? 'outline' : 'primary'}
          onClick={() => galleryInput.current?.click()}
          disabled={isFull}
        >
          <Upload className="h-5 w-5" aria-hidden="true" />{' '}
          {files.length === 0 ? t('picker.chooseFiles') : t('picker.addMore')}
        </Button>
      </div>
      {isFull && <p className="text-sm text-slate-700">{t('picker.full')}</p>}
      {files.length > 0 && (
        <ul aria-label={t('picker.chosen')} className="space-y-2">
          {files.map((chosen) => (
            <li
              key={chosen.id}
              className={cn(
                'flex items-center gap-3 rounded-lg p-2 ring-1',
                chosen.error ? 'bg-red-50 ring-red-200' : 'bg-white ring-slate-200',
              )}
            >
              <FilePreview chosen={chosen} />
              <span className="min-w-0 flex-1 text-sm">
                <span className="block truncate font-medium text-slate-900">{chosen.file.name}</span>
                <span className="block text-slate-600">{formatSize(chosen.file.size)}</span>
                {chosen.error && <span className="block text-red-700">{fileProblemText(chosen.error, t)}</span>}
              </span>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('picker.remove', { name: chosen.file.name })}
                onClick={() => onRemove(chosen.id)}
              >
                <X className="h-5 w-5" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}
