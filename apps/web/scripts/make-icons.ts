/**
 * The installed app's icons (issue 19, web app manifest), drawn from the favicon so there is one logo: run
 * `npx tsx apps/web/scripts/make-icons.ts` after changing public/favicon.svg and commit public/icons/.
 *
 * - icon-192.png, icon-512.png ("any"): the favicon as it is, rounded corners and all.
 * - icon-maskable-512.png: the launcher crops it to its own shape (circle, squircle…) and keeps only the
 *   middle 80 %, so the background fills the square and the cross sits well inside that safe zone.
 * - apple-touch-icon.png (180 px): iOS draws no transparency and rounds the corners itself, so it is full-bleed too.
 * - badge-96.png: Android draws a notification's small badge from its alpha only, so it is the white cross alone.
 *
 * sharp is the API's image library (product and blog pictures); it is used here from the workspace root.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const publicDir = join(import.meta.dirname, '..', 'public');
const favicon = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');

const brand = favicon.match(/<rect[^>]*fill="(#[0-9a-fA-F]{6})"/)?.[1];
const cross = favicon.match(/<path d="([^"]+)"/)?.[1];
if (!brand || !cross) throw new Error('public/favicon.svg no longer has the rect and path this script reads');

/** The favicon's 32-unit cross (18 units wide) scaled to half the square, centred: inside the 80 % safe zone. */
const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${brand}"/><g transform="translate(16 16) scale(0.9) translate(-16 -16)"><path d="${cross}" fill="#fff"/></g></svg>`;

const badge = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><g transform="translate(16 16) scale(1.4) translate(-16 -16)"><path d="${cross}" fill="#fff"/></g></svg>`;

const outDir = join(publicDir, 'icons');
mkdirSync(outDir, { recursive: true });

const icons: { file: string; svg: string; size: number }[] = [
  { file: 'icon-192.png', svg: favicon, size: 192 },
  { file: 'icon-512.png', svg: favicon, size: 512 },
  { file: 'icon-maskable-512.png', svg: fullBleed, size: 512 },
  { file: 'apple-touch-icon.png', svg: fullBleed, size: 180 },
  { file: 'badge-96.png', svg: badge, size: 96 },
];
for (const { file, svg, size } of icons) {
  // density makes librsvg draw the 32-unit drawing at the target size instead of scaling a 32 px bitmap up
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(outDir, file));
  console.log(`public/icons/${file} ${size}×${size}`);
}
