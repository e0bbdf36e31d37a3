import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  ErrorKey,
  type Locale,
  parseRole,
  parseSlackCommand,
  PlanFeature,
  toUnixSeconds,
} from '@punchcard/shared';
import { MembershipLookup } from '#src/auth/membership-lookup.js';
import { AppException, unauthorized } from '#src/common/errors/app.exception.js';
import type { ClientMetadata } from '#src/common/http/client-meta.decorator.js';
import { PlanRules } from '#src/common/plans/plan-rules.js';
import { Clock } from '#src/common/time/clock.js';
import { APP_CONFIG, type AppConfig } from '#src/config/app-config.js';
import { Transactions } from '#src/database/transactions.js';
import { PermissionsRepository } from '#src/modules/permissions/index.js';
import { SlackApi } from './slack-api.client.js';
import { SlackClockService } from './slack-clock.service.js';
import {
  type SlackTeamRecord,
  SlackIntegrationsRepository,
} from './slack-integrations.repository.js';
import { SlackIntegrationsService } from './slack-integrations.service.js';
import { type SlackMember, SlackMembersRepository } from './slack-members.repository.js';
import { refusalOf, type SlackReply, slackLocale, slackText } from './slack-messages.js';
import { isSlackSigned, type SignedRequest } from './slack-signature.js';

/** What Slack shows the member: only them, never the channel. */
export interface SlackMessage {
  response_type: 'ephemeral';
  text: string;
}

/** A slash command as received: the signed raw body and who sent it. */
export interface SlashRequest extends SignedRequest {
  client: ClientMetadata;
}

/** Slack waits three seconds; an answer not ready by then goes to response_url instead. */
export const ANSWER_WITHIN_MS = 2_500;
/** How long a one-time link stays usable. */
export const LINK_MINUTES = 30;

interface Slash {
  teamId: string;
  userId: string;
  userName: string;
  text: string;
  triggerId: string;
  responseUrl: string;
}

export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * `/punch` from Slack: verified by its signature, the team mapped to its workspace, the Slack user
 * to a member (a stored link, else their confirmed e-mail, else a one-time link to confirm in the
 * web app), then the command carried out once per trigger_id (a retried delivery answers the
 * first answer), answered ephemerally in the member's language.
 */
@Injectable()
export class SlackCommandsService {
  private readonly logger = new Logger(SlackCommandsService.name);

