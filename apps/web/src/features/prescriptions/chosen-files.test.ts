import { PRESCRIPTION_MAX_FILE_BYTES, PRESCRIPTION_MAX_FILES } from '@dawanow/shared/prescriptions';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePrescriptionsText } from '@/components/prescriptions/text';
import { fileProblem, fileProblemText } from './chosen-files';

function fileOf(name: string, type: string, size = 1000): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('fileProblem', () => {
  it('accepts photos and PDFs, including a HEIC photo the gallery sent without a type', () => {
    for (const file of [
      fileOf('rx.jpg', 'image/jpeg'),
      fileOf('rx.png', 'image/png'),
      fileOf('rx.webp', 'image/webp'),
      fileOf('rx.heic', 'image/heic'),
      fileOf('IMG_0042.HEIC', ''),
      fileOf('rx.pdf', 'application/pdf'),
    ])
      expect(fileProblem(file, 0)).toBeNull();
  });

  it('refuses other types, files over 10 MB, empty files and a sixth file', () => {
    const { t } = renderHook(() => usePrescriptionsText()).result.current;
    const problem = (file: File, acceptedSoFar: number) => {
      const found = fileProblem(file, acceptedSoFar);
      return found && fileProblemText(found, t);
    };
    expect(problem(fileOf('rx.docx', 'application/msword'), 0)).toMatch(/type is not accepted/);
    expect(problem(fileOf('rx.gif', 'image/gif'), 0)).toMatch(/type is not accepted/);
    expect(problem(fileOf('big.jpg', 'image/jpeg', PRESCRIPTION_MAX_FILE_BYTES + 1), 0)).toBe(
      'This file is larger than 10 MB.',
    );
    expect(problem(fileOf('rx.jpg', 'image/jpeg', PRESCRIPTION_MAX_FILE_BYTES), 0)).toBeNull();
    expect(problem(fileOf('rx.jpg', 'image/jpeg', 0), 0)).toBe('This file is empty.');
    expect(problem(fileOf('rx.jpg', 'image/jpeg'), PRESCRIPTION_MAX_FILES)).toBe(
      'Only 5 files fit in one prescription.',
    );
  });
});
