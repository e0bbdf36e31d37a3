// The server Playwright starts writes every mail to DATA_DIR/outbox, one file per message, named
// after its recipient: the browser tests read codes and links there, as a person reads their mail.
import fs from 'node:fs';
import path from 'node:path';

import { expect } from '@playwright/test';

/** Whether this run can read the server's outbox (false against an install elsewhere). */
export const hasOutbox = process.env.PUNCHCARD_E2E_DATA_DIR !== undefined;

/** The newest mail to `email`, raw; undefined while none has arrived. */
export function lastMail(email: string): string | undefined {
  const dataDir = process.env.PUNCHCARD_E2E_DATA_DIR;
  if (dataDir === undefined) throw new Error('PUNCHCARD_E2E_DATA_DIR is not set');
  const outbox = path.join(dataDir, 'outbox');
  const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort() : [];
  const latest = files.filter((file) => file.includes(email.toLowerCase())).at(-1);
  return latest === undefined ? undefined : fs.readFileSync(path.join(outbox, latest), 'utf8');
}

/** How many mails `email` has received so far. */
export function mailCount(email: string): number {
  const dataDir = process.env.PUNCHCARD_E2E_DATA_DIR;
  if (dataDir === undefined) throw new Error('PUNCHCARD_E2E_DATA_DIR is not set');
  const outbox = path.join(dataDir, 'outbox');
  if (!fs.existsSync(outbox)) return 0;
  return fs.readdirSync(outbox).filter((file) => file.includes(email.toLowerCase())).length;
}

/** The readable body of a raw mail, whatever its transfer encoding. */
export function mailBody(mail: string): string {
  const [head = '', ...rest] = mail.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString();
  if (encoding === 'quoted-printable') {
    return Buffer.from(
      body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) =>
          String.fromCharCode(parseInt(hex, 16)),
        ),
      'latin1',
    ).toString('utf8');
  }
  return body;
}

/** The six-digit code of a verification mail. */
export function codeFrom(mail: string): string {
  const code = /\b(\d{6})\b/.exec(mailBody(mail))?.[1];
  if (code === undefined) throw new Error('No 6-digit code in the mail');
  return code;
}

/** The first link in a mail whose path contains `pathPart`, e.g. `/forgot-password/reset`. */
export function linkFrom(mail: string, pathPart: string): URL {
  const links = mailBody(mail).match(/https?:\/\/[^\s"'<>)]+/g) ?? [];
  const link = links.find((candidate) => candidate.includes(pathPart));
  if (link === undefined) throw new Error(`No link to ${pathPart} in the mail`);
  return new URL(link.replace(/&amp;/g, '&'));
}

/** The `count`-th mail to `email`, raw, once it has arrived. */
export async function waitForMail(email: string, count = 1): Promise<string> {
  await expect.poll(() => mailCount(email)).toBeGreaterThanOrEqual(count);
  const dataDir = process.env.PUNCHCARD_E2E_DATA_DIR ?? '';
  const outbox = path.join(dataDir, 'outbox');
  const file = fs
    .readdirSync(outbox)
    .sort()
    .filter((name) => name.includes(email.toLowerCase()))[count - 1];
  if (file === undefined) throw new Error(`No mail ${count} to ${email}`);
  return fs.readFileSync(path.join(outbox, file), 'utf8');
}
