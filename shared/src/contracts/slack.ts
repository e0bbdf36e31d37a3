import type { Locale } from '../locales.js';
import type { UnixSeconds } from '../time.js';

/**
 * The Slack integration (time-tracking-spec sections 3, 4, 7): a workspace connects one Slack
 * team through Slack's OAuth v2; members clock with the `/punch` slash command. `clock` is the
 * spec's {product}: `is_clock_on` is its is_{product}_on.
 */

/** The workspace's Slack integration (spec: slackIntegration). */
export interface SlackIntegration {
  id: string;
  id_workspace: string;
  /** The Slack team's name. */
  name: string;
  team_id: string;
  /** Whether members may clock in and out from Slack. */
  is_clock_on: boolean;
  /** Whether a Slack punch records the member's location (their location toggles still apply). */
  is_location_on: boolean;
  connected_at: UnixSeconds;
}

/** GET /v1/workspaces/slack */
export interface SlackIntegrationState {
  /** null when the workspace has not connected Slack. */
  slack_integration: SlackIntegration | null;
  /**
   * How to connect, or null when this install has no Slack app (SLACK_CLIENT_ID unset): Slack's
   * authorize URL with client_id and scope in its query; the browser adds redirect_uri and state.
   */
  install: { authorize_url: string } | null;
}

/** PUT /v1/workspaces/slack: connect with the code Slack's OAuth v2 redirect brought back. */
export interface ConnectSlackRequest {
  code: string;
  redirect_uri: string;
}

/** PATCH /v1/workspaces/slack/clock */
export interface SlackClockToggleRequest {
  is_clock_on: boolean;
}
/** PATCH /v1/workspaces/slack/location */
export interface SlackLocationToggleRequest {
  is_location_on: boolean;
}

/** The slash command's sub-commands: `/punch in`, `out`, `break`, `back`, `status`, `who`. */
export const SlackCommand = {
  In: 'in',
  Out: 'out',
  Break: 'break',
  Back: 'back',
  Status: 'status',
  Who: 'who',
} as const;
export type SlackCommand = (typeof SlackCommand)[keyof typeof SlackCommand];
export const SLACK_COMMANDS: readonly SlackCommand[] = Object.values(SlackCommand);

export function parseSlackCommand(value: string): SlackCommand | undefined {
  return SLACK_COMMANDS.find((command) => command === value);
}

/** POST /v1/workspaces/slack/{cmd}: the spec's call, for one member of one workspace. */
export interface SlackCommandRequest {
  id_user: string;
  id_workspace: string;
  location?: string;
  latitude?: number;
  longitude?: number;
}
/** What a command did, in the member's language, as Slack shows it. */
export interface SlackCommandResult {
  command: SlackCommand;
  text: string;
  locale: Locale;
}

/**
 * A Slack user whose e-mail matched no member is sent a one-time link; the signed-in member
 * opens it in the web app (/slack/link?token=) and confirms.
 */
export interface SlackLinkPreview {
  team_name: string;
  slack_user_name: string;
  expires_at: UnixSeconds;
}
/** POST /v1/accounts/me/slack-links {token} */
export interface ConfirmSlackLinkRequest {
  token: string;
}
export interface SlackLink {
  team_name: string;
  slack_user_name: string;
  linked_at: UnixSeconds;
}
