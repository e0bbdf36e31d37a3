import type { AddressInfo } from 'node:net';
import type { SlackIntegration } from '@punchcard/shared';
import { SlackApiStandIn, type SlackTeam } from '../../build/testing/stand-ins/slack-api.js';
import {
  sendSlashCommand,
  type SlashAnswer,
  type SlashCommand,
} from '../../build/testing/stand-ins/slack-commands.js';
import { SLACK_APP } from '../../build/testing/stand-ins/config.js';
import { nowSeconds, type Person } from './support/factory.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Where the web app's integrations page sends Slack's OAuth redirect. */
export const REDIRECT_URI = 'http://punchcard.test/settings/workspace/integrations';

/** A Punchcard test app whose Slack app is the local stand-in. */
export interface SlackRig {
  t: TestApp;
  slack: SlackApiStandIn;
  /** The app's base URL, for requests made the way Slack makes them (fetch, not supertest). */
  url: string;
  close(): Promise<void>;
}

export async function startSlackRig(env: Record<string, string> = {}): Promise<SlackRig> {
  const slack = await SlackApiStandIn.start(0);
  const t = await startTestApp({
    SLACK_CLIENT_ID: SLACK_APP.clientId,
    SLACK_CLIENT_SECRET: SLACK_APP.clientSecret,
    SLACK_SIGNING_SECRET: SLACK_APP.signingSecret,
    SLACK_API_URL: slack.apiUrl,
    SLACK_AUTHORIZE_URL: slack.authorizeUrl,
    ...env,
  });
  const { port } = t.app.getHttpServer().address() as AddressInfo;
  return {
    t,
    slack,
    url: `http://127.0.0.1:${String(port)}`,
    close: async () => {
      await t.close();
      await slack.close();
    },
  };
}

/** Connects the owner's active workspace to `team` through the OAuth code exchange. */
export async function connectSlack(
  rig: SlackRig,
  owner: Person,
  team: SlackTeam = rig.slack.team,
): Promise<SlackIntegration> {
  const code = rig.slack.issueCode(REDIRECT_URI, team);
  const res = await owner.agent
    .put('/v1/workspaces/slack')
    .send({ code, redirect_uri: REDIRECT_URI })
    .expect(200);
  return res.body as SlackIntegration;
}

/** `/punch {text}` from `userId` of the stand-in's team, signed now (the app's clock). */
export function punch(
  rig: SlackRig,
  userId: string,
  text: string,
  more: Partial<SlashCommand> = {},
): Promise<SlashAnswer> {
  return sendSlashCommand(rig.url, {
    teamId: rig.slack.team.id,
    userId,
    text,
    timestamp: nowSeconds(rig.t),
    ...more,
  });
}

/** The text of an ephemeral answer. */
export function textOf(answer: SlashAnswer): string {
  expect(answer.status).toBe(200);
  expect(answer.body.response_type).toBe('ephemeral');
  return answer.body.text as string;
}
