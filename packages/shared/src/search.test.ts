import { describe, expect, it } from 'vitest';
import { normalizeSearchQuery, searchPath } from './search';

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

describe('normalizeSearchQuery', () => {
  it('lower-cases and keeps letters and digits', () => {
    expect(normalizeSearchQuery('  Dolo-650!! ')).toEqual({ text: 'dolo 650', droppedOtherScript: false });
  });

  it('leaves nothing of symbols only', () => {
    expect(normalizeSearchQuery("%_'; drop table --").text).toBe('drop table');
    expect(normalizeSearchQuery('%%% ***').text).toBe('');
  });

  it('maps common Hindi words and flags other scripts', () => {
    expect(normalizeSearchQuery('बुखार')).toEqual({ text: 'fever', droppedOtherScript: false });
    expect(normalizeSearchQuery('दवाई')).toEqual({ text: '', droppedOtherScript: true });
  });

  it('parts a brand typed into its strength, and keeps short forms and strengths whole', () => {
    expect(normalizeSearchQuery('Dolo650').text).toBe('dolo 650');
    expect(normalizeSearchQuery('telma40 h').text).toBe('telma 40 h');
    expect(normalizeSearchQuery('vitamin d3 60k b12').text).toBe('vitamin d3 60k b12');
  });

  it('keeps at most eight words', () => {
    expect(normalizeSearchQuery('a b c d e f g h i j').text).toBe('a b c d e f g h');
  });
});
