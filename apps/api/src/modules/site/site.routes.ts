import { siteApi } from '@dawanow/shared/api/site';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint';
import { keptFor } from '../../lib/http-cache';
import type { SiteService } from './site.service';

export const siteRoutes: FastifyPluginAsync<{ site: SiteService }> = async (app, { site }) => {
  // Contact details change rarely; a copy is kept five minutes at most in case the setting is edited by hand.
  route(app, siteApi.config, () => site.getSiteConfig(), {
    cache: keptFor(300, 3600, { tables: ['settings'], ms: 300_000 }),
  });
};
