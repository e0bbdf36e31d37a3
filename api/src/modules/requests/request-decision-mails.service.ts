import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { knownLocale } from '@punchcard/shared';
import { APP_CONFIG, type AppConfig } from '#src/config/app-config.js';
import { MailService } from '#src/modules/mail/index.js';
import { RequestDecisionMailsRepository } from './request-decision-mails.repository.js';
import type { RequestRow } from './request-row.js';

/**
 * Tells a member, in their language, that a reviewer approved or rejected one of their requests.
 *
 * The mail goes out after the review committed and the reviewer already has their answer: a slow
 * or failing mail server must neither hold up a review (a bulk approval reviews many) nor undo
 * one. A failed send is logged and not retried, as for reviewer digests. Nobody is told about
 * their own decision (a super owner reviewing their own request).
 */
@Injectable()
export class RequestDecisionMails implements OnApplicationShutdown {
  private readonly logger = new Logger('RequestDecisionMail');
  /** Sends under way, so shutting down (and a test) can wait for them. */
  private readonly sending = new Set<Promise<void>>();

  constructor(
    private readonly repository: RequestDecisionMailsRepository,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Starts the member's e-mail about `reviewed`, decided by `idReviewer`; never throws. */
  announce(reviewed: RequestRow, idReviewer: string): void {
    if (reviewed.id_user === idReviewer || reviewed.is_approved === null) return;
    const send = this.send(reviewed, idReviewer, reviewed.is_approved).catch((error: unknown) => {
      this.logger.error(
        `Decision on request ${reviewed.id} not mailed: ${error instanceof Error ? error.message : String(error)}`,
      );
    });
    this.sending.add(send);
    void send.finally(() => this.sending.delete(send));
  }

  /** Resolves once every decision mail started so far was sent or given up. */
  async settled(): Promise<void> {
    await Promise.all([...this.sending]);
  }

  onApplicationShutdown(): Promise<void> {
    return this.settled();
  }

  private async send(reviewed: RequestRow, idReviewer: string, approved: boolean): Promise<void> {
    const to = await this.repository.recipient(reviewed.id_workspace, reviewed.id_user, idReviewer);
    if (!to) return;
    const locale = knownLocale(to.locale);
    await this.mail.send(to.email, locale, {
      kind: 'request-decision',
      workspace: to.workspace_name,
      timeZone: to.time_zone,
      approved,
      reviewer: to.reviewer_name,
      request: {
        kind: reviewed.kind,
        type: reviewed.request_type,
        start: reviewed.start_at,
        end: reviewed.end_at,
        reason: reviewed.reason,
      },
      link: `${this.config.publicUrl}/${locale}/requests`,
    });
  }
}
