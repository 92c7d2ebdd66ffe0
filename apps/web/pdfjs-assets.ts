/**
 * pdf.js fetches some files by their own names at run time, so they cannot go through Vite's hashed
 * assets: the standard fonts, for PDFs that do not embed theirs (prescription printers often use plain
 * Helvetica or Times), and the JavaScript decoders for JPEG 2000 and JBIG2 scans. This plugin serves them
 * under PDFJS_ASSETS_PATH in development and copies them there in the build, so they come from our own
 * origin as the Content-Security-Policy (`default-src 'self'`) requires.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { PDFJS_ASSETS_PATH } from './src/lib/pdfjs-assets-path.ts';

const pdfjsRoot = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

// The fonts with their licences; no WebAssembly (src/components/file-viewer/pdf-document.ts turns it off).
const FILES = [
  ...readdirSync(join(pdfjsRoot, 'standard_fonts')).map((name) => `standard_fonts/${name}`),
  'wasm/openjpeg_nowasm_fallback.js',
  'wasm/jbig2_nowasm_fallback.js',
  'wasm/LICENSE_OPENJPEG',
  'wasm/LICENSE_JBIG2',
];

export function pdfjsAssets(): Plugin {
  return {
    name: 'dawanow:pdfjs-assets',
    configureServer(server) {
      server.middlewares.use(PDFJS_ASSETS_PATH, (request, response, next) => {
        const file = FILES.find((candidate) => request.url === `/${candidate}`);
        if (!file) return next();
        response.setHeader('content-type', file.endsWith('.js') ? 'text/javascript' : 'application/octet-stream');
        response.end(readFileSync(join(pdfjsRoot, file)));
      });
    },
    generateBundle() {
      for (const file of FILES) {
        this.emitFile({
          type: 'asset',
          fileName: `${PDFJS_ASSETS_PATH.slice(1)}${file}`,
          source: readFileSync(join(pdfjsRoot, file)),
        });
      }
    },
  };
}
