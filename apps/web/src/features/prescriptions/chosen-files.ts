/** The files a customer picks before upload, checked here so mistakes show before any bytes are sent. */
import {
  PRESCRIPTION_ACCEPT,
  PRESCRIPTION_MAX_FILE_BYTES,
  PRESCRIPTION_MAX_FILES,
} from '@dawanow/shared/prescriptions';
import { useRef, useState } from 'react';
import type { TPrescriptionsT } from '@/components/prescriptions/text';

const ACCEPTED_TYPES = new Set(PRESCRIPTION_ACCEPT.split(','));
// Some Android galleries hand over HEIC photos with no MIME type; the name is all there is to go on.
const ACCEPTED_EXTENSIONS = /\.(jpe?g|png|webp|heic|heif|pdf)$/i;

export type TChosenFile = {
  id: string;
  file: File;
  /** A small data: URL of the photo once decoded, or null (PDFs, HEIC outside Safari, still decoding) */
  previewUrl: string | null;
  /** Why this file cannot be uploaded, or null */
  error: TFileProblem | null;
};

/** Why a file is refused: a key of `picker.problems` in the prescriptions strings */
export type TFileProblem = 'type' | 'tooLarge' | 'empty' | 'tooMany';

const maxMegabytes = PRESCRIPTION_MAX_FILE_BYTES / (1024 * 1024);

/** Why this file is refused, or null; `acceptedSoFar` counts the good files picked before it. */
export function fileProblem(file: File, acceptedSoFar: number): TFileProblem | null {
  const isKnownType = file.type ? ACCEPTED_TYPES.has(file.type) : ACCEPTED_EXTENSIONS.test(file.name);
  if (!isKnownType) return 'type';
  if (file.size > PRESCRIPTION_MAX_FILE_BYTES) return 'tooLarge';
  if (file.size === 0) return 'empty';
  if (acceptedSoFar >= PRESCRIPTION_MAX_FILES) return 'tooMany';
  return null;
}

/** The problem in the reader's words, with the limit it is about */
export function fileProblemText(problem: TFileProblem, t: TPrescriptionsT): string {
  return t(`picker.problems.${problem}`, { max: problem === 'tooLarge' ? maxMegabytes : PRESCRIPTION_MAX_FILES });
}

export function isPdf(file: File): boolean {
  return file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
}

const PREVIEW_WIDTH = 160;

/**
 * A small JPEG of a photo as a data: URL. Not an object URL: the site's Content-Security-Policy allows
 * data: images but not blob: ones. Decoding at preview size also spares a low-end phone's memory; photos
 * the browser cannot decode (HEIC outside Safari) get no preview and show an icon.
 */
async function previewOf(file: File): Promise<string | null> {
  if (!file.type.startsWith('image/') || typeof createImageBitmap !== 'function') return null;
  try {
    const bitmap = await createImageBitmap(file, { resizeWidth: PREVIEW_WIDTH, resizeQuality: 'medium' });
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
    bitmap.close();
    return canvas.toDataURL('image/jpeg', 0.7);
  } catch {
    return null;
  }
}

/** The chosen files, checked, with previews that appear as each photo is decoded. */
export function useChosenFiles() {
  const [files, setFiles] = useState<TChosenFile[]>([]);
  const current = useRef(files);

  // The ref follows at once so two picks in one tick (camera, then gallery) both count.
  function update(next: TChosenFile[]) {
    current.current = next;
    setFiles(next);
  }

  function add(picked: readonly File[]) {
    let accepted = current.current.filter((chosen) => chosen.error === null).length;
    const added = picked.map((file): TChosenFile => {
      const error = fileProblem(file, accepted);
      if (error === null) accepted += 1;
      return { id: crypto.randomUUID(), file, previewUrl: null, error };
    });
    update([...current.current, ...added]);
    for (const chosen of added) {
      if (chosen.error !== null) continue;
      void previewOf(chosen.file).then((previewUrl) => {
        if (previewUrl) update(current.current.map((item) => (item.id === chosen.id ? { ...item, previewUrl } : item)));
      });
    }
  }

  function remove(id: string) {
    update(current.current.filter((item) => item.id !== id));
  }

  return { files, add, remove };
}
