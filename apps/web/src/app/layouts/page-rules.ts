/** Which pages behave differently in the shell (SPEC §2 "Layout"). */
export const POLICY_PATHS = ['/privacy-policy', '/terms', '/refund-policy', '/shipping-policy', '/pharmacy-agreement'];

// React Router matches "/terms/" as "/terms"; so must these rules.
const withoutTrailingSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** Checkout and paying: one task with its own main button at the bottom, nothing to wander off to. */
function isCheckingOut(path: string): boolean {
  return path === '/checkout' || path.startsWith('/payment/');
}

/** The mobile tab bar is hidden on policy pages and while checking out (issue 17). */
export function showsMobileTabBar(pathname: string): boolean {
  const path = withoutTrailingSlash(pathname);
  return !POLICY_PATHS.includes(path) && !isCheckingOut(path);
}

/** The floating cart bar leads to /cart, so it is not shown there or further on, nor on policy pages. */
export function showsCartBar(pathname: string): boolean {
  const path = withoutTrailingSlash(pathname);
  return showsMobileTabBar(path) && path !== '/cart';
}

/** Navigation scrolls to the top, except on policy and contact pages. */
export function scrollsToTopOnNavigation(pathname: string): boolean {
  const path = withoutTrailingSlash(pathname);
  return !POLICY_PATHS.includes(path) && path !== '/contact';
}
