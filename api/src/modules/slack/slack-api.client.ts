import { Inject, Injectable } from '@nestjs/common';
import { ErrorKey } from '@punchcard/shared';
import { LogLevel, WebAPIPlatformError, WebClient } from '@slack/web-api';
import { AppException, conflict } from '#src/common/errors/app.exception.js';
import { APP_CONFIG, type AppConfig } from '#src/config/app-config.js';
import type { SlackConfig } from '#src/config/slack-config.js';

/** Slack's answer to an install: the bot token and the team it is for. */
export interface SlackInstall {
  botToken: string;
  teamId: string;
  teamName: string;
}

/** A Slack user as the app may see them (users:read, users:read.email). */
export interface SlackUserInfo {
  id: string;
  name: string;
  /** Only an e-mail Slack confirmed; undefined otherwise. */
  confirmedEmail: string | undefined;
  /** Slack's locale tag, such as `ja-JP`. */
  locale: string | undefined;
}

/** Slack errors meaning the token is already dead (the app was uninstalled or revoked). */
const DEAD_TOKEN = new Set(['token_revoked', 'invalid_auth', 'account_inactive', 'not_authed']);

export const slackFailed = (detail: string) =>
  new AppException(
    502,
    ErrorKey.SlackFailed,
    `Slack refused or could not be reached (${detail}); nothing was changed.`,
  );

/**
 * The Slack Web API methods Punchcard calls, through the official client pointed at SLACK_API_URL.
 * No retries and a five-second timeout: a person is waiting, and a failure answers 502
 * slack_failed with nothing changed rather than a late success. (A slash command slower than
 * Slack's three seconds is answered through its response_url.)
 */
@Injectable()
export class SlackApi {
  private readonly client: WebClient;
  readonly config: SlackConfig | undefined;

  constructor(@Inject(APP_CONFIG) appConfig: AppConfig) {
    this.config = appConfig.slack;
    this.client = new WebClient(undefined, {
      slackApiUrl: this.config?.apiUrl ?? 'https://slack.com/api/',
      retryConfig: { retries: 0 },
      timeout: 5_000,
      rejectRateLimitedCalls: true,
      logLevel: LogLevel.ERROR,
      // Methods are named by us, never by a request: no absolute URL may reach the client.
      allowAbsoluteUrls: false,
    });
  }

  /** The app's settings, or 409 slack_not_configured on an install without a Slack app. */
  requireConfig(): SlackConfig {
    if (!this.config) {
      throw conflict(ErrorKey.SlackNotConfigured, 'This install has no Slack app configured.');
    }
    return this.config;
  }

  /** oauth.v2.access: trades the code the authorize redirect brought back for a bot token. */
  async install(code: string, redirectUri: string): Promise<SlackInstall> {
    const config = this.requireConfig();
    const result = await this.call('oauth.v2.access', () =>
      this.client.oauth.v2.access({
        client_id: config.clientId,
        client_secret: config.clientSecret,
        code,
        redirect_uri: redirectUri,
      }),
    );
    const { access_token: botToken, team } = result;
    if (!botToken || !team?.id) throw slackFailed('oauth.v2.access answered no bot token');
    return { botToken, teamId: team.id, teamName: team.name ?? team.id };
  }

  /** team.info: the team's current name. */
  async teamName(token: string): Promise<string> {
    const result = await this.call('team.info', () => this.client.team.info({ token }));
    const name = result.team?.name;
    if (!name) throw slackFailed('team.info answered no team');
    return name;
  }

  /** auth.revoke; a token Slack already considers dead counts as revoked. */
  async revoke(token: string): Promise<void> {
    try {
      await this.client.auth.revoke({ token });
    } catch (error) {
      if (error instanceof WebAPIPlatformError && DEAD_TOKEN.has(error.data.error)) return;
      throw this.failure('auth.revoke', error);
    }
  }

  /** users.info with the locale; undefined when Slack knows no such user. */
  async user(token: string, id: string): Promise<SlackUserInfo | undefined> {
    let result;
    try {
      result = await this.client.users.info({ token, user: id, include_locale: true });
    } catch (error) {
      if (error instanceof WebAPIPlatformError && error.data.error === 'user_not_found') {
        return undefined;
      }
      throw this.failure('users.info', error);
    }
    const user = result.user;
    if (!user?.id) return undefined;
    const email = user.profile?.email?.trim().toLowerCase();
    return {
      id: user.id,
      name: user.profile?.display_name || user.real_name || user.name || user.id,
      confirmedEmail: user.is_email_confirmed === true && email ? email : undefined,
      locale: user.locale,
    };
  }

  private async call<T>(method: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw this.failure(method, error);
    }
  }

  private failure(method: string, error: unknown): AppException {
    const detail =
      error instanceof WebAPIPlatformError
        ? error.data.error
        : error instanceof Error
          ? error.message
          : 'unknown error';
    return slackFailed(`${method}: ${detail}`);
  }
}
