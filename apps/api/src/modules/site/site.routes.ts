import { siteApi } from '@dawanow/shared/api/site';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint';
import type { SiteService } from './site.service';

export const siteRoutes: FastifyPluginAsync<{ site: SiteService }> = async (app, { site }) => {
  route(app, siteApi.config, () => site.getSiteConfig());
};
