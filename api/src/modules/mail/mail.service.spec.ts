import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import { loadConfig } from '#src/config/app-config.js';
import { MailService } from './mail.service.js';

/** The outbox transport writes the same RFC 822 bytes SMTP would carry: read them back. */
describe('MailService attachments', () => {
  let dataDir: string;
  let mail: MailService;
  // The service logs each message it writes; the assertions read the file instead.
  beforeAll(() => {
    Logger.overrideLogger(false);
  });
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'punchcard-mail-'));
    mail = new MailService(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
  });
  afterEach(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const written = (): string => {
    const outbox = path.join(dataDir, 'outbox');
    const [file] = fs.readdirSync(outbox);
    if (!file) throw new Error('nothing in the outbox');
    return fs.readFileSync(path.join(outbox, file), 'utf8');
  };
  const template = { kind: 'kiosk-badge', workspace: 'Acme', name: 'Ada', version: 1 } as const;

  it('sends files as base64 parts of a multipart/mixed message beside the text', async () => {
    const pdf = Buffer.from('%PDF-1.3 not really\n');
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff]);
    await mail.send('ada@example.com', 'en', template, [
      { filename: 'badge.png', content: png, contentType: 'image/png' },
      { filename: 'badge.pdf', content: pdf, contentType: 'application/pdf' },
    ]);
    const raw = written();
    expect(raw).toMatch(/^Content-Type: multipart\/mixed; boundary=/m);
    expect(raw).toContain('Your kiosk badge for Acme');
    for (const [name, type, bytes] of [
      ['badge.png', 'image/png', png],
      ['badge.pdf', 'application/pdf', pdf],
    ] as const) {
      const part = new RegExp(
        `Content-Type: ${type}; name=${name}\\r?\\n` +
          `Content-Transfer-Encoding: base64\\r?\\n` +
          `Content-Disposition: attachment; filename=${name}\\r?\\n\\r?\\n([A-Za-z0-9+/=\\r\\n]+)`,
      ).exec(raw);
      expect(part).not.toBeNull();
      expect(Buffer.from((part?.[1] ?? '').replace(/\s+/g, ''), 'base64')).toEqual(bytes);
    }
  });

  it('keeps a message without files a single text part', async () => {
    await mail.send('ada@example.com', 'ja', template);
    const raw = written();
    expect(raw).not.toContain('multipart');
    expect(raw).toMatch(/^Content-Type: text\/plain; charset=utf-8/m);
  });
});
