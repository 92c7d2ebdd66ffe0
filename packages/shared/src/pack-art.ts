/**
 * The pack illustration shown where the catalogue has no photo (issue 17, "Product pictures"): the brand,
 * strength and form drawn as a small SVG pack shot in a colour of the brand's own, so a customer recognises
 * their strip among the others. Pure: the same product always gives the same picture, on any machine.
 */
import type { TDosageForm } from './products';

export type TPackArtProduct = {
  name: string;
  brand?: string | null;
  manufacturer: string;
  /** Cart lines carry no form; their pack label ("strip of 15 tablets") still gives the shape. */
  dosageForm?: TDosageForm;
  compositionLabel?: string;
  packLabel: string;
};

export const PACK_SHAPES = [
  'blister',
  'bottle',
  'dropper',
  'tube',
  'jar',
  'vial',
  'pen',
  'inhaler',
  'sachet',
  'box',
] as const;
export type TPackShape = (typeof PACK_SHAPES)[number];

/** The drawing's size: 4:3, so every place that shows it can reserve the space before it loads. */
export const PACK_ART_WIDTH = 320;
export const PACK_ART_HEIGHT = 240;

/** Forms whose pack is the form itself, whatever the label calls the container ("bottle of 10 ml" drops). */
const SHAPE_OF_FORM_FIRST: Partial<Record<TDosageForm, TPackShape>> = {
  drops: 'dropper',
  nasal_spray: 'dropper',
  insulin_pen: 'pen',
  inhaler: 'inhaler',
};

/** The container the pack label names: "strip of 15 tablets", "tube of 30 g", "pump bottle of 250 ml". */
const SHAPE_OF_CONTAINER: [RegExp, TPackShape][] = [
  [/^strip\b/, 'blister'],
  [/\bbottle\b|^can\b/, 'bottle'],
  [/^tube\b/, 'tube'],
  [/^(jar|tub|tin)\b/, 'jar'],
  [/^vial\b/, 'vial'],
  [/^sachet\b/, 'sachet'],
  [/^inhaler\b/, 'inhaler'],
];

/** When the label names no container we draw ("pack of 10", "box of 50"), the form decides. */
const SHAPE_OF_FORM: Partial<Record<TDosageForm, TPackShape>> = {
  tablet: 'blister',
  capsule: 'blister',
  lozenge: 'blister',
  syrup: 'bottle',
  suspension: 'bottle',
  solution: 'bottle',
  lotion: 'bottle',
  oil: 'bottle',
  shampoo: 'bottle',
  spray: 'bottle',
  cream: 'tube',
  ointment: 'tube',
  gel: 'tube',
  toothpaste: 'tube',
  injection: 'vial',
  sachet: 'sachet',
  granules: 'sachet',
};

export function packShape(dosageForm: TDosageForm | undefined, packLabel: string): TPackShape {
  const first = dosageForm && SHAPE_OF_FORM_FIRST[dosageForm];
  if (first) return first;
  const label = packLabel.trim().toLowerCase();
  const container = SHAPE_OF_CONTAINER.find(([pattern]) => pattern.test(label));
  if (container) return container[1];
  return (dosageForm && SHAPE_OF_FORM[dosageForm]) ?? 'box';
}

const STRENGTH = /(\d+(?:\.\d+)?)\s?(mg\/\s?\d*\s?ml|mcg|µg|mg|g|ml|iu|%\s?w\/[wv]|%)(?![a-z])/gi;

/** "650 mg", or "500 mg + 125 mg" for a combination; from the salts, else from the name; null when neither says. */
export function packStrength(compositionLabel: string | undefined, name: string): string | null {
  for (const text of [compositionLabel ?? '', name]) {
    const found = [...text.matchAll(STRENGTH)].map((match) => `${match[1]} ${match[2]}`.replace(/\s+/g, ' '));
    if (found.length > 0) return found.slice(0, 3).join(' + ');
  }
  return null;
}

/** FNV-1a: a stable number for a brand, so its colour is the same on every card and every device. */
function hashOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) {
    hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 16777619);
  }
  return hash >>> 0;
}

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** WCAG 2.x relative luminance of "#rrggbb". */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const c = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export const PACK_TEXT_COLOUR = '#ffffff';
export const PACK_CAPTION_COLOUR = '#334155';
/** WCAG AA for normal text: the pack's small print must stay readable on the brand's colour. */
const MIN_CONTRAST = 4.5;

export type TPackColours = { brand: string; dark: string; tint: string; pill: string };

/** The brand's colour (its hue from a hash of the brand, else the manufacturer), darkened until white text reads on it. */
export function packColours(brandOrManufacturer: string): TPackColours {
  const hue = hashOf(brandOrManufacturer.trim().toLowerCase()) % 360;
  let lightness = 40;
  while (contrastRatio(hslToHex(hue, 65, lightness), PACK_TEXT_COLOUR) < MIN_CONTRAST) lightness -= 2;
  return {
    brand: hslToHex(hue, 65, lightness),
    dark: hslToHex(hue, 65, lightness - 12),
    tint: hslToHex(hue, 60, 95),
    pill: hslToHex(hue, 55, 86),
  };
}

