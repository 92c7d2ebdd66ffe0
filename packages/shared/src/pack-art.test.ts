import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  escapeSvgText,
  PACK_CAPTION_COLOUR,
  PACK_TEXT_COLOUR,
  packArtSvg,
  packColours,
  packShape,
  packStrength,
  type TPackArtProduct,
} from './pack-art';
import { DOSAGE_FORMS } from './products';

const dolo: TPackArtProduct = {
  name: 'Dolo 650 Tablet',
  brand: 'Dolo',
  manufacturer: 'Micro Labs Ltd',
  dosageForm: 'tablet',
  compositionLabel: 'Paracetamol 650 mg',
  packLabel: 'strip of 15 tablets',
};

/** The text nodes of the drawing, entities and all, as a browser would read them before decoding. */
function texts(svg: string): string[] {
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1] ?? '');
}

describe('packArtSvg', () => {
  it('draws the brand, strength and pack label of a strip', () => {
    const svg = packArtSvg(dolo);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 320 240"/);
    expect(texts(svg)).toEqual(['Dolo', '650 mg', 'Strip of 15 tablets']);
  });

  it('is the same picture every time for the same product', () => {
    expect(packArtSvg(dolo)).toBe(packArtSvg({ ...dolo }));
  });

  it('names a product without a brand by its name, drawn smaller and cut to fit with an ellipsis', () => {
    const svg = packArtSvg({
      ...dolo,
      brand: null,
      name: 'Ibuprofen 400 mg and Paracetamol 325 mg Tablet (Jan Aushadhi)',
      compositionLabel: 'Ibuprofen 400 mg + Paracetamol 325 mg',
    });
    const [title, strength] = texts(svg);
    expect(title).toMatch(/^Ibuprofen 400 mg.*…$/);
    expect(strength).toBe('400 mg + 325 mg');
  });

  it('never lets a hostile catalogue text out of its text node', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (name, brand, packLabel) => {
        const svg = packArtSvg({ name, brand, manufacturer: brand, packLabel, dosageForm: 'syrup' });
        // Only the drawing's own elements; every catalogue character stays inside a text node.
        const tags = [...svg.matchAll(/<\/?([a-z]+)/g)].map((match) => match[1]);
        for (const tag of tags) expect(['svg', 'rect', 'path', 'g', 'text']).toContain(tag);
        for (const text of texts(svg)) expect(text).not.toMatch(/[<>"]|&(?!(amp|lt|gt|quot|apos);)/);
      }),
    );
    const svg = packArtSvg({ ...dolo, brand: '<script>alert(1)</script> & "Co"' });
    expect(svg).not.toContain('<script');
    expect(texts(svg)[0]).toMatch(/^&lt;script&gt;/);
  });

  it('draws every dosage form of the catalogue', () => {
    for (const dosageForm of DOSAGE_FORMS) {
      const svg = packArtSvg({ ...dolo, dosageForm, packLabel: 'pack of 1' });
      expect(svg, dosageForm).toMatch(/<\/svg>$/);
      expect(texts(svg)[0], dosageForm).toBe('Dolo');
    }
  });
});

describe('packShape', () => {
  it('follows the container the pack label names', () => {
    expect(packShape('tablet', 'strip of 15 tablets')).toBe('blister');
    expect(packShape('tablet', 'bottle of 30 tablets')).toBe('bottle');
    expect(packShape('cream', 'jar of 50 g')).toBe('jar');
    expect(packShape('soap', 'pump bottle of 250 ml')).toBe('bottle');
    expect(packShape(undefined, 'tube of 30 g')).toBe('tube');
  });

  it('draws droppers, pens and inhalers as themselves whatever the container', () => {
    expect(packShape('drops', 'bottle of 10 ml')).toBe('dropper');
    expect(packShape('insulin_pen', 'pack of 5 pens')).toBe('pen');
    expect(packShape('inhaler', 'inhaler of 200 doses')).toBe('inhaler');
  });

  it('falls back to the form, then to a carton', () => {
    expect(packShape('injection', 'pack of 1 ml')).toBe('vial');
    expect(packShape('sachet', 'pack of 4')).toBe('sachet');
    expect(packShape('device', 'pack of 1')).toBe('box');
    expect(packShape(undefined, 'pack of 1')).toBe('box');
  });
});

describe('packStrength', () => {
  it('reads the strengths of the salts, else of the name', () => {
    expect(packStrength('Amoxycillin 500 mg + Clavulanic Acid 125 mg', 'Augmentin 625 Duo')).toBe('500 mg + 125 mg');
    expect(packStrength('Mometasone 0.1 % w/w', 'Elocon Cream')).toBe('0.1 % w/w');
    expect(packStrength('Vitamin B12 1500 mcg', 'X')).toBe('1500 mcg');
    expect(packStrength('', 'Paracetamol 650 mg Tablet (Jan Aushadhi)')).toBe('650 mg');
    expect(packStrength(undefined, 'Band-Aid Washproof')).toBeNull();
  });
});

describe('packColours', () => {
  it('keeps white text on the brand colour and the caption on its tint at WCAG AA or better', () => {
    fc.assert(
      fc.property(fc.string(), (brand) => {
        const colours = packColours(brand);
        expect(contrastRatio(colours.brand, PACK_TEXT_COLOUR)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(colours.tint, PACK_CAPTION_COLOUR)).toBeGreaterThanOrEqual(4.5);
      }),
    );
  });

  it('gives different brands different colours and a brand always the same one', () => {
    expect(packColours('Dolo')).toEqual(packColours(' dolo '));
    expect(packColours('Dolo').brand).not.toBe(packColours('Calpol').brand);
  });
});

describe('escapeSvgText', () => {
  it('turns XML specials into entities and drops control and bidi characters', () => {
    expect(escapeSvgText(`a&b<c>"d'\u0007\u202e`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
  });
});
