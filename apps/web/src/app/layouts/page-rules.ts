/** Which pages behave differently in the shell (SPEC §2 "Layout"). */
export const POLICY_PATHS = ['/privacy-policy', '/terms', '/refund-policy', '/shipping-policy', '/pharmacy-agreement'];

// React Router matches "/terms/" as "/terms"; so must these rules.
const withoutTrailingSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** The mobile tab bar is hidden on policy pages. */
export function showsMobileTabBar(pathname: string): boolean {
  return !POLICY_PATHS.includes(withoutTrailingSlash(pathname));
}

/** Navigation scrolls to the top, except on policy and contact pages. */
export function scrollsToTopOnNavigation(pathname: string): boolean {
  const path = withoutTrailingSlash(pathname);
  return !POLICY_PATHS.includes(path) && path !== '/contact';
}
