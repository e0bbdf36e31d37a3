import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { type Locale, ROLES, roleRank } from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { PdfService } from '#src/common/pdf/index.js';
import { Clock } from '#src/common/time/clock.js';
import { MailService } from '#src/modules/mail/index.js';
import type { BadgeCard } from './badge-card.js';
import { badgePdf, badgeSheetPdf } from './badge-documents.js';
import {
  BadgeHoldersRepository,
  type PrintableMember,
  type PrintSelection,
} from './badge-holders.repository.js';
import { KioskBadgesService } from './kiosk-badges.service.js';
import { requireManageable } from './member-reach.js';
import { qrPng } from './qr-png.js';

/**
 * Badges as documents: the member's printable card, the same mailed to them with its QR image,
 * and a manager's cut sheet of many. The badges are the live ones (issued on first use), signed
 * exactly as GET .../badge answers them.
 */
@Injectable()
export class BadgeDocumentsService {
  constructor(
    private readonly holders: BadgeHoldersRepository,
    private readonly badges: KioskBadgesService,
    private readonly pdf: PdfService,
    private readonly mail: MailService,
    private readonly clock: Clock,
  ) {}

  /** The caller's badge as a printable card. */
  async ownPdf(access: WorkspaceAccess, locale: Locale): Promise<Buffer> {
    return badgePdf(this.pdf, await this.ownCard(access), locale);
  }

  /** Mails the caller their badge: the QR as a PNG to show on a phone, the card as a PDF. */
  async mailOwn(access: WorkspaceAccess, email: string, locale: Locale): Promise<void> {
    const card = await this.ownCard(access);
    const pdf = await badgePdf(this.pdf, card, locale);
    await this.mail.send(
      email,
      locale,
      { kind: 'kiosk-badge', workspace: card.workspace, name: card.name, version: card.version },
      [
        { filename: 'badge.png', content: qrPng(card.url), contentType: 'image/png' },
        { filename: 'badge.pdf', content: pdf, contentType: 'application/pdf' },
      ],
    );
  }

  /**
   * A cut sheet of badges, ordered by name. Named members must each be live in the workspace
   * (404) and manageable by the caller (403), as GET .../{id}/badge; nothing is issued before
   * all pass. Without names: every ACTIVE member the caller may manage, so a Manager's sheet
   * leaves out the Owners, whose badges they may not print one by one either.
   */
  async sheetPdf(
    access: WorkspaceAccess,
    ids: readonly string[] | undefined,
    locale: Locale,
  ): Promise<Readable> {
    const idWorkspace = access.workspace.id;
    // requireManageable's rule as a filter: no role ranked above the caller's.
    let selection: PrintSelection = {
      activeRoles: ROLES.filter((role) => roleRank(role) <= roleRank(access.role)),
    };
    if (ids) {
      const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
      const roles = await this.holders.roles(idWorkspace, unique);
      for (const id of unique) requireManageable(access, id, roles.get(id));
      selection = { ids: unique };
    }
    const members = await this.holders.printable(idWorkspace, selection, this.clock.now());
    const cards = await Promise.all(members.map((member) => this.card(access, member)));
    return badgeSheetPdf(this.pdf, access.workspace.name, cards, locale);
  }

  private async ownCard(access: WorkspaceAccess): Promise<BadgeCard> {
    const [self] = await this.holders.printable(
      access.workspace.id,
      { ids: [access.member.idUser] },
      this.clock.now(),
    );
    if (!self) throw new Error('The caller has no live membership in their active workspace');
    return this.card(access, self);
  }

  private async card(access: WorkspaceAccess, member: PrintableMember): Promise<BadgeCard> {
    const badge = await this.badges.signed(access.workspace.id, member.idUser, member);
    return {
      name: member.name,
      workspace: access.workspace.name,
      url: badge.url,
      version: badge.version,
    };
  }
}
