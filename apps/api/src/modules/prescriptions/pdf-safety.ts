/**
 * Whether an uploaded PDF may be kept and shown to a pharmacist, decided by parsing it (pdf-lib), not by
 * searching its bytes: a name can be spelt with #xx escapes (`/#4A#61va#53cript` is /JavaScript) and an
 * object can sit compressed inside an object stream, where no byte pattern sees it. Every object the
 * parser reads is checked, including those unpacked from object streams and those a later object with the
 * same number replaces (a reader that follows the cross-reference table might still use the earlier one).
 * Anything the parser cannot read is refused rather than skipped.
 */
import { PDFArray, type PDFContext, PDFDict, PDFName, PDFNumber, type PDFObject, PDFParser, PDFStream } from 'pdf-lib';
import { AppError } from '../../lib/errors';

type Refusal = 'encrypted' | 'javascript' | 'automatic-action' | 'launch' | 'embedded-file' | 'form' | 'media';

/** Names (as keys or values, ISO 32000-1 §12.6 actions, §12.5 annotations) that make a PDF act or carry more. */
const REFUSED_NAMES = new Map<string, Refusal>([
  ['JavaScript', 'javascript'],
  ['JS', 'javascript'],
  // Additional actions: run when a page opens or closes, a field changes, the document is printed…
  ['AA', 'automatic-action'],
  ['Launch', 'launch'],
  ['EmbeddedFiles', 'embedded-file'],
  ['EmbeddedFile', 'embedded-file'],
  ['EF', 'embedded-file'],
  ['FileAttachment', 'embedded-file'],
  ['GoToE', 'embedded-file'],
  ['SubmitForm', 'form'],
  ['ImportData', 'form'],
  ['XFA', 'form'],
  ['RichMedia', 'media'],
  ['Rendition', 'media'],
  ['Movie', 'media'],
  ['Sound', 'media'],
  ['3D', 'media'],
  // An Encrypt dictionary in a cross-reference stream or a trailer
  ['Encrypt', 'encrypted'],
]);

const FIX = 'Please print it to a new PDF (Print → Save as PDF) or send a photo of the prescription instead.';

const MESSAGES: Record<Refusal | 'damaged' | 'empty', string> = {
  encrypted: 'This PDF is password-protected or encrypted, so the pharmacist could not check it.',
  javascript: 'This PDF contains JavaScript, which a prescription never needs.',
  'automatic-action': 'This PDF runs actions by itself when it is opened or read.',
  launch: 'This PDF tries to start other programs.',
  'embedded-file': 'This PDF has other files attached inside it.',
  form: 'This PDF contains a form that sends or loads data.',
  media: 'This PDF contains video, sound or 3D content.',
  damaged: 'This PDF is incomplete or damaged.',
  empty: 'This PDF has no pages.',
};

function refuse(reason: Refusal | 'damaged' | 'empty'): AppError {
  // A file that is not a readable PDF keeps the status of any unreadable file; a readable one with content we
  // refuse is a validation failure of the upload.
  const code = reason === 'damaged' ? 'UNSUPPORTED_MEDIA_TYPE' : 'VALIDATION_FAILED';
  return new AppError(code, `${MESSAGES[reason]} ${FIX}`, { pdf: reason });
}

/**
 * A name as a PDF reader sees it. ISO 32000-1 §7.3.5 lets any byte be written #xx with hex digits in either
 * case; pdf-lib decodes only upper-case ones, so the rest are decoded here (a refused name has no '#' of its
 * own, so this second pass can only reveal one, never hide one).
 */
function readerName(name: PDFName): string {
  return name
    .decodeText()
    .replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The first refused feature in one object and the direct objects inside it (references are checked on their own). */
function refusalIn(object: PDFObject): Refusal | null {
  const pending: PDFObject[] = [object];
  for (let current = pending.pop(); current; current = pending.pop()) {
    if (current instanceof PDFName) {
      const refusal = REFUSED_NAMES.get(readerName(current));
      if (refusal) return refusal;
    } else if (current instanceof PDFStream) {
      pending.push(current.dict);
    } else if (current instanceof PDFArray) {
      for (const item of current.asArray()) pending.push(item);
    } else if (current instanceof PDFDict) {
      for (const [key, value] of current.entries()) {
        // An open action given as a destination ([page /Fit]) only says where the document opens, as LaTeX and
        // office suites write it; any other form is an action that runs by itself.
        if (readerName(key) === 'OpenAction' && !(value instanceof PDFArray)) return 'automatic-action';
        pending.push(key, value);
      }
    }
  }
  return null;
}

// Parsing yields to the event loop every so many objects, so a large upload does not stall other requests.
const OBJECTS_PER_TICK = 500;

/** pdf-lib's parser, strict (an unreadable object fails the parse), checking each object as it is read. */
class CheckingParser extends PDFParser {
  refusal: Refusal | null = null;

  constructor(bytes: Uint8Array, isStrict: boolean) {
    super(bytes, OBJECTS_PER_TICK, isStrict);
    const { context } = this;
    const assign = context.assign.bind(context);
    context.assign = (ref, object) => {
      this.refusal ??= refusalIn(object);
      assign(ref, object);
    };
  }
}

function hasPages(context: PDFContext): boolean {
  const catalog = context.lookup(context.trailerInfo.Root);
  const pages = catalog instanceof PDFDict ? catalog.lookup(PDFName.of('Pages')) : undefined;
  const count = pages instanceof PDFDict ? pages.lookup(PDFName.of('Count')) : undefined;
  return count instanceof PDFNumber && count.asNumber() > 0;
}

/**
 * An encrypted PDF's object streams cannot be unpacked without the key, so the strict parse fails before it
 * reaches the trailer that says so; a lenient parse (skipping what it cannot read) finds it, for the message.
 */
async function isEncrypted(bytes: Uint8Array): Promise<boolean> {
  const parser = new CheckingParser(bytes, false);
  try {
    const context = await parser.parseDocument();
    return Boolean(context.trailerInfo.Encrypt) || parser.refusal === 'encrypted';
  } catch {
    return parser.refusal === 'encrypted';
  }
}

/** Throws the user-facing refusal when a PDF is encrypted, damaged, empty, or carries active content. */
export async function assertSafePdf(bytes: Uint8Array): Promise<void> {
  // A cut-off upload can still parse; the end-of-file marker shows it arrived whole.
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - 2048))).toString('latin1');
  if (!tail.includes('%%EOF')) throw refuse('damaged');
  const parser = new CheckingParser(bytes, true);
  let context: PDFContext;
  try {
    context = await parser.parseDocument();
  } catch {
    if (parser.refusal) throw refuse(parser.refusal);
    throw refuse((await isEncrypted(bytes)) ? 'encrypted' : 'damaged');
  }
  if (context.trailerInfo.Encrypt) throw refuse('encrypted');
  if (parser.refusal) throw refuse(parser.refusal);
  if (!hasPages(context)) throw refuse('empty');
}
