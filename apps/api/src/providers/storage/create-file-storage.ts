import type { AppConfig } from '../../config';
import type { FileStorage } from './file-storage';
import { createLocalDiskStorage } from './local-disk';
import { createS3Storage } from './s3';

export function createFileStorage(config: Pick<AppConfig, 's3' | 'dataDir'>): FileStorage {
  return config.s3 ? createS3Storage(config.s3) : createLocalDiskStorage(`${config.dataDir}/uploads`);
}
