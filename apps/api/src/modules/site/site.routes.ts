import { ZSiteConfig } from '@dawanow/shared/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../lib/access';
import type { SiteService } from './site.service';

export const siteRoutes: FastifyPluginAsyncZod<{ site: SiteService }> = async (app, { site }) => {
  app.get(
    '/site',
    {
      config: { access: access.public },
      schema: {
        tags: ['site'],
        summary: 'Public site configuration: contact details, social links, client integrations',
        response: { 200: ZSiteConfig },
      },
    },
    async () => site.getSiteConfig(),
  );
};
