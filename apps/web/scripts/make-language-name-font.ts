/**
 * The few Devanagari letters of "हिन्दी", the language switch's name for Hindi, as a font of their own (issue 19):
 * run `npx tsx apps/web/scripts/make-language-name-font.ts` after changing the languages' names
 * (packages/shared/src/languages.ts) and commit src/assets/fonts/.
 *
 * Every page shows the switch, so without this an English reader on a system with no Devanagari font (most
 * desktops) downloaded the whole Noto Sans Devanagari face (~52 KB) for one word. The subset keeps the font's
 * shaping rules for those letters (the conjunct "न्द"), so the word reads as in the full face. Noto Sans Devanagari
 * is under the SIL Open Font License, which allows a subset to be shipped.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { LANGUAGE_NAMES } from '@dawanow/shared/languages';
import subsetFont from 'subset-font';

const webDir = join(import.meta.dirname, '..');
// The switch's label is medium weight (buttonClasses), which the full faces draw from the 500 file as well
const source = readFileSync(
  createRequire(import.meta.url).resolve(
    '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-500-normal.woff2',
  ),
);
const names = Object.values(LANGUAGE_NAMES).join('');
const subset = await subsetFont(source, names, { targetFormat: 'woff2' });
const outPath = join(webDir, 'src/assets/fonts/language-names.woff2');
writeFileSync(outPath, subset);
const codePoints = [...new Set([...names].filter((letter) => /\p{Script=Devanagari}/u.test(letter)))]
  .map((letter) => `U+${letter.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}`)
  .sort();
console.log(`${outPath}: ${subset.length} bytes; its unicode-range in index.css: ${codePoints.join(', ')}`);
