import { Inject, Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import {
  knownLocale,
  hasPermission,
  type PermissionGrant,
  parseRole,
  REVIEWER_DIGEST_MINUTES,
} from '@punchcard/shared';
import { JobRunner } from '#src/common/jobs/job-runner.js';
import { Clock } from '#src/common/time/clock.js';
import { APP_CONFIG, type AppConfig } from '#src/config/app-config.js';
import { Transactions } from '#src/database/transactions.js';
import { type DigestRequest, MailService } from '#src/modules/mail/index.js';
import { REVIEW_PERMISSION } from './request-access.service.js';
import type { RequestRow } from './request-row.js';
import {
  type CandidateReviewerRow,
  type DigestWorkspaceRow,
  ReviewerNotificationsRepository,
} from './reviewer-notifications.repository.js';

/** How often the job looks for due digests; a digest waits at most this long past its window. */
export const DIGEST_CHECK_INTERVAL_MS = 30_000;

const WINDOW_MS = REVIEWER_DIGEST_MINUTES * 60_000;

function toDigestRequest(row: RequestRow): DigestRequest {
  return {
    member: row.member_name,
    kind: row.kind,
    type: row.request_type,
    start: row.start_at,
    end: row.end_at,
    reason: row.reason,
  };
}

/**
 * E-mails reviewers about submitted requests, batched: once a workspace's longest-waiting
 * unannounced request has waited REVIEWER_DIGEST_MINUTES, all of its unannounced requests are
 * claimed at once and each reviewer gets one message listing those they may review. Two digests
 * of a workspace are therefore at least a window apart, and a burst of requests is one message.
 *
 * Delivery is at most once: the claim commits before sending, so a failed send is logged (with
 * the reviewer, workspace and requests) rather than retried, and never makes the reviewers who
 * did get the message get it again. The requests stay in the pending list either way.
 *
 * Every API instance ticks; one at a time runs (JobRunner's advisory lock), and the claim itself
 * marks requests notified in one locked statement, so even two flushes at once mail nothing twice.
 */
@Injectable()
export class ReviewerNotificationsService {
  private readonly logger = new Logger('ReviewerDigest');
  /** Flushes of this process run one after another, so a caller's flush sees the last finish. */
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly repository: ReviewerNotificationsRepository,
    private readonly transactions: Transactions,
    private readonly mail: MailService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: JobRunner,
  ) {}

  @Interval('reviewer-digest', DIGEST_CHECK_INTERVAL_MS)
  async flushOnSchedule(): Promise<void> {
    try {
      // Not recorded: it ticks every 30 seconds, and `notified_at` already says what went out.
      await this.jobs.run('reviewer-digest', () => this.flush());
    } catch (error) {
      this.logger.error(`Digest run failed: ${describe(error)}`);
    }
  }

  /** Sends every digest that is due now; answers how many e-mails went out. */
  flush(): Promise<number> {
    const run = this.running.then(() => this.flushDue());
    this.running = run.catch(() => undefined);
    return run;
  }

  private async flushDue(): Promise<number> {
    const now = this.clock.now();
    const dueBefore = new Date(now.getTime() - WINDOW_MS);
    let sent = 0;
    for (const idWorkspace of await this.repository.dueWorkspaces(dueBefore)) {
      try {
        const claimed = await this.transactions.run((tx) =>
          this.repository.claim(idWorkspace, dueBefore, now, tx),
        );
        if (claimed.length > 0) sent += await this.notify(idWorkspace, claimed);
      } catch (error) {
        this.logger.error(`Digest of workspace ${idWorkspace} failed: ${describe(error)}`);
      }
    }
    return sent;
  }

  private async notify(idWorkspace: string, requests: RequestRow[]): Promise<number> {
    const workspace = await this.repository.workspace(idWorkspace);
    if (!workspace) return 0;
    const candidates = await this.repository.candidates(idWorkspace);
    const grants = await this.repository.grants(idWorkspace);
    let sent = 0;
    for (const reviewer of candidates) {
      const theirs = requests.filter((request) =>
        this.reviews(reviewer, workspace, grants, request),
      );
      if (theirs.length === 0) continue;
      const locale = knownLocale(reviewer.locale);
      try {
        await this.mail.send(reviewer.email, locale, {
          kind: 'reviewer-digest',
          workspace: workspace.name,
          timeZone: workspace.time_zone,
          requests: theirs.map(toDigestRequest),
          // The review queue: the requests page lists only one's own.
          link: `${this.config.publicUrl}/${locale}/approvals`,
        });
        sent += 1;
      } catch (error) {
        this.logger.error(
          `Digest to ${reviewer.email} (workspace ${idWorkspace}, requests ${theirs
            .map((r) => r.id)
            .join(', ')}) not sent: ${describe(error)}`,
        );
      }
    }
    return sent;
  }

  /** The kind's review permission, as for reviewing; nobody hears about a request they filed. */
  private reviews(
    reviewer: CandidateReviewerRow,
    workspace: DigestWorkspaceRow,
    grants: readonly PermissionGrant[],
    request: RequestRow,
  ): boolean {
    const role = parseRole(reviewer.role);
    return (
      role !== undefined &&
      request.id_user !== reviewer.id_user &&
      hasPermission({
        role,
        plan: workspace.plan,
        billing: this.config.billing,
        grants,
        permission: REVIEW_PERMISSION[request.kind],
      })
    );
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
