import type { ZAccessReason, ZPrescriptionFile } from '@dawanow/shared/prescriptions';
import type { z } from 'zod';

export type TPrescriptionFile = z.infer<typeof ZPrescriptionFile>;

/** Who opens the file and why: the API logs every view by someone other than the owner (ARCHITECTURE §5). */
export type TFileAccess = { reason: z.infer<typeof ZAccessReason>; storeId?: string };

/** The authorised address of a prescription file; there is no public URL for it. The owner needs no `access`. */
export function prescriptionFileUrl(
  file: TPrescriptionFile,
  access: TFileAccess | undefined,
  variant: 'original' | 'thumbnail' = 'original',
): string {
  const params = new URLSearchParams();
  if (access?.storeId) params.set('storeId', access.storeId);
  if (access) params.set('reason', access.reason);
  if (variant === 'thumbnail') params.set('variant', 'thumbnail');
  const query = params.toString();
  return query ? `${file.url}?${query}` : file.url;
}
