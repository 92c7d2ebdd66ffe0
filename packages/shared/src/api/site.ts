/** The public site configuration the web app starts from. */
import { ZSiteConfig } from '../site';
import { access, endpoint } from './endpoint';

export const siteApi = {
  config: endpoint({
    method: 'GET',
    path: '/site',
    access: access.public,
    tags: ['site'],
    summary: 'Public site configuration: contact details, social links, client integrations',
    responses: { 200: ZSiteConfig },
  }),
};
