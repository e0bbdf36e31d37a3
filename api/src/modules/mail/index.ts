export { MailModule } from './mail.module.js';
export { type ComposedMail, type MailAttachment, MailService } from './mail.service.js';
export type { DigestRequest, MailTemplate } from './mail-templates.js';
