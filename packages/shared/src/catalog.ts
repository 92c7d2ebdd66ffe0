/** Contracts of the catalogue domain shared by web and API. */
import { z } from 'zod';

export const ZCategory = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
});
export type TCategory = z.infer<typeof ZCategory>;

export const ZCategoryList = z.object({ categories: z.array(ZCategory) });
export type TCategoryList = z.infer<typeof ZCategoryList>;