  constructor(
    private readonly api: SlackApi,
    private readonly integrations: SlackIntegrationsRepository,
    private readonly integrationsService: SlackIntegrationsService,
    private readonly members: SlackMembersRepository,
    private readonly clocking: SlackClockService,
    private readonly memberships: MembershipLookup,
    private readonly permissions: PermissionsRepository,
    private readonly transactions: Transactions,
    private readonly plans: PlanRules,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The answer, or undefined when it will be posted to response_url (acknowledged empty). */
  async receive(request: SlashRequest): Promise<SlackMessage | undefined> {
    const signingSecret = this.api.config?.signingSecret;
    const now = toUnixSeconds(this.clock.now());
    if (!signingSecret || !request.rawBody || !isSlackSigned(request, signingSecret, now)) {
      throw unauthorized(
        ErrorKey.SlackSignatureInvalid,
        'The request is not signed by Slack, or its timestamp is more than five minutes off.',
      );
    }
    const slash = parseSlash(request.rawBody);
    const work = this.answer(slash, request.client);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => {
        resolve(undefined);
      }, ANSWER_WITHIN_MS);
    });
    const quick = await Promise.race([work, late]);
    clearTimeout(timer);
    if (quick) return quick;
    void work.then(
      (message) => this.postLater(slash.responseUrl, message),
      (error: unknown) => {
        this.logger.error(`A late Slack command failed: ${String(error)}`);
      },
    );
    return undefined;
  }

  private async answer(slash: Slash, client: ClientMetadata): Promise<SlackMessage> {
    const team = await this.integrations.forTeam(slash.teamId);
    if (!team) return message({ kind: 'refused', reason: 'not_connected' }, 'en', 'UTC');
    const { integration } = team;
    // A retry of a command already carried out: the first answer, before any other work.
    const replay = await this.members.receiptAnswer(integration.id, slash.triggerId);
    if (replay?.text !== undefined) return replay as unknown as SlackMessage;
    const linked = await this.members.linkedMember(
      integration.id,
      integration.idWorkspace,
      slash.userId,
    );
    const linkedLocale = slackLocale(linked?.locale);
    if (!this.plans.has(team.workspacePlan, PlanFeature.Integrations)) {
      return message({ kind: 'refused', reason: 'plan' }, linkedLocale, team.timeZone);
    }
    if (!integration.isClockOn) {
      return message({ kind: 'refused', reason: 'clock_off' }, linkedLocale, team.timeZone);
    }
    let member: SlackMember | Locale | undefined = linked;
    try {
      member ??= await this.identify(team, slash);
    } catch (error) {
      if (!(error instanceof AppException)) throw error;
      return message({ kind: 'refused', reason: refusalOf(error.errorKey) }, 'en', team.timeZone);
    }
    if (typeof member === 'string') return this.offerLink(team, slash, member);
    return this.run(team, slash, member, client);
  }

  /** By the Slack user's confirmed e-mail (remembered as a link), else their Slack language. */
  private async identify(team: SlackTeamRecord, slash: Slash): Promise<SlackMember | Locale> {
    const { integration } = team;
    const token = this.integrationsService.token(integration);
    const info = await this.api.user(token, slash.userId);
    if (info?.confirmedEmail) {
      const found = await this.members.memberByEmail(integration.idWorkspace, info.confirmedEmail);
      if (found) {
        await this.members.saveLink({
          idIntegration: integration.id,
          slackUserId: slash.userId,
          slackUserName: info.name,
          idUser: found.idUser,
          linkedBy: 'email',
          at: this.clock.now(),
        });
        return found;
      }
    }
    return slackLocale(info?.locale);
  }

  private async offerLink(team: SlackTeamRecord, slash: Slash, locale: Locale) {
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    await this.members.createLinkToken({
      hash: hashLinkToken(token),
      idIntegration: team.integration.id,
      slackUserId: slash.userId,
      slackUserName: slash.userName,
      expiresAt: new Date(now.getTime() + LINK_MINUTES * 60_000),
      now,
    });
    const base = this.config.publicUrl.replace(/\/+$/, '');
    const url = `${base}/slack/link?token=${token}`;
    return message({ kind: 'link', url, minutes: LINK_MINUTES }, locale, team.timeZone);
  }

  private async run(
    team: SlackTeamRecord,
    slash: Slash,
    member: SlackMember,
    client: ClientMetadata,
  ): Promise<SlackMessage> {
    const locale = slackLocale(member.locale);
    const say = (reply: SlackReply) => message(reply, locale, team.timeZone);
    const command = parseSlackCommand(slash.text.trim().split(/\s+/)[0]?.toLowerCase() ?? '');
    if (!command) return say({ kind: 'help' });
    const { integration } = team;
    const membership = await this.memberships.findActiveAccess(
      integration.idWorkspace,
      member.idUser,
    );
    const role = membership && parseRole(membership.member.role);
    if (!membership || !role) return say({ kind: 'refused', reason: 'not_member' });
    const grants = await this.permissions.grantsForWorkspace(integration.idWorkspace);
    const access = { workspace: membership.workspace, member: membership.member, role, grants };
    try {
      return await this.transactions.run(async (tx) => {
        if (!(await this.members.claimReceipt(integration.id, slash.triggerId, tx))) {
          // Another delivery of this command committed first: its answer.
          const first = await this.members.receiptAnswer(integration.id, slash.triggerId, tx);
          return first as unknown as SlackMessage;
        }
        const reply = await this.clocking.perform({ access, member: access.member }, command, {
          integration,
          client,
          location: {},
          tx,
        });
        const answer = say(reply);
        await this.members.saveReceiptAnswer(integration.id, slash.triggerId, { ...answer }, tx);
        return answer;
      });
    } catch (error) {
      // Refused: the transaction (and its receipt) rolled back; nothing changed, so a retry
      // is refused the same way.
      if (error instanceof AppException) {
        return say({ kind: 'refused', reason: refusalOf(error.errorKey) });
      }
      throw error;
    }
  }

  private async postLater(responseUrl: string, answer: SlackMessage): Promise<void> {
    if (!this.isSlackUrl(responseUrl)) {
      this.logger.warn('A slash command carried a response_url outside Slack; not posted');
      return;
    }
    try {
      const response = await fetch(responseUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(answer),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok)
        this.logger.warn(`Slack's response_url answered ${String(response.status)}`);
    } catch (error) {
      this.logger.warn(`Posting to Slack's response_url failed: ${String(error)}`);
    }
  }

  /** Slack's hooks (https, *.slack.com), or where SLACK_API_URL points (a test's stand-in). */
  private isSlackUrl(text: string): boolean {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      return false;
    }
    const api = this.api.config ? new URL(this.api.config.apiUrl).origin : undefined;
    return (
      (url.protocol === 'https:' &&
        (url.hostname === 'slack.com' || url.hostname.endsWith('.slack.com'))) ||
      url.origin === api
    );
  }
}

function message(reply: SlackReply, locale: Locale, timeZone: string): SlackMessage {
  return { response_type: 'ephemeral', text: slackText(reply, locale, timeZone) };
}

/** The form fields Slack sends, from the verified raw body. */
function parseSlash(rawBody: Buffer): Slash {
  const form = new URLSearchParams(rawBody.toString('utf8'));
  const field = (name: string) => form.get(name) ?? '';
  return {
    teamId: field('team_id'),
    userId: field('user_id'),
    userName: field('user_name') || field('user_id'),
    text: field('text'),
    // Without a trigger_id (never from Slack) each delivery counts as its own command.
    triggerId: field('trigger_id') || randomBytes(16).toString('hex'),
    responseUrl: field('response_url'),
  };
}
