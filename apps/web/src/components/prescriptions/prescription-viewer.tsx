import { FileViewer } from '@/components/file-viewer/file-viewer';
import { prescriptionFileUrl, type TFileAccess, type TPrescriptionFile } from './file-url';

/**
 * The files of a prescription as a pharmacist, an auditor or its owner reads them (the shared private file
 * viewer). `access` says which store opens it and why (logged); the owner opens their own without one.
 */
export function PrescriptionViewer({ files, access }: { files: TPrescriptionFile[]; access?: TFileAccess }) {
  return (
    <FileViewer
      title="Prescription files"
      noun="Prescription file"
      empty="No files: they were removed after the retention period."
      files={files.map((file) => ({
        id: file.id,
        url: prescriptionFileUrl(file, access),
        contentType: file.contentType,
        sizeBytes: file.size,
        thumbnailUrl: file.hasThumbnail ? prescriptionFileUrl(file, access, 'thumbnail') : undefined,
      }))}
    />
  );
}
