import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import {
  ErrorKey,
  knownLocale,
  type Locale,
  type MessageReceipt,
  MessageRoute,
  toUnixSeconds,
} from '@punchcard/shared';
import type { AuthContext } from '#src/auth/auth-context.js';
import { badRequest } from '#src/common/errors/app.exception.js';
import type { ClientMetadata } from '#src/common/http/client-meta.decorator.js';
import { Clock } from '#src/common/time/clock.js';
import { APP_CONFIG, type AppConfig } from '#src/config/app-config.js';
import { type ComposedMail, MailService } from '#src/modules/mail/index.js';
import { memberName, MembersRepository } from '#src/modules/members/index.js';
import { normalizeEmail } from '#src/modules/users/index.js';
import type { FeedbackDto, SupportDto } from './feedback.dto.js';
import { feedbackMail, type MailSender, supportMail } from './feedback-mail.js';
import { FeedbackRepository, type Recipient } from './feedback.repository.js';

/** Where a message goes, decided before it is stored so the row says who was told. */
interface Routing {
  route: MessageRoute;
  recipients: Recipient[];
}

/** The sender as far as the server knows them: account and active workspace, if any. */
interface Sender {
  mail: MailSender | null;
  idUser: string | null;
  workspace: { id: string; name: string } | null;
}

/**
 * Stores feedback and support requests, then mails them: to SUPPORT_EMAIL when it is set, else to
 * the super owners of the sender's active workspace (who run a self-hosted install), else nobody
 * (the row waits for the administrator and a warning is logged). The caller is answered once the
 * row is stored; the mail follows, so a slow mail server costs the form nothing, and `mailed_at`
 * records that it arrived.
 */
@Injectable()
export class FeedbackService implements OnApplicationShutdown {
  private readonly logger = new Logger('Feedback');
  private readonly deliveries = new Set<Promise<void>>();

