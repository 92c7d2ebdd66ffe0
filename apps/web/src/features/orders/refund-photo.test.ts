import { describe, expect, it } from 'vitest';
import { dataUrlBytes, fitWithin, isAcceptedPhotoType } from './refund-photo';

describe('fitWithin', () => {
  it('scales the longer side down to the limit and keeps the shape', () => {
    expect(fitWithin(4000, 3000, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3000, 4000, 1600)).toEqual({ width: 1200, height: 1600 });
  });

  it('never enlarges a small photo', () => {
    expect(fitWithin(800, 600, 1600)).toEqual({ width: 800, height: 600 });
  });
});

describe('dataUrlBytes', () => {
  it('counts the decoded bytes, padding excluded', () => {
    expect(dataUrlBytes(`data:image/jpeg;base64,${btoa('abcd')}`)).toBe(4);
    expect(dataUrlBytes(`data:image/jpeg;base64,${btoa('abcde')}`)).toBe(5);
    expect(dataUrlBytes(`data:image/jpeg;base64,${btoa('abcdef')}`)).toBe(6);
  });
});

describe('isAcceptedPhotoType', () => {
  it('takes the photo formats the API accepts and nothing else', () => {
    expect(isAcceptedPhotoType('image/webp')).toBe(true);
    expect(isAcceptedPhotoType('image/heic')).toBe(false);
    expect(isAcceptedPhotoType('application/pdf')).toBe(false);
  });
});
