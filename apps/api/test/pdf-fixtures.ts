/**
 * PDFs for upload tests: a clean prescription, and the hostile files a review found slipping past a byte
 * search (docs/decisions.md, 2026-11-25). pdf-lib writes the ones it can — with its default of packing
 * objects into Flate-compressed object streams, where no keyword shows in the bytes — and the rest are
 * written by hand with a correct cross-reference table.
 */
import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';

/** One page of a typed prescription, with its objects packed into compressed object streams. */
async function prescriptionPdf(change?: (document: PDFDocument) => void | Promise<void>): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const page = document.addPage([420, 595]);
  page.drawText('Dr. R. Rao, KMC 45678', { x: 40, y: 540, size: 16, font });
  page.drawText('Rx  Pantoprazole 40 mg, 1 tab before breakfast', { x: 40, y: 490, size: 12, font });
  await change?.(document);
  return Buffer.from(await document.save({ useObjectStreams: true }));
}

export const cleanPdf = () => prescriptionPdf();

/** Opens at the first page fitted to the window, as LaTeX and office suites write it: a destination, no action. */
export const pdfOpeningAtPage = () =>
  prescriptionPdf((document) => {
    document.catalog.set(PDFName.of('OpenAction'), document.context.obj([document.getPage(0).ref, PDFName.of('Fit')]));
  });

/** Opens a web address by itself as soon as it is read; the catalog saying so sits in a compressed object stream. */
export const pdfWithOpenActionInObjectStream = () =>
  prescriptionPdf((document) => {
    const action = document.context.obj({ S: 'URI', URI: PDFString.of('https://evil.example/track') });
    document.catalog.set(PDFName.of('OpenAction'), document.context.register(action));
  });

/** A "prescription.exe" carried inside the PDF (EmbeddedFiles name tree and an EmbeddedFile stream). */
export const pdfWithEmbeddedFile = () =>
  prescriptionPdf((document) =>
    document.attach(Buffer.from('MZ pretend executable'), 'prescription.exe', { mimeType: 'application/octet-stream' }),
  );

/** A PDF written object by object; the cross-reference table points at each number's first definition. */
export function handWrittenPdf(objects: [number, string][], trailer = ''): Buffer {
  let body = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n';
  const offsets = new Map<number, number>();
  for (const [objectNumber, content] of objects) {
    if (!offsets.has(objectNumber)) offsets.set(objectNumber, Buffer.byteLength(body, 'latin1'));
    body += `${objectNumber} 0 obj\n${content}\nendobj\n`;
  }
  const size = Math.max(...offsets.keys()) + 1;
  const xrefOffset = Buffer.byteLength(body, 'latin1');
  const entries = Array.from({ length: size }, (_, objectNumber) => {
    const offset = offsets.get(objectNumber);
    return offset === undefined ? '0000000000 65535 f \n' : `${String(offset).padStart(10, '0')} 00000 n \n`;
  });
  body += `xref\n0 ${size}\n${entries.join('')}trailer\n<< /Size ${size} /Root 1 0 R ${trailer}>>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const PAGE_OBJECTS: [number, string][] = [
  [2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>'],
  [3, '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 595] /Annots [4 0 R] >>'],
];

/**
 * A link whose action is JavaScript with its names spelt in #xx escapes, as readers decode them: upper-case
 * hex (`/#4A#61va#53cript`) or, which a naive decoder misses, lower-case (`/#4a#61va#53cript`).
 */
export function pdfWithEscapedJavaScript(hexCase: 'upper' | 'lower'): Buffer {
  const javaScript = hexCase === 'upper' ? '/#4A#61va#53cript' : '/#4a#61va#53cript';
  const js = hexCase === 'upper' ? '/#4A#53' : '/#4a#53';
  return handWrittenPdf([
    [1, '<< /Type /Catalog /Pages 2 0 R >>'],
    ...PAGE_OBJECTS,
    [4, `<< /Type /Annot /Subtype /Link /Rect [0 0 420 595] /A << /S ${javaScript} ${js} (app.alert(1)) >> >>`],
  ]);
}

/**
 * Object 4 is written twice: first as a JavaScript action, which the cross-reference table (what a reader
 * follows) points at, then as a harmless link, which a parser reading front to back keeps.
 */
export const pdfWithShadowedJavaScript = () =>
  handWrittenPdf([
    [1, '<< /Type /Catalog /Pages 2 0 R >>'],
    ...PAGE_OBJECTS,
    [4, '<< /Type /Annot /Subtype /Link /Rect [0 0 420 595] /A << /S /JavaScript /JS (app.alert(1)) >> >>'],
    [4, '<< /Type /Annot /Subtype /Link /Rect [0 0 420 595] /A << /S /URI /URI (https://example.com) >> >>'],
  ]);

/** Encrypted with the standard security handler (RC4, 40-bit), its trailer in a classic table. */
export const encryptedPdf = () =>
  handWrittenPdf(
    [
      [1, '<< /Type /Catalog /Pages 2 0 R >>'],
      [2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>'],
      [3, '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 595] >>'],
      [5, `<< /Filter /Standard /V 1 /R 2 /O <${'a5'.repeat(32)}> /U <${'5c'.repeat(32)}> /P -44 >>`],
    ],
    `/Encrypt 5 0 R /ID [<${'0f'.repeat(16)}> <${'0f'.repeat(16)}>] `,
  );

/**
 * Encrypted the way current writers do it: objects in object streams, the Encrypt entry in the cross-reference
 * stream at the end. Without the key the object streams do not decompress (their bytes are ciphertext here).
 */
export async function encryptedPdfWithObjectStreams(): Promise<Buffer> {
  const bytes = await prescriptionPdf((document) => {
    const encrypt = document.context.obj({ Filter: 'Standard', V: 2, R: 3, Length: 128, P: -3904 });
    document.context.trailerInfo.Encrypt = document.context.register(encrypt);
  });
  const text = bytes.toString('latin1');
  let scrambled = text;
  for (const match of text.matchAll(/\/Type \/ObjStm[\s\S]*?stream\n([\s\S]*?)\nendstream/g)) {
    const cipher = Array.from(match[1] ?? '', (_, index) => String.fromCharCode((index * 131 + 17) % 256)).join('');
    scrambled = scrambled.replace(match[1] ?? '', cipher);
  }
  return Buffer.from(scrambled, 'latin1');
}
