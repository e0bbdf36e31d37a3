import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { ClientErrorAccepted, ClientErrorReport } from '@punchcard/shared';
import { APP_CONFIG, type AppConfig } from '#src/config/app-config.js';
import type { UserRecord } from '#src/modules/users/index.js';
import { chatMessage, type ClientIncident } from './chat-message.js';

export const WEBHOOK_TIMEOUT_MS = 5_000;

/**
 * Passes browser error reports to the chat webhook (CHAT_WEBHOOK_URL), or to the log without one.
 * The caller is answered before the webhook is: a slow or failing chat service costs the page
 * nothing, and its failure is logged together with the report so the report is not lost.
 */
@Injectable()
export class ClientErrorsService implements OnApplicationShutdown {
  private readonly logger = new Logger('ClientErrors');
  private readonly deliveries = new Set<Promise<void>>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  report(report: ClientErrorReport, user: UserRecord | undefined): ClientErrorAccepted {
    const incident: ClientIncident = {
      message: report.message,
      page: report.page,
      ...(report.detail ? { detail: report.detail } : {}),
      user: user ? { id: user.id, email: user.email } : null,
    };
    const webhook = this.config.chatWebhookUrl;
    if (webhook === undefined) {
      this.logger.warn({ msg: 'Client error reported', client_error: incident });
    } else {
      const delivery = this.forward(webhook, incident).finally(() =>
        this.deliveries.delete(delivery),
      );
      this.deliveries.add(delivery);
    }
    return { accepted: true };
  }

  /** Reports still on their way get their (bounded) chance before the process ends. */
  async onApplicationShutdown(): Promise<void> {
    await Promise.allSettled(this.deliveries);
  }

  /** Never rejects. The webhook URL is a secret: it is not logged. */
  private async forward(webhook: string, incident: ClientIncident): Promise<void> {
    try {
      const response = await fetch(webhook, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(chatMessage(incident)),
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (!response.ok) {
        this.logger.warn({
          msg: `Chat webhook answered ${response.status}; client error not forwarded`,
          client_error: incident,
        });
      }
    } catch (error) {
      this.logger.warn({
        msg: 'Chat webhook unreachable; client error not forwarded',
        reason: error instanceof Error ? causeOf(error) : String(error),
        client_error: incident,
      });
    }
  }
}

/** fetch() says only "fetch failed"; the reason (refused, timed out) is in its cause. */
function causeOf(error: Error): string {
  return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message;
}
