import { applyDecorators, Injectable, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { type OwnBudget, OwnThrottlerGuard } from '#src/common/throttling/own-throttler-guard.js';

export const SLACK_COMMANDS_THROTTLE_LIMIT = 300;
export const SLACK_COMMANDS_THROTTLE_TTL_MS = 60_000;

/**
 * 300 slash commands a minute per Slack team: a whole team clocking in at nine fits, a flood
 * (even of forged requests, refused cheaply by the signature check) does not reach the database.
 * Counted by team because Slack sends from a shared pool of addresses.
 */
@Injectable()
export class SlackCommandsThrottlerGuard extends OwnThrottlerGuard {
  protected readonly budget: OwnBudget = {
    name: 'slack-commands',
    ttlMs: SLACK_COMMANDS_THROTTLE_TTL_MS,
    limit: SLACK_COMMANDS_THROTTLE_LIMIT,
  };

  protected override getTracker(request: Request): Promise<string> {
    const body: unknown = request.body;
    const team =
      typeof body === 'object' && body !== null && 'team_id' in body ? body.team_id : undefined;
    return Promise.resolve(
      typeof team === 'string' && team ? `team:${team}` : `ip:${request.ip ?? ''}`,
    );
  }
}

export const SlackCommandsThrottle = () => applyDecorators(UseGuards(SlackCommandsThrottlerGuard));
