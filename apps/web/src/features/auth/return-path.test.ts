import { describe, expect, it } from 'vitest';
import { clearReturnPath, peekReturnPath, saveReturnPath } from './return-path';

describe('return path after sign-in', () => {
  it('returns to the saved path and query until cleared', () => {
    saveReturnPath('/orders/42?tab=items');
    expect(peekReturnPath()).toBe('/orders/42?tab=items');
    clearReturnPath();
    expect(peekReturnPath()).toBe('/');
  });

  it('never leaves the site or loops back to /auth', () => {
    for (const path of ['https://evil.example', '//evil.example/x', '/auth?x=1', 'javascript:alert(1)']) {
      saveReturnPath(path);
      expect(peekReturnPath()).toBe('/');
    }
  });
});
