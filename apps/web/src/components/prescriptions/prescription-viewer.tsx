import { FileViewer } from '@/components/file-viewer/file-viewer';
import { prescriptionFileUrl, type TFileAccess, type TPrescriptionFile } from './file-url';
import { usePrescriptionsText } from './text';

/**
 * The files of a prescription as a pharmacist, an auditor or its owner reads them (the shared private file
 * viewer). `access` says which store opens it and why (logged); the owner opens their own without one.
 */
export function PrescriptionViewer({ files, access }: { files: TPrescriptionFile[]; access?: TFileAccess }) {
  const { t } = usePrescriptionsText();
  return (
    <FileViewer
      title={t('viewer.title')}
      noun={t('viewer.noun')}
      empty={t('viewer.empty')}
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
