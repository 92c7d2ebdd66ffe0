/** SPEC §2: a product's page is /product/{id}; the slug reads better in a shared link and works too. */
export function productPath(product: { slug: string }): string {
  return `/product/${product.slug}`;
}
