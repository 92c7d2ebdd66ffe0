import { describe, expect, it } from 'vitest';
import { resolveEffectiveRole, storeRoleOf } from './auth';
import { ZSignUpRequest } from './auth-forms';

describe('role resolution (SPEC §4)', () => {
  it('maps store membership roles', () => {
    expect(storeRoleOf('owner')).toBe('store_admin');
    expect(storeRoleOf('admin')).toBe('store_admin');
    expect(storeRoleOf('manager')).toBe('store_manager');
    expect(storeRoleOf('staff')).toBe('store_staff');
  });

  it('is customer without stores, the highest store role with them, admin for platform admins', () => {
    expect(resolveEffectiveRole('customer', [])).toBe('customer');
    expect(resolveEffectiveRole('customer', ['store_staff', 'store_admin', 'store_manager'])).toBe('store_admin');
    expect(resolveEffectiveRole('customer', ['store_staff'])).toBe('store_staff');
    expect(resolveEffectiveRole('admin', ['store_staff'])).toBe('admin');
  });
});

describe('ZSignUpRequest', () => {
  const valid = {
    firstName: 'Priya',
    lastName: 'Sharma',
    phone: '98450 12345',
    email: ' Priya@Example.IN ',
    password: 'mango-lassi-42',
  };

  it('normalises e-mail and phone', () => {
    const parsed = ZSignUpRequest.parse(valid);
    expect(parsed.email).toBe('priya@example.in');
    expect(parsed.phone).toBe('+919845012345');
  });

  it('drops any role or metadata the request carries', () => {
    const parsed = ZSignUpRequest.parse({ ...valid, role: 'admin', metadata: { role: 'admin' } });
    expect(parsed).not.toHaveProperty('role');
    expect(parsed).not.toHaveProperty('metadata');
  });

  it('rejects short passwords, bad phones and over-long names', () => {
    expect(ZSignUpRequest.safeParse({ ...valid, password: 'short' }).success).toBe(false);
    expect(ZSignUpRequest.safeParse({ ...valid, phone: '12345' }).success).toBe(false);
    expect(ZSignUpRequest.safeParse({ ...valid, firstName: 'x'.repeat(51) }).success).toBe(false);
  });
});
