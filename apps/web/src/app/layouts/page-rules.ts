/** Which pages behave differently in the shell (SPEC §2 "Layout"). */
export const POLICY_PATHS = ['/privacy-policy', '/terms', '/refund-policy', '/shipping-policy', '/pharmacy-agreement'];

/** The mobile tab bar is hidden on policy pages. */
export function showsMobileTabBar(pathname: string): boolean {
  return !POLICY_PATHS.includes(pathname);
}

/** Navigation scrolls to the top, except on policy and contact pages. */
export function scrollsToTopOnNavigation(pathname: string): boolean {
  return !POLICY_PATHS.includes(pathname) && pathname !== '/contact';
}
