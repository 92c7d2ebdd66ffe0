/** A category's page; page 1 has no page parameter so there is one address per page. */
export function categoryPath(slug: string, page = 1): string {
  const params = new URLSearchParams({ category: slug });
  if (page > 1) params.set('page', String(page));
  return `/medicines?${params.toString()}`;
}
