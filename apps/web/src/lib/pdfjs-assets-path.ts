/** Where the files pdf.js fetches by name are served from our origin (copied there by apps/web/pdfjs-assets.ts). */
export const PDFJS_ASSETS_PATH = '/pdfjs/';
