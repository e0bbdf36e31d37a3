import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * Encrypts bot tokens at rest with AES-256-GCM under a key derived (HKDF-SHA256) from the Slack
 * app's client secret: a copy of the database alone reveals no token. Rotating SLACK_CLIENT_SECRET
 * therefore means reconnecting Slack, which README "Slack" says.
 */
export class SlackTokenCipher {
  private readonly key: Buffer;

  constructor(clientSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', clientSecret, 'punchcard', 'slack-bot-token', 32));
  }

  encrypt(token: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), sealed]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** Throws when the text was sealed under another key (the client secret changed). */
  decrypt(text: string): string {
    const [version, iv, tag, sealed] = text.split('.');
    if (version !== VERSION || !iv || !tag || sealed === undefined) {
      throw new Error('Not a sealed Slack token');
    }
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(sealed, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  }
}
