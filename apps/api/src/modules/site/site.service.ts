import { type TSiteConfig, ZSiteContact } from '@dawanow/shared/site';
import type { AppConfig } from '../../config';
import type { SiteRepository } from './site.repository';

export function createSiteService(repository: SiteRepository, config: Pick<AppConfig, 'metaPixelId'>) {
  return {
    async getSiteConfig(): Promise<TSiteConfig> {
      // Stored settings are parsed, not trusted: a bad admin edit must fail loudly, not render garbage.
      const contact = ZSiteContact.parse(await repository.findSetting('site.contact'));
      return { contact, metaPixelId: config.metaPixelId };
    },
  };
}
export type SiteService = ReturnType<typeof createSiteService>;