/** Catalogue text is untrusted: control and bidi characters go, and every XML special becomes an entity. */
export function escapeSvgText(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
      .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

/** Bold sans letters (DejaVu, Roboto, Segoe) average under 0.68 em; past what fits, the text ends in an ellipsis. */
const EM_PER_CHAR = 0.68;

function fitText(text: string, width: number, fontSize: number): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  const max = Math.max(3, Math.floor(width / (fontSize * EM_PER_CHAR)));
  if (chars.length <= max) return chars.join('');
  const kept = chars.slice(0, max - 1).join('');
  return `${kept.trimEnd()}…`;
}

/** A long name is drawn up to a third smaller before it is cut, so generics named by their salts stay readable. */
function titleSizeFor(text: string, width: number, size: number): number {
  const fits = (candidate: number) => Array.from(text).length <= Math.floor(width / (candidate * EM_PER_CHAR));
  return [size, Math.round(size * 0.8)].find(fits) ?? Math.round(size * 0.67);
}

/** Where the shape leaves room for the name: centre, first baseline, width and title size. */
type TLabelArea = { cx: number; y: number; width: number; size: number };
type TDrawing = { art: string; label: TLabelArea };

function pillCells(colours: TPackColours, isCapsule: boolean): string {
  const cells: string[] = [];
  for (let row = 0; row < 2; row++) {
    for (let col = 0; col < 5; col++) {
      const cx = 72 + col * 44;
      const cy = 134 + row * 38;
      cells.push(`<circle cx="${cx}" cy="${cy}" r="15" fill="#f8fafc" stroke="#cbd5e1"/>`);
      cells.push(
        isCapsule
          ? `<rect x="${cx - 13}" y="${cy - 6}" width="26" height="12" rx="6" fill="${colours.pill}" stroke="${colours.brand}"/>`
          : `<circle cx="${cx}" cy="${cy}" r="10" fill="${colours.pill}" stroke="${colours.brand}"/>`,
      );
    }
  }
  return cells.join('');
}

/** A bottle: cap, neck and body with a label band; droppers are narrower with a nozzle. */
function bottle(colours: TPackColours, isDropper: boolean): TDrawing {
  const bodyWidth = isDropper ? 110 : 140;
  const x = 160 - bodyWidth / 2;
  const top = isDropper
    ? `<path d="M150 20 L170 20 L176 52 L144 52 Z" fill="${colours.dark}"/>`
    : `<rect x="125" y="22" width="70" height="28" rx="4" fill="${colours.dark}"/>`;
  return {
    art: `${top}<rect x="140" y="50" width="40" height="14" fill="#e2e8f0"/><rect x="${x}" y="62" width="${bodyWidth}" height="140" rx="18" fill="#ffffff" stroke="#cbd5e1" stroke-width="2"/><rect x="${x}" y="92" width="${bodyWidth}" height="78" fill="${colours.brand}"/>`,
    label: { cx: 160, y: 124, width: bodyWidth - 14, size: isDropper ? 15 : 17 },
  };
}

