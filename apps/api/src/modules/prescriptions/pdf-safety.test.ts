import { describe, expect, it } from 'vitest';
import {
  cleanPdf,
  encryptedPdf,
  encryptedPdfWithObjectStreams,
  handWrittenPdf,
  pdfOpeningAtPage,
  pdfWithEmbeddedFile,
  pdfWithEscapedJavaScript,
  pdfWithOpenActionInObjectStream,
  pdfWithShadowedJavaScript,
} from '../../../test/pdf-fixtures';
import { assertSafePdf } from './pdf-safety';

/** What the check answers: nothing for a safe PDF, else the refusal's reason and message. */
async function verdict(bytes: Buffer) {
  try {
    await assertSafePdf(bytes);
    return 'accepted';
  } catch (error) {
    const { code, message, details } = error as { code: string; message: string; details: { pdf: string } };
    return { code, reason: details.pdf, message };
  }
}

describe('assertSafePdf', () => {
  it('accepts a typed prescription, also one that opens at its first page', async () => {
    expect(await verdict(await cleanPdf())).toBe('accepted');
    expect(await verdict(await pdfOpeningAtPage())).toBe('accepted');
  });

  it.each(['upper', 'lower'] as const)(
    'finds JavaScript whose name is spelt in %s-case hex escapes',
    async (hexCase) => {
      const bytes = pdfWithEscapedJavaScript(hexCase);
      expect(bytes.toString('latin1')).not.toContain('JavaScript');
      expect(await verdict(bytes)).toMatchObject({
        code: 'VALIDATION_FAILED',
        reason: 'javascript',
        message: expect.stringContaining('This PDF contains JavaScript'),
      });
    },
  );

  it('finds an open action inside a compressed object stream', async () => {
    const bytes = await pdfWithOpenActionInObjectStream();
    expect(bytes.toString('latin1')).not.toContain('OpenAction');
    expect(await verdict(bytes)).toMatchObject({ reason: 'automatic-action' });
  });

  it('finds JavaScript in an object that a later object of the same number hides from a front-to-back reading', async () => {
    expect(await verdict(pdfWithShadowedJavaScript())).toMatchObject({ reason: 'javascript' });
  });

  it('refuses attached files, launch actions, forms that submit and additional actions', async () => {
    expect(await verdict(await pdfWithEmbeddedFile())).toMatchObject({ reason: 'embedded-file' });
    const withPageObject = (page: string) =>
      handWrittenPdf([
        [1, '<< /Type /Catalog /Pages 2 0 R >>'],
        [2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>'],
        [3, page],
      ]);
    const page = '/Type /Page /Parent 2 0 R /MediaBox [0 0 420 595]';
    const link = (action: string) => `<< ${page} /Annots [<< /Subtype /Link /Rect [0 0 9 9] /A ${action} >>] >>`;
    expect(await verdict(withPageObject(link('<< /S /Launch /F (cmd.exe) >>')))).toMatchObject({ reason: 'launch' });
    expect(await verdict(withPageObject(link('<< /S /SubmitForm /F (https://x.example) >>')))).toMatchObject({
      reason: 'form',
    });
    expect(
      await verdict(withPageObject(`<< ${page} /AA << /O << /S /URI /URI (https://x.example) >> >> >>`)),
    ).toMatchObject({ reason: 'automatic-action' });
  });

  it('refuses encrypted PDFs, with the trailer in a table or in a cross-reference stream', async () => {
    expect(await verdict(encryptedPdf())).toMatchObject({ code: 'VALIDATION_FAILED', reason: 'encrypted' });
    expect(await verdict(await encryptedPdfWithObjectStreams())).toMatchObject({ reason: 'encrypted' });
  });

  it('refuses what it cannot read, and a PDF without pages', async () => {
    const clean = await cleanPdf();
    expect(await verdict(clean.subarray(0, clean.length - 200))).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      reason: 'damaged',
    });
    expect(await verdict(handWrittenPdf([[1, '<< /Type /Catalog >>']]))).toMatchObject({ reason: 'empty' });
  });
});
