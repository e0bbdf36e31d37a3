import { Injectable } from '@nestjs/common';
import { ErrorKey, type SlackLink, type SlackLinkPreview, toUnixSeconds } from '@punchcard/shared';
import { MembershipLookup } from '#src/auth/membership-lookup.js';
import { forbidden, notFound } from '#src/common/errors/app.exception.js';
import { Clock } from '#src/common/time/clock.js';
import { Transactions } from '#src/database/transactions.js';
import { hashLinkToken } from './slack-commands.service.js';
import { SlackMembersRepository } from './slack-members.repository.js';

const linkInvalid = () =>
  notFound(ErrorKey.SlackLinkInvalid, 'This Slack link is unknown, already used or expired.');

/** Tokens are 32 random bytes in base64url; anything else cannot be one. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * The one-time link a Slack user no member matched is sent: the signed-in member previews and
 * confirms it, which maps that Slack user to them.
 */
@Injectable()
export class SlackLinksService {
  constructor(
    private readonly members: SlackMembersRepository,
    private readonly memberships: MembershipLookup,
    private readonly transactions: Transactions,
    private readonly clock: Clock,
  ) {}

  async preview(token: string): Promise<SlackLinkPreview> {
    if (!TOKEN_SHAPE.test(token)) throw linkInvalid();
    const found = await this.members.previewToken(hashLinkToken(token), this.clock.now());
    if (!found) throw linkInvalid();
    return {
      team_name: found.teamName,
      slack_user_name: found.slackUserName,
      expires_at: toUnixSeconds(found.expiresAt),
    };
  }

  /**
   * Uses the token and links its Slack user to the caller, who must be an ACTIVE member of the
   * workspace the team is connected to; otherwise nothing is used (the transaction rolls back).
   */
  async confirm(idUser: string, token: string): Promise<SlackLink> {
    if (!TOKEN_SHAPE.test(token)) throw linkInvalid();
    const now = this.clock.now();
    return this.transactions.run(async (tx) => {
      const used = await this.members.useToken(hashLinkToken(token), idUser, now, tx);
      if (!used) throw linkInvalid();
      if (!(await this.memberships.findActiveAccess(used.idWorkspace, idUser))) {
        throw forbidden(
          ErrorKey.Forbidden,
          'Sign in with an account that is a member of the workspace this Slack team is connected to.',
        );
      }
      await this.members.saveLink(
        {
          idIntegration: used.idIntegration,
          slackUserId: used.slackUserId,
          slackUserName: used.slackUserName,
          idUser,
          linkedBy: 'link',
          at: now,
        },
        tx,
      );
      return {
        team_name: used.teamName,
        slack_user_name: used.slackUserName,
        linked_at: toUnixSeconds(now),
      };
    });
  }
}
