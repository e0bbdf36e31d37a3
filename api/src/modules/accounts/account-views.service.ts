import { Inject, Injectable } from '@nestjs/common';
import {
  type Me,
  parseMemberStatus,
  parseRole,
  type Profile,
  Role,
  SsoService,
  toUnixSeconds,
} from '@punchcard/shared';
import { APP_CONFIG, type AppConfig } from '#src/config/app-config.js';
import { PinsService } from '#src/modules/kiosk-identity/index.js';
import { type MembershipRow, MembersRepository } from '#src/modules/members/index.js';
import { type SsoLinkRecord, SsoLinksRepository } from '#src/modules/sso-links/index.js';
import type { UserRecord } from '#src/modules/users/index.js';
import { WorkspacesService } from '#src/modules/workspaces/index.js';

/** What an account looks like on the wire: Me (every call that signs in answers it) and Profile. */
@Injectable()
export class AccountViewsService {
  constructor(
    private readonly members: MembersRepository,
    private readonly workspaces: WorkspacesService,
    private readonly ssoLinks: SsoLinksRepository,
    private readonly pins: PinsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** With an API key's membership, only that one shows, as the active workspace it acts in. */
  async me(user: UserRecord, keyMembership?: MembershipRow): Promise<Me> {
    const memberships = keyMembership ? [keyMembership] : await this.members.listForUser(user.id);
    const active = keyMembership
      ? await this.workspaces.describeMembership(keyMembership)
      : await this.workspaces.describeActive(memberships);
    const links = await this.ssoLinks.listForUser(user.id);
    const google = linkOf(links, SsoService.Google);
    const apple = linkOf(links, SsoService.Apple);
    return {
      user: {
        id: user.id,
        email: user.email,
        first_name: user.firstName,
        last_name: user.lastName,
        locale: user.locale === 'ja' ? 'ja' : 'en',
        is_tutorial_done: user.isTutorialDone,
        has_password: user.passwordHash !== null,
        google_email: google?.email ?? null,
        apple_id: apple?.subject ?? null,
        apple_email: apple?.email ?? null,
        created_at: toUnixSeconds(user.createdAt),
      },
      memberships: memberships.map(({ member, workspace }) => ({
        id_workspace: workspace.id,
        name: workspace.name,
        role: parseRole(member.role) ?? Role.Guest,
        status: parseMemberStatus(member.status),
        is_default: member.isDefault,
      })),
      active_workspace: active,
    };
  }

  /**
   * allow_google_sso / allow_apple_sso answer whether the account can sign in with the provider
   * now: this install has it configured and the account has it linked. A linked provider the
   * install has since turned off does not count, as its button no longer shows.
   */
  async profile(user: UserRecord): Promise<Profile> {
    const links = await this.ssoLinks.listForUser(user.id);
    return {
      first_name: user.firstName,
      last_name: user.lastName,
      address: user.address,
      contact_number: user.contactNumber,
      has_account: user.passwordHash !== null,
      allow_google_sso:
        this.config.sso.google !== undefined && linkOf(links, SsoService.Google) !== undefined,
      allow_apple_sso:
        this.config.sso.apple !== undefined && linkOf(links, SsoService.Apple) !== undefined,
      finished_tutorial: user.isTutorialDone,
      has_pin: await this.pins.hasPin(user.id),
    };
  }
}

const linkOf = (links: SsoLinkRecord[], service: SsoService) =>
  links.find((link) => link.service === service);
