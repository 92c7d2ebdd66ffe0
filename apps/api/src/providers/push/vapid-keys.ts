/**
 * ARCHITECTURE §7, as for the auth secret: without VAPID keys in the environment, one machine generates a pair
 * once and keeps it in DATA_DIR, so push works on a fresh clone and survives restarts (a new pair would orphan
 * every subscription, which browsers bind to the key they subscribed with).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webPush from 'web-push';
import { z } from 'zod';
import type { VapidKeys } from './push-sender';

const ZStoredKeys = z.object({ publicKey: z.string().min(80), privateKey: z.string().min(40) });

export function resolveVapidKeys(configured: VapidKeys | 'generate', dataDir: string): VapidKeys {
  if (configured !== 'generate') return configured;
  const file = join(dataDir, 'vapid-keys.json');
  if (existsSync(file)) return ZStoredKeys.parse(JSON.parse(readFileSync(file, 'utf8')));
  mkdirSync(dataDir, { recursive: true });
  const keys = webPush.generateVAPIDKeys();
  try {
    writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
    return keys;
  } catch (error) {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      return ZStoredKeys.parse(JSON.parse(readFileSync(file, 'utf8')));
    }
    throw error;
  }
}
