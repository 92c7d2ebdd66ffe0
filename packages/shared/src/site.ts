/** Public site configuration: contact details, social links and optional client integrations. */
import { z } from 'zod';

export const ZSocialLink = z.object({
  network: z.enum(['facebook', 'instagram', 'x', 'linkedin', 'youtube']),
  url: z.url(),
});

export const ZSiteContact = z.object({
  companyName: z.string(),
  addressLines: z.array(z.string()),
  phone: z.string(),
  email: z.email(),
  grievanceOfficer: z.object({ name: z.string(), email: z.email() }),
  socialLinks: z.array(ZSocialLink),
  businessHours: z.array(z.object({ days: z.string(), hours: z.string() })),
});
export type TSiteContact = z.infer<typeof ZSiteContact>;

export const ZSiteConfig = z.object({
  contact: ZSiteContact,
  /** Meta (Facebook) pixel id; page views are tracked only when it is configured */
  metaPixelId: z.string().nullable(),
});
export type TSiteConfig = z.infer<typeof ZSiteConfig>;
