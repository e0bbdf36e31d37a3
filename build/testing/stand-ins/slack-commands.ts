import { createHmac, randomBytes } from 'node:crypto';
import { SLACK_APP } from './config.js';

/**
 * Slash commands as Slack sends them: a form-encoded POST signed with the app's signing secret
 * (version v0: HMAC-SHA256 of `v0:{timestamp}:{raw body}`, hex, prefixed `v0=`).
 */

export interface SlashCommand {
  teamId: string;
  userId: string;
  userName?: string;
  /** What follows `/punch`: `in`, `out`, `status`... */
  text: string;
  /** Slack's per-invocation id: a retry of the same command carries the same one. */
  triggerId?: string;
  responseUrl?: string;
  /** Unix seconds; defaults to now. */
  timestamp?: number;
  /** Signs with another secret (a forged request). */
  signingSecret?: string;
  /** X-Slack-Retry-Num, set when Slack retries a request it got no answer to. */
  retryNum?: number;
}

export interface SlashAnswer {
  status: number;
  body: Record<string, unknown>;
}

export function slackSignature(secret: string, timestamp: number, rawBody: string): string {
  const digest = createHmac('sha256', secret)
    .update(`v0:${String(timestamp)}:${rawBody}`)
    .digest('hex');
  return `v0=${digest}`;
}

export function newTriggerId(): string {
  return `${String(Date.now())}.${randomBytes(6).toString('hex')}`;
}

/** The form Slack posts for `/punch {text}`. */
export function slashCommandBody(command: SlashCommand): string {
  return new URLSearchParams({
    token: 'deprecated-verification-token',
    team_id: command.teamId,
    team_domain: 'punch-crew',
    channel_id: 'C0GENERAL',
    channel_name: 'general',
    user_id: command.userId,
    user_name: command.userName ?? command.userId.toLowerCase(),
    command: '/punch',
    text: command.text,
    api_app_id: 'A0PUNCH01',
    is_enterprise_install: 'false',
    response_url: command.responseUrl ?? 'http://127.0.0.1:9/unused',
    trigger_id: command.triggerId ?? newTriggerId(),
  }).toString();
}

/** Sends a signed slash command to a Punchcard server (its base URL) and reads the answer. */
export async function sendSlashCommand(
  punchcardUrl: string,
  command: SlashCommand,
): Promise<SlashAnswer> {
  const body = slashCommandBody(command);
  const timestamp = command.timestamp ?? Math.floor(Date.now() / 1000);
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    'x-slack-request-timestamp': String(timestamp),
    'x-slack-signature': slackSignature(
      command.signingSecret ?? SLACK_APP.signingSecret,
      timestamp,
      body,
    ),
    'user-agent': 'Slackbot 1.0 (+https://api.slack.com/robots)',
  };
  if (command.retryNum !== undefined) {
    headers['x-slack-retry-num'] = String(command.retryNum);
    headers['x-slack-retry-reason'] = 'http_timeout';
  }
  const response = await fetch(`${punchcardUrl}/v1/slack/commands`, {
    method: 'POST',
    headers,
    body,
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
  };
}
