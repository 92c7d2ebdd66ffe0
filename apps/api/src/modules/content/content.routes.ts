import { ZContactMessageRequest, ZContactMessageResponse, ZContentPage } from '@dawanow/shared/content';
import { ZApiError } from '@dawanow/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../lib/access';
import { RATE_LIMITS, type RateLimitsService } from '../rate-limits/rate-limits.service';
import type { ContentService } from './content.service';

export const contentRoutes: FastifyPluginAsyncZod<{ content: ContentService; rateLimits: RateLimitsService }> = async (
  app,
  { content, rateLimits },
) => {
  app.get(
    '/content/pages/:slug',
    {
      config: { access: access.public },
      schema: {
        tags: ['content'],
        summary: 'A policy or help page',
        params: z.object({ slug: z.string().max(64) }),
        response: { 200: ZContentPage, 404: ZApiError },
      },
    },
    async (request) => content.getPage(request.params.slug),
  );

  app.post(
    '/contact',
    {
      bodyLimit: 16 * 1024,
      config: { access: access.public },
      schema: {
        tags: ['content'],
        summary: 'Send a message to customer support',
        body: ZContactMessageRequest,
        response: { 201: ZContactMessageResponse, 400: ZApiError, 429: ZApiError },
      },
    },
    async (request, reply) => {
      // A contact form is a spam target; a person rarely sends more than a couple of messages a minute.
      await rateLimits.consume(RATE_LIMITS.contactPerIp, request.ip);
      return reply.status(201).send(await content.submitContactMessage(request.body));
    },
  );
};
