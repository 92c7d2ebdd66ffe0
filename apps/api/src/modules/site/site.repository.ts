import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema/settings';

export function createSiteRepository(db: Db) {
  return {
    async findSetting(key: string): Promise<unknown> {
      const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1);
      return row?.value;
    },
  };
}
export type SiteRepository = ReturnType<typeof createSiteRepository>;
