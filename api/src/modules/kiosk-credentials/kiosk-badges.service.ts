import { Inject, Injectable } from '@nestjs/common';
import {
  badgeToken,
  badgeUrl,
  encodeBadgePayload,
  type KioskBadgeVerification,
  type MemberBadge,
  parseBadge,
  toUnixSeconds,
} from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { Clock } from '#src/common/time/clock.js';
import { APP_CONFIG, type AppConfig } from '#src/config/app-config.js';
import { Transactions } from '#src/database/transactions.js';
import { BadgesRepository, type LiveBadge } from './badges.repository.js';
import { badgeSignatureValid, signBadge } from './credential-crypto.js';
import { CredentialKeys } from './credential-keys.js';
import { requireManageable } from './member-reach.js';

/**
 * QR badges: issued on first read, signed with the workspace's key so kiosks verify them offline,
 * rotated by managers (the old version is refused from the rotation on, here and, through the
 * config's min_versions, on every kiosk).
 */
@Injectable()
export class KioskBadgesService {
  constructor(
    private readonly badges: BadgesRepository,
    private readonly keys: CredentialKeys,
    private readonly transactions: Transactions,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The caller's own badge in their active workspace. */
  async own(access: WorkspaceAccess): Promise<MemberBadge> {
    const idWorkspace = access.workspace.id;
    const idUser = access.member.idUser;
    const live = await this.badges.liveBadge(idWorkspace, idUser, this.clock.now());
    return this.signed(idWorkspace, idUser, live);
  }

  /** A member's badge, read by a manager (to print it). */
  async ofMember(access: WorkspaceAccess, idUser: string): Promise<MemberBadge> {
    const idWorkspace = access.workspace.id;
    requireManageable(access, idUser, await this.badges.liveMemberRole(idWorkspace, idUser));
    const live = await this.badges.liveBadge(idWorkspace, idUser, this.clock.now());
    return this.signed(idWorkspace, idUser, live);
  }

  /** Revokes the member's badge from now on and answers the next version. */
  async rotate(access: WorkspaceAccess, idUser: string): Promise<MemberBadge> {
    const idWorkspace = access.workspace.id;
    const now = this.clock.now();
    const live = await this.transactions.run(async (tx) => {
      requireManageable(access, idUser, await this.badges.liveMemberRole(idWorkspace, idUser, tx));
      return this.badges.rotate(idWorkspace, idUser, access.member.idUser, now, tx);
    });
    return this.signed(idWorkspace, idUser, live);
  }

  /**
   * The ACTIVE member whose badge `scanned` is (the badge URL or bare token), when its signature
   * holds, it names this workspace and its version was not rotated away before `at`.
   */
  async memberForBadge(
    idWorkspace: string,
    scanned: string,
    at: Date,
  ): Promise<string | undefined> {
    const badge = parseBadge(scanned);
    if (badge?.claims.idWorkspace !== idWorkspace) return undefined;
    const keys = await this.keys.of(idWorkspace);
    if (!badgeSignatureValid(keys.publicKey, badge.payload, badge.signature)) return undefined;
    const { idUser, version } = badge.claims;
    return (await this.badges.validAt(idWorkspace, idUser, version, at)) ? idUser : undefined;
  }

  /** What kiosks verify badges with, offline. */
  async material(idWorkspace: string): Promise<KioskBadgeVerification> {
    const [keys, holders] = await Promise.all([
      this.keys.of(idWorkspace),
      this.badges.holders(idWorkspace),
    ]);
    const minVersions: Record<string, number> = {};
    const inactive: string[] = [];
    for (const holder of holders) {
      if (!holder.active) inactive.push(holder.idUser);
      else if (holder.version > 1) minVersions[holder.idUser] = holder.version;
    }
    return {
      kid: keys.kid,
      public_key: keys.publicJwk,
      min_versions: minVersions,
      inactive_members: inactive,
    };
  }

  /** The member's live badge as the signed token and URL a QR code carries. */
  async signed(idWorkspace: string, idUser: string, live: LiveBadge): Promise<MemberBadge> {
    const keys = await this.keys.of(idWorkspace);
    const payload = encodeBadgePayload({ idWorkspace, idUser, version: live.version });
    const token = badgeToken(payload, signBadge(keys.privateKey, payload));
    return {
      token,
      url: badgeUrl(this.config.publicUrl, token),
      version: live.version,
      issued_at: toUnixSeconds(live.issuedAt),
    };
  }
}
