import { describe, expect, it } from 'vitest';
import { landingPath } from './landing';

const customer = { platformRole: 'customer', hasStoreAccess: false } as const;
const storeMember = { platformRole: 'customer', hasStoreAccess: true } as const;
const admin = { platformRole: 'admin', hasStoreAccess: false } as const;

describe('where a sign-in lands', () => {
  it('takes a customer back where they were', () => {
    expect(landingPath(customer, '/product/dolo-650-tablet?from=search')).toBe('/product/dolo-650-tablet?from=search');
    expect(landingPath(customer, '/')).toBe('/');
    expect(landingPath(customer, '/checkout')).toBe('/checkout');
  });

  it('takes a pharmacy member to the store dashboard, or to the store page they were sent to', () => {
    expect(landingPath(storeMember, '/')).toBe('/store/dashboard');
    expect(landingPath(storeMember, '/product/dolo-650-tablet')).toBe('/store/dashboard');
    expect(landingPath(storeMember, '/store/orders/3f2a')).toBe('/store/orders/3f2a');
    expect(landingPath(storeMember, '/store/invitations/abc')).toBe('/store/invitations/abc');
    expect(landingPath(storeMember, '/stores')).toBe('/store/dashboard');
  });

  it('takes an admin to the admin dashboard, or to the admin page they were sent to', () => {
    expect(landingPath(admin, '/')).toBe('/admin/dashboard');
    expect(landingPath(admin, '/cart')).toBe('/admin/dashboard');
    expect(landingPath(admin, '/admin/users/42')).toBe('/admin/users/42');
    expect(landingPath({ ...admin, hasStoreAccess: true }, '/store/orders')).toBe('/admin/dashboard');
    expect(landingPath(admin, '/administrator')).toBe('/admin/dashboard');
  });
});
