import { Logger } from '@nestjs/common';
import { loadConfig } from '#src/config/app-config.js';
import { DEFAULT_PDF_FONT_PATH } from './pdf-font.js';
import { PDF_TEXT_FONT, PdfService } from './pdf.service.js';

/** A one-line document made by a service reading `fontPath`. */
async function render(service: PdfService, text: string): Promise<string> {
  const { doc, finish } = service.create({ size: 'A6', title: 'Test', margin: 20 });
  doc.font(PDF_TEXT_FONT).fontSize(12).text(text);
  return (await finish()).toString('latin1');
}

const serviceFor = (fontPath?: string) =>
  new PdfService(loadConfig(fontPath === undefined ? {} : { PDF_FONT_PATH: fontPath }));

describe('PdfService', () => {
  let warn: jest.SpyInstance<void, [message: unknown, ...rest: unknown[]]>;
  beforeEach(() => {
    warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    warn.mockRestore();
  });

  it('embeds the Japanese face of the Noto CJK collection as a subset', async () => {
    const service = serviceFor();
    expect(service.textFont()).toMatchObject({
      kind: 'embedded',
      path: DEFAULT_PDF_FONT_PATH,
      face: 'NotoSansCJKjp-Regular',
    });
    const pdf = await render(service, '山田 太郎');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansCJKjp-Regular/);
    expect(warn).not.toHaveBeenCalled();
  });

  it('falls back to Helvetica when the font is missing, warning once at start', async () => {
    const service = serviceFor('/nonexistent/font.ttc');
    service.onModuleInit();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('/nonexistent/font.ttc');
    expect(service.textFont()).toMatchObject({ kind: 'builtin', name: 'Helvetica' });
    const pdf = await render(service, 'Ada Lovelace');
    expect(pdf).toContain('/BaseFont /Helvetica');
    expect(pdf).not.toContain('NotoSans');
    await render(service, 'Grace Hopper');
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
