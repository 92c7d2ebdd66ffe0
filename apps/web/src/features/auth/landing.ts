/**
 * Where a sign-in lands (issue 17), whichever way it happened (mobile OTP, e-mail, Google): a platform admin on the
 * admin dashboard, a pharmacy's member on the store dashboard, a customer where they were (return-path.ts). A
 * member headed for a page of their own panel (an alert's link to an order) still goes there.
 */
import type { TMe } from '@dawanow/shared/auth';

const isUnder = (path: string, section: string) => path === section || path.startsWith(`${section}/`);

export function landingPath(me: Pick<TMe, 'platformRole' | 'hasStoreAccess'>, returnPath: string): string {
  if (me.platformRole === 'admin') return isUnder(returnPath, '/admin') ? returnPath : '/admin/dashboard';
  if (me.hasStoreAccess) return isUnder(returnPath, '/store') ? returnPath : '/store/dashboard';
  return returnPath;
}
