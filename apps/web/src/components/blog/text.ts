/**
 * The words around the health blog's articles (issue 19): the list, categories, byline and reading time. The
 * articles themselves stay as their authors wrote them. Shared by the blog pages and the editor's preview.
 */
import type { TBlogCategory } from '@dawanow/shared/blog';
import { defineText } from '@/lib/i18n/text';
import english from '@/locales/en/blog.json';

export const useBlogText = defineText('blog', english);

/** Each category's label, kept in English by BLOG_CATEGORY_LABELS for the API and the admin */
export const BLOG_CATEGORY_KEYS = {
  'using-medicines': 'categories.usingMedicines',
  infections: 'categories.infections',
  'long-term-conditions': 'categories.longTermConditions',
  'seasonal-health': 'categories.seasonalHealth',
  'your-rights': 'categories.yourRights',
  wellness: 'categories.wellness',
} as const satisfies Record<TBlogCategory, string>;
