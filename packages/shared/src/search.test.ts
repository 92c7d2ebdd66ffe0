import { describe, expect, it } from 'vitest';
import { searchPath } from './search';

describe('searchPath', () => {
  it('trims the query and sets it as q', () => {
    expect(searchPath('  paracetamol 500 ')).toBe('/search?q=paracetamol%20500');
  });

  it('goes to /search for an empty or blank query', () => {
    expect(searchPath('')).toBe('/search');
    expect(searchPath('   \t')).toBe('/search');
  });

  it('encodes characters that would break the URL', () => {
    expect(searchPath('a&b=c#d')).toBe('/search?q=a%26b%3Dc%23d');
  });
});
