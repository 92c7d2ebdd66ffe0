import { ZSiteConfig } from '@dawanow/shared/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SiteService } from './site.service';

export const siteRoutes: FastifyPluginAsyncZod<{ site: SiteService }> = async (app, { site }) => {
  app.get(
    '/site',
    {
      schema: {
        tags: ['site'],
        summary: 'Public site configuration: contact details, social links, client integrations',
        response: { 200: ZSiteConfig },
      },
    },
    async () => site.getSiteConfig(),
  );
};