  constructor(
    private readonly messages: FeedbackRepository,
    private readonly members: MembersRepository,
    private readonly mail: MailService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async sendFeedback(
    auth: AuthContext,
    dto: FeedbackDto,
    client: ClientMetadata,
    locale: Locale,
  ): Promise<MessageReceipt> {
    const sender = await this.senderOf(auth);
    const routing = await this.routingFor(sender, locale);
    const entry = await this.messages.insertFeedback({
      idUser: sender.idUser,
      idWorkspace: sender.workspace?.id ?? null,
      kind: dto.kind,
      rating: dto.rating ?? null,
      message: dto.message,
      page: dto.page || null,
      mayContact: dto.may_contact ?? false,
      locale,
      userAgent: client.userAgent,
      routedTo: routing.route,
      createdAt: this.clock.now(),
    });
    // Signed in: the guard made sure of it, so the account is there to name.
    const mailSender = sender.mail ?? { name: auth.user.email, email: auth.user.email };
    this.dispatch('feedback_entries', entry.id, routing, (recipientLocale) =>
      feedbackMail(
        {
          id: entry.id,
          sender: mailSender,
          workspace: sender.workspace?.name ?? null,
          kind: dto.kind,
          rating: entry.rating,
          message: entry.message,
          page: entry.page,
          mayContact: entry.mayContact,
        },
        recipientLocale,
      ),
    );
    return { id: entry.id, created_at: toUnixSeconds(entry.createdAt), routed_to: routing.route };
  }

  async sendSupportRequest(
    auth: AuthContext | undefined,
    dto: SupportDto,
    client: ClientMetadata,
    locale: Locale,
  ): Promise<MessageReceipt> {
    const sender = await this.senderOf(auth);
    const email = dto.email ?? sender.mail?.email;
    if (email === undefined) {
      throw badRequest(
        ErrorKey.BadRequest,
        'email is required when signed out: the answer goes there.',
      );
    }
    const routing = await this.routingFor(sender, locale);
    const request = await this.messages.insertSupportRequest({
      idUser: sender.idUser,
      idWorkspace: sender.workspace?.id ?? null,
      category: dto.category,
      subject: dto.subject,
      message: dto.message,
      email: normalizeEmail(email),
      page: dto.page || null,
      locale,
      userAgent: client.userAgent,
      routedTo: routing.route,
      createdAt: this.clock.now(),
    });
    this.dispatch('support_requests', request.id, routing, (recipientLocale) =>
      supportMail(
        {
          id: request.id,
          sender: sender.mail,
          replyTo: request.email,
          workspace: sender.workspace?.name ?? null,
          category: dto.category,
          subject: request.subject,
          message: request.message,
          page: request.page,
          userAgent: request.userAgent,
        },
        recipientLocale,
      ),
    );
    return {
      id: request.id,
      created_at: toUnixSeconds(request.createdAt),
      routed_to: routing.route,
    };
  }

  /** Mails still on their way get their chance before the process ends. */
  async onApplicationShutdown(): Promise<void> {
    await Promise.allSettled(this.deliveries);
  }

  private async senderOf(auth: AuthContext | undefined): Promise<Sender> {
    if (!auth) return { mail: null, idUser: null, workspace: null };
    const { user } = auth;
    // An API key speaks for its own membership; a session for the account's active workspace.
    const membership =
      auth.apiKeyMember && auth.apiKeyWorkspace
        ? { member: auth.apiKeyMember, workspace: auth.apiKeyWorkspace }
        : await this.members.findDefaultAccess(user.id);
    const name = membership
      ? memberName({ member: membership.member, user })
      : [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
    return {
      mail: { name, email: user.email },
      idUser: user.id,
      workspace: membership
        ? { id: membership.workspace.id, name: membership.workspace.name }
        : null,
    };
  }

  private async routingFor(sender: Sender, locale: Locale): Promise<Routing> {
    if (this.config.supportEmails.length > 0) {
      // The install's own support desk reads the language the person wrote in.
      const recipients = this.config.supportEmails.map((email) => ({ email, locale }));
      return { route: MessageRoute.Support, recipients };
    }
    const owners = sender.workspace ? await this.messages.superOwnersOf(sender.workspace.id) : [];
    return owners.length > 0
      ? { route: MessageRoute.WorkspaceOwners, recipients: owners }
      : { route: MessageRoute.Stored, recipients: [] };
  }

  /** Sends one mail per recipient, each in their language; never rejects. */
  private dispatch(
    table: 'feedback_entries' | 'support_requests',
    id: string,
    routing: Routing,
    compose: (locale: Locale) => ComposedMail,
  ): void {
    if (routing.recipients.length === 0) {
      this.logger.warn({
        msg: 'Message stored but mailed to nobody: set SUPPORT_EMAIL to receive it',
        table,
        id,
      });
      return;
    }
    const delivery = this.deliver(table, id, routing.recipients, compose).finally(() =>
      this.deliveries.delete(delivery),
    );
    this.deliveries.add(delivery);
  }

  private async deliver(
    table: 'feedback_entries' | 'support_requests',
    id: string,
    recipients: Recipient[],
    compose: (locale: Locale) => ComposedMail,
  ): Promise<void> {
    const results = await Promise.allSettled(
      recipients.map((recipient) =>
        this.mail.deliver(recipient.email, compose(knownLocale(recipient.locale))),
      ),
    );
    const failed = results.flatMap((result, index) =>
      result.status === 'rejected'
        ? [{ to: recipients[index]?.email, reason: String(result.reason) }]
        : [],
    );
    if (failed.length > 0) {
      // Still stored: the administrator finds it in the table with mailed_at empty.
      this.logger.warn({ msg: 'Could not mail a stored message', table, id, failed });
      return;
    }
    await this.messages.markMailed(table, id, this.clock.now()).catch((error: unknown) => {
      this.logger.warn({
        msg: 'Mailed, but could not record it',
        table,
        id,
        reason: String(error),
      });
    });
  }
}
