import type { TContactMessageRequest, TContactMessageResponse, TContentPage } from '@dawanow/shared/content';
import { ZContentPageSlug } from '@dawanow/shared/content';
import { AppError } from '../../lib/errors';
import type { ContentRepository } from './content.repository';

export function createContentService(repository: ContentRepository) {
  return {
    async getPage(requestedSlug: string): Promise<TContentPage> {
      const slug = ZContentPageSlug.safeParse(requestedSlug);
      const page = slug.success ? await repository.findPage(slug.data) : null;
      if (!slug.success || !page) throw new AppError('NOT_FOUND', 'There is no such page.');
      return {
        slug: slug.data,
        title: page.title,
        summary: page.summary,
        bodyMarkdown: page.bodyMarkdown,
        version: page.version,
        updatedAt: page.updatedAt.toISOString(),
      };
    },

    /** Kept for the admin inbox: a marketplace must not drop what customers write to it. */
    async submitContactMessage(input: TContactMessageRequest): Promise<TContactMessageResponse> {
      const row = await repository.insertContactMessage(input);
      return { id: row.id, receivedAt: row.createdAt.toISOString() };
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;