function drawingOf(shape: TPackShape, colours: TPackColours, dosageForm: TDosageForm | undefined): TDrawing {
  switch (shape) {
    case 'blister':
      return {
        art: `<rect x="40" y="34" width="240" height="172" rx="12" fill="#e2e8f0" stroke="#94a3b8" stroke-width="2"/><path d="M40 46 a12 12 0 0 1 12 -12 h216 a12 12 0 0 1 12 12 v60 h-240 Z" fill="${colours.brand}"/>${pillCells(colours, dosageForm === 'capsule')}`,
        // Strips are most of the catalogue and shown smallest (cards): their brand is drawn largest.
        label: { cx: 160, y: 68, width: 224, size: 26 },
      };
    case 'bottle':
      return bottle(colours, false);
    case 'dropper':
      return bottle(colours, true);
    case 'tube':
      return {
        art: `<path d="M30 78 L250 70 L250 170 L30 162 Z" fill="${colours.brand}"/><rect x="22" y="74" width="16" height="92" rx="3" fill="${colours.dark}"/><rect x="250" y="92" width="44" height="56" rx="6" fill="#f8fafc" stroke="#94a3b8" stroke-width="2"/>`,
        label: { cx: 144, y: 112, width: 196, size: 20 },
      };
    case 'jar':
      return {
        art: `<rect x="82" y="44" width="156" height="32" rx="6" fill="${colours.dark}"/><rect x="74" y="74" width="172" height="128" rx="16" fill="#ffffff" stroke="#cbd5e1" stroke-width="2"/><rect x="74" y="98" width="172" height="78" fill="${colours.brand}"/>`,
        label: { cx: 160, y: 130, width: 158, size: 18 },
      };
    case 'vial':
      return {
        art: `<rect x="130" y="24" width="60" height="26" rx="4" fill="#94a3b8"/><rect x="140" y="50" width="40" height="14" fill="#cbd5e1"/><rect x="112" y="62" width="96" height="142" rx="12" fill="#f1f5f9" stroke="#94a3b8" stroke-width="2"/><rect x="112" y="94" width="96" height="80" fill="${colours.brand}"/>`,
        label: { cx: 160, y: 126, width: 86, size: 14 },
      };
    case 'pen':
      return {
        art: `<rect x="24" y="88" width="246" height="64" rx="32" fill="${colours.brand}"/><rect x="270" y="108" width="28" height="24" rx="6" fill="${colours.dark}"/><rect x="196" y="100" width="40" height="40" rx="8" fill="#f8fafc" opacity="0.9"/>`,
        label: { cx: 108, y: 116, width: 150, size: 16 },
      };
    case 'inhaler':
      return {
        art: `<rect x="132" y="16" width="56" height="34" rx="6" fill="#94a3b8"/><rect x="108" y="44" width="104" height="140" rx="22" fill="${colours.brand}"/><rect x="88" y="164" width="92" height="40" rx="10" fill="${colours.dark}"/>`,
        label: { cx: 160, y: 88, width: 92, size: 15 },
      };
    case 'sachet':
      return {
        art: `<path d="M70 44 l10 -10 l10 10 l10 -10 l10 10 l10 -10 l10 10 l10 -10 l10 10 l10 -10 l10 10 l10 -10 l10 10 l10 -10 l10 10 l10 -10 l10 10 l10 -10 l10 10 V196 l-10 10 l-10 -10 l-10 10 l-10 -10 l-10 10 l-10 -10 l-10 10 l-10 -10 l-10 10 l-10 -10 l-10 10 l-10 -10 l-10 10 l-10 -10 l-10 10 l-10 -10 l-10 10 l-10 -10 Z" fill="${colours.brand}"/>`,
        label: { cx: 165, y: 108, width: 164, size: 19 },
      };
    case 'box':
      return {
        art: `<path d="M60 62 L88 38 L288 38 L260 62 Z" fill="${colours.pill}"/><path d="M260 62 L288 38 L288 170 L260 196 Z" fill="${colours.dark}"/><rect x="60" y="62" width="200" height="134" fill="${colours.brand}"/>`,
        label: { cx: 160, y: 108, width: 184, size: 19 },
      };
  }
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The pack shot as a standalone SVG document: brand (else name) and strength on the pack in white on the
 * brand's colour, the pack label below. Fixed viewBox; every catalogue text escaped and cut to fit.
 */
export function packArtSvg(product: TPackArtProduct): string {
  return drawPackArt(product).svg;
}

/**
 * The drawing as an image address for an <img> (an SVG in an image runs no script and loads nothing), and
 * its background colour, for the space around it when the box it fills is not 4:3.
 */
export function packArtImage(product: TPackArtProduct): { src: string; background: string } {
  const { svg, colours } = drawPackArt(product);
  return { src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, background: colours.tint };
}

function drawPackArt(product: TPackArtProduct): { svg: string; colours: TPackColours } {
  const brand = product.brand?.trim() || null;
  const colours = packColours(brand ?? product.manufacturer);
  const shape = packShape(product.dosageForm, product.packLabel);
  const { art, label } = drawingOf(shape, colours, product.dosageForm);
  const strength = packStrength(product.compositionLabel, product.name);
  const titleText = brand ?? product.name;
  const titleSize = titleSizeFor(titleText, label.width, label.size);
  const title = escapeSvgText(fitText(titleText, label.width, titleSize));
  const smallSize = Math.round(label.size * 0.75);
  const lines = [
    `<text x="${label.cx}" y="${label.y}" font-size="${titleSize}" font-weight="700">${title}</text>`,
    strength
      ? `<text x="${label.cx}" y="${label.y + label.size + 4}" font-size="${smallSize}">${escapeSvgText(fitText(strength, label.width, smallSize))}</text>`
      : '',
  ].join('');
  const caption = escapeSvgText(fitText(capitalised(product.packLabel.trim()), 296, 13));
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PACK_ART_WIDTH} ${PACK_ART_HEIGHT}" width="${PACK_ART_WIDTH}" height="${PACK_ART_HEIGHT}">`,
    `<rect width="${PACK_ART_WIDTH}" height="${PACK_ART_HEIGHT}" fill="${colours.tint}"/>`,
    art,
    `<g font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" text-anchor="middle">`,
    `<g fill="${PACK_TEXT_COLOUR}">${lines}</g>`,
    `<text x="160" y="226" font-size="13" fill="${PACK_CAPTION_COLOUR}">${caption}</text>`,
    '</g></svg>',
  ].join('');
  return { svg, colours };
}
