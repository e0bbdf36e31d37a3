import { Injectable, Logger } from '@nestjs/common';
import {
  type ConnectSlackRequest,
  ErrorKey,
  PlanFeature,
  type SlackIntegration,
  type SlackIntegrationState,
} from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { conflict, forbidden, notFound } from '#src/common/errors/app.exception.js';
import { PlanRules } from '#src/common/plans/plan-rules.js';
import { Clock } from '#src/common/time/clock.js';
import { Transactions } from '#src/database/transactions.js';
import { SlackApi, slackFailed } from './slack-api.client.js';
import {
  SlackConnectRace,
  type SlackIntegrationRecord,
  SlackIntegrationsRepository,
  SlackTeamTaken,
} from './slack-integrations.repository.js';
import { toSlackIntegration } from './slack.mapper.js';
import { SlackTokenCipher } from './slack-token-cipher.js';

/** The bot scopes the app asks for (docs/slack-app-manifest.yml lists the same). */
export const SLACK_BOT_SCOPES = ['commands', 'users:read', 'users:read.email', 'team:read'];

export const slackNotConnected = () =>
  notFound(ErrorKey.SlackNotConnected, 'This workspace has not connected Slack.');

/**
 * Connecting a workspace to one Slack team, refreshing, toggling and disconnecting it. Slack is
 * called before anything is written, so a Slack failure (502 slack_failed) changes nothing.
 */
@Injectable()
export class SlackIntegrationsService {
  private readonly logger = new Logger(SlackIntegrationsService.name);

  constructor(
    private readonly api: SlackApi,
    private readonly integrations: SlackIntegrationsRepository,
    private readonly cipher: SlackTokenCipher,
    private readonly transactions: Transactions,
    private readonly plans: PlanRules,
    private readonly clock: Clock,
  ) {}

  async state(access: WorkspaceAccess): Promise<SlackIntegrationState> {
    const record = await this.integrations.forWorkspace(access.workspace.id);
    return this.describe(record);
  }

  /**
   * Trades the OAuth code for a bot token and stores it: a re-install to the same team refreshes
   * the token and keeps the toggles; another team replaces the old one (whose token is revoked);
   * a team another workspace holds is refused (409 slack_team_taken).
   */
  async connect(access: WorkspaceAccess, dto: ConnectSlackRequest): Promise<SlackIntegration> {
    this.api.requireConfig();
    if (!this.plans.has(access.workspace.plan, PlanFeature.Integrations)) {
      throw forbidden(ErrorKey.PlanFeatureUnavailable, 'Integrations need the LITE plan or above.');
    }
    const install = await this.api.install(dto.code, dto.redirect_uri);
    const fields = {
      idWorkspace: access.workspace.id,
      teamId: install.teamId,
      name: install.teamName,
      botTokenEncrypted: this.cipher.encrypt(install.botToken),
      connectedBy: access.member.idUser,
      connectedAt: this.clock.now(),
    };
    let replaced: SlackIntegrationRecord | undefined;
    let record: SlackIntegrationRecord;
    try {
      record = await this.transactions.run(async (tx) => {
        const current = await this.integrations.forWorkspace(access.workspace.id, tx, true);
        if (current?.teamId === install.teamId) {
          return this.integrations.reinstall(current.id, fields, tx);
        }
        if (current) {
          replaced = current;
          await this.integrations.remove(access.workspace.id, current.id, tx);
        }
        return this.integrations.insert(fields, tx);
      });
    } catch (error) {
      // The token is not revoked: Slack hands every install of the app to one team the same
      // bot token, so revoking it would cut off the workspace that holds the team.
      if (error instanceof SlackTeamTaken) {
        throw conflict(
          ErrorKey.SlackTeamTaken,
          'This Slack team is connected to another workspace.',
        );
      }
      if (error instanceof SlackConnectRace) {
        throw conflict(ErrorKey.UpdateConflict, 'Slack was connected meanwhile: reload.');
      }
      throw error;
    }
    if (replaced) await this.revokeQuietly(replaced);
    return toSlackIntegration(record);
  }

  /** Re-reads the team's name from Slack (team.info). */
  async refresh(access: WorkspaceAccess): Promise<SlackIntegration> {
    this.api.requireConfig();
    const current = await this.integrations.forWorkspace(access.workspace.id);
    if (!current) throw slackNotConnected();
    const name = await this.api.teamName(this.token(current));
    const record = await this.integrations.rename(access.workspace.id, current.id, name);
    if (!record) throw slackNotConnected();
    return toSlackIntegration(record);
  }

  async setClockOn(access: WorkspaceAccess, on: boolean): Promise<SlackIntegration> {
    const record = await this.integrations.setClockOn(access.workspace.id, on);
    if (!record) throw slackNotConnected();
    return toSlackIntegration(record);
  }

  async setLocationOn(access: WorkspaceAccess, on: boolean): Promise<SlackIntegration> {
    const record = await this.integrations.setLocationOn(access.workspace.id, on);
    if (!record) throw slackNotConnected();
    return toSlackIntegration(record);
  }

  /** Revokes the bot token at Slack, then forgets the team, its links and receipts. */
  async disconnect(access: WorkspaceAccess, id: string): Promise<SlackIntegrationState> {
    const current = await this.integrations.forWorkspace(access.workspace.id);
    if (current?.id !== id) throw slackNotConnected();
    // Without the app (its settings removed) or with a token sealed under a former client
    // secret, Punchcard cannot revoke; Slack's own uninstall covers it, and the row must go.
    const token = this.api.config ? this.readableToken(current) : undefined;
    if (token !== undefined) await this.api.revoke(token);
    await this.integrations.remove(access.workspace.id, id);
    return this.describe(undefined);
  }

  /** The bot token, or 502 when it was sealed under another client secret. */
  token(record: SlackIntegrationRecord): string {
    const token = this.readableToken(record);
    if (token === undefined) {
      throw slackFailed('the stored token was sealed under another client secret: reconnect');
    }
    return token;
  }

  private readableToken(record: SlackIntegrationRecord): string | undefined {
    try {
      return this.cipher.decrypt(record.botTokenEncrypted);
    } catch {
      return undefined;
    }
  }

  private async revokeQuietly(record: SlackIntegrationRecord): Promise<void> {
    const token = this.readableToken(record);
    if (token === undefined) return;
    try {
      await this.api.revoke(token);
    } catch (error) {
      // The new team is connected either way; the old token dies with the app's uninstall.
      this.logger.warn(`Revoking the replaced Slack team's token failed: ${String(error)}`);
    }
  }

  private describe(record: SlackIntegrationRecord | undefined): SlackIntegrationState {
    const config = this.api.config;
    let install: SlackIntegrationState['install'] = null;
    if (config) {
      const url = new URL(config.authorizeUrl);
      url.searchParams.set('client_id', config.clientId);
      url.searchParams.set('scope', SLACK_BOT_SCOPES.join(','));
      install = { authorize_url: url.toString() };
    }
    return { slack_integration: record ? toSlackIntegration(record) : null, install };
  }
}
