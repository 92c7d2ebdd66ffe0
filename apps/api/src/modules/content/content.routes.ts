import { ZContactMessageRequest, ZContactMessageResponse, ZContentPage } from '@dawanow/shared/content';
import { ZApiError } from '@dawanow/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ContentService } from './content.service';

// A contact form is a spam target; a person rarely sends more than a couple of messages a minute.
const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '1 minute' };

export const contentRoutes: FastifyPluginAsyncZod<{ content: ContentService }> = async (app, { content }) => {
  app.get(
    '/content/pages/:slug',
    {
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
      config: { rateLimit: CONTACT_RATE_LIMIT },
      schema: {
        tags: ['content'],
        summary: 'Send a message to customer support',
        body: ZContactMessageRequest,
        response: { 201: ZContactMessageResponse, 400: ZApiError, 429: ZApiError },
      },
    },
    async (request, reply) => reply.status(201).send(await content.submitContactMessage(request.body)),
  );
};
