import type { TContactMessageRequest, TContentPageSlug } from '@dawanow/shared/content';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactMessages, contentPages } from '../../db/schema/content';

export function createContentRepository(db: Db) {
  return {
    async findPage(slug: TContentPageSlug) {
      const [page] = await db.select().from(contentPages).where(eq(contentPages.slug, slug)).limit(1);
      return page ?? null;
    },

    async insertContactMessage(message: TContactMessageRequest) {
      const [row] = await db
        .insert(contactMessages)
        .values(message)
        .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
      if (!row) throw new Error('insert returned no row');
      return row;
    },
  };
}
export type ContentRepository = ReturnType<typeof createContentRepository>;
