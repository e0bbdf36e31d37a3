export { MailModule } from './mail.module.js';
export { MailService } from './mail.service.js';
export type { DigestRequest, MailTemplate } from './mail-templates.js';
