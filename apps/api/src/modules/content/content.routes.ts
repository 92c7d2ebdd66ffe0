import { contentApi } from '@dawanow/shared/api/content';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint';
import { keptFor } from '../../lib/http-cache';
import { RATE_LIMITS, type RateLimitsService } from '../rate-limits/rate-limits.service';
import type { ContentService } from './content.service';

export const contentRoutes: FastifyPluginAsync<{ content: ContentService; rateLimits: RateLimitsService }> = async (
  app,
  { content, rateLimits },
) => {
  route(app, contentApi.page, (request) => content.getPage(request.params.slug), {
    cache: keptFor(300, 3600, { tables: ['content_pages'], ms: 300_000 }),
  });

  route(app, contentApi.sendContactMessage, async (request) => {
    // A contact form is a spam target; a person rarely sends more than a couple of messages a minute.
    await rateLimits.consume(RATE_LIMITS.contactPerIp, request.ip);
    return content.submitContactMessage(request.body);
  });
};
