import fs from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Locale } from '@punchcard/shared';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '#src/config/app-config.js';
import { type MailTemplate, renderMail } from './mail-templates.js';

/** A file sent with a message (a badge's PNG and PDF). */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** A message already written: what `deliver` sends. */
export interface ComposedMail {
  /** Names the message in the log and the outbox file, e.g. `support-request`. */
  kind: string;
  locale: Locale;
  subject: string;
  text: string;
  /** Where a reply goes, when not to the sender address (the person who wrote in). */
  replyTo?: string;
}

/**
 * Sends through SMTP when SMTP_URL is set. Without it, each message is written as an .eml file to
 * DATA_DIR/outbox/ (the same RFC 822 bytes SMTP would carry) and a line is logged, so sign-up and
 * password reset work on a machine with no mail server.
 */
@Injectable()
export class MailService {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter;
  private readonly outbox: string | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    if (config.smtpUrl) {
      this.transport = nodemailer.createTransport(config.smtpUrl);
    } else {
      this.outbox = path.join(config.dataDir, 'outbox');
      this.transport = nodemailer.createTransport({
        streamTransport: true,
        buffer: true,
        newline: 'unix',
      });
    }
  }

  async send(
    to: string,
    locale: Locale,
    template: MailTemplate,
    attachments: readonly MailAttachment[] = [],
  ): Promise<void> {
    const { subject, text } = renderMail(template, locale);
    await this.deliver(to, { kind: template.kind, locale, subject, text }, attachments);
  }

  /**
   * Sends a message its own module wrote (feedback and support requests, whose texts carry what
   * people typed and live beside that module's rules), through the same transport as `send`.
   */
  async deliver(
    to: string,
    mail: ComposedMail,
    attachments: readonly MailAttachment[] = [],
  ): Promise<void> {
    const info: unknown = await this.transport.sendMail({
      from: this.config.mailFrom,
      to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      headers: { 'Content-Language': mail.locale },
      // Without attachments the message stays the single text part it always was.
      ...(attachments.length > 0 ? { attachments: attachments.map((file) => ({ ...file })) } : {}),
    });
    if (!this.outbox) {
      this.logger.log(`Sent ${mail.kind} mail to ${to}`);
      return;
    }
    const message = (info as { message: Buffer }).message;
    await fs.mkdir(this.outbox, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(
      this.outbox,
      `${stamp}-${mail.kind}-${to.replace(/[^a-z0-9@._-]/gi, '_')}.eml`,
    );
    await fs.writeFile(file, message);
    this.logger.log(`Wrote ${mail.kind} mail to ${to} as ${file}`);
  }
}
