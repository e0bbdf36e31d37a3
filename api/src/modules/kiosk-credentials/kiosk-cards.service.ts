import { Injectable } from '@nestjs/common';
import {
  ErrorKey,
  KIOSK_ENROLMENT_TTL_SECONDS,
  type KioskCardVerification,
  type KioskEnrolment,
  type MemberCard,
  toUnixSeconds,
} from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import {
  badRequest,
  conflict,
  notFound,
  preconditionFailed,
} from '#src/common/errors/app.exception.js';
import { Clock } from '#src/common/time/clock.js';
import { Transactions } from '#src/database/transactions.js';
import { BadgesRepository } from './badges.repository.js';
import { type CardRecord, CardsRepository, CardTaken, type NewCard } from './cards.repository.js';
import { lastDigits, normalizedUid, offlineCardHash, uidHash } from './credential-crypto.js';
import { CredentialKeys } from './credential-keys.js';
import { requireManageable } from './member-reach.js';

/** The device a tap came from: a DeviceRecord of the kiosks module fits. */
export interface TappingDevice {
  kiosk: { id: string; idWorkspace: string };
}

/**
 * NFC cards: bound to one member of a workspace by a typed UID or by a kiosk's enrolment mode,
 * listed by their last digits, unbound (the row stays, so earlier punches still resolve).
 */
@Injectable()
export class KioskCardsService {
  constructor(
    private readonly cards: CardsRepository,
    private readonly members: BadgesRepository,
    private readonly keys: CredentialKeys,
    private readonly transactions: Transactions,
    private readonly clock: Clock,
  ) {}

  async list(access: WorkspaceAccess, idUser: string): Promise<MemberCard[]> {
    await this.requireMember(access, idUser);
    return (await this.cards.liveCards(access.workspace.id, idUser)).map(toCard);
  }

  /** Binds a typed UID to the member: 409 kiosk_card_taken when it is bound in the workspace. */
  async bind(access: WorkspaceAccess, idUser: string, typed: string): Promise<MemberCard> {
    const uid = requireUid(typed);
    await this.requireMember(access, idUser);
    const card = await this.newCard(access.workspace.id, idUser, uid, {
      boundAt: this.clock.now(),
      boundBy: access.member.idUser,
      idKiosk: null,
    });
    try {
      return toCard(await this.cards.bind(card));
    } catch (error) {
      if (error instanceof CardTaken) throw cardTaken();
      throw error;
    }
  }

  async unbind(access: WorkspaceAccess, idUser: string, idCard: string): Promise<MemberCard> {
    await this.requireMember(access, idUser);
    const now = this.clock.now();
    const card = await this.cards.unbind(
      access.workspace.id,
      idUser,
      idCard,
      access.member.idUser,
      now,
    );
    if (!card) throw notFound(ErrorKey.KioskCardNotFound, 'This member has no such card.');
    return toCard(card);
  }

  /** Puts a kiosk into enrolment mode: its next unknown card within 60 s goes to `idUser`. */
  async startEnrolment(
    access: WorkspaceAccess,
    idKiosk: string,
    idUser: string,
  ): Promise<KioskEnrolment> {
    const idWorkspace = access.workspace.id;
    await this.requireLiveKiosk(idWorkspace, idKiosk);
    await this.requireMember(access, idUser);
    const expiresAt = new Date(this.clock.now().getTime() + KIOSK_ENROLMENT_TTL_SECONDS * 1000);
    await this.cards.startEnrolment(
      idKiosk,
      idWorkspace,
      { idUser, requestedBy: access.member.idUser },
      expiresAt,
    );
    return { id_kiosk: idKiosk, id_user: idUser, expires_at: toUnixSeconds(expiresAt) };
  }

  async cancelEnrolment(access: WorkspaceAccess, idKiosk: string): Promise<void> {
    await this.requireLiveKiosk(access.workspace.id, idKiosk);
    await this.cards.cancelEnrolment(idKiosk, access.workspace.id);
  }

  /**
   * For the identify route, on a card that matched nobody: when a manager put this kiosk into
   * enrolment mode less than 60 s before `at`, binds the card to the chosen member (once: the
   * enrolment is used up) and answers them; otherwise undefined and nothing changes.
   */
  async enrolIfPending(
    device: TappingDevice,
    scanned: string,
    at: Date,
  ): Promise<{ idUser: string; idCard: string } | undefined> {
    const uid = normalizedUid(scanned);
    if (!uid) return undefined;
    const { id: idKiosk, idWorkspace } = device.kiosk;
    try {
      return await this.transactions.run(async (tx) => {
        const pending = await this.cards.takeEnrolment(idKiosk, idWorkspace, at, tx);
        if (!pending) return undefined;
        const card = await this.newCard(idWorkspace, pending.idUser, uid, {
          boundAt: at,
          boundBy: pending.requestedBy,
          idKiosk,
        });
        const bound = await this.cards.bind(card, tx);
        return { idUser: bound.idUser, idCard: bound.id };
      });
    } catch (error) {
      // Bound by someone else meanwhile: not an unknown card after all; the enrolment stays.
      if (error instanceof CardTaken) return undefined;
      throw error;
    }
  }

  /** The ACTIVE member the card was bound to at `at`. */
  async memberForCard(idWorkspace: string, scanned: string, at: Date): Promise<string | undefined> {
    const uid = normalizedUid(scanned);
    if (!uid) return undefined;
    return this.cards.memberAt(idWorkspace, uidHash(this.keys.uidKey, idWorkspace, uid), at);
  }

  async material(idWorkspace: string): Promise<KioskCardVerification> {
    const [keys, hashes] = await Promise.all([
      this.keys.of(idWorkspace),
      this.cards.offlineHashes(idWorkspace),
    ]);
    const cardHashes: Record<string, string> = {};
    for (const { hash, idUser } of hashes) cardHashes[hash] = idUser;
    return { salt: keys.cardSalt, card_hashes: cardHashes };
  }

  private async newCard(
    idWorkspace: string,
    idUser: string,
    uid: string,
    binding: Pick<NewCard, 'boundAt' | 'boundBy' | 'idKiosk'>,
  ): Promise<NewCard> {
    const keys = await this.keys.of(idWorkspace);
    return {
      idWorkspace,
      idUser,
      uidHash: uidHash(this.keys.uidKey, idWorkspace, uid),
      offlineHash: offlineCardHash(keys.cardSalt, uid),
      lastDigits: lastDigits(uid),
      ...binding,
    };
  }

  private async requireMember(access: WorkspaceAccess, idUser: string): Promise<void> {
    requireManageable(
      access,
      idUser,
      await this.members.liveMemberRole(access.workspace.id, idUser),
    );
  }

  private async requireLiveKiosk(idWorkspace: string, idKiosk: string): Promise<void> {
    const state = await this.cards.kioskState(idWorkspace, idKiosk);
    if (!state) throw notFound(ErrorKey.KioskNotFound, 'No such kiosk in this workspace.');
    if (state === 'revoked') {
      throw preconditionFailed(ErrorKey.KioskRevoked, 'This kiosk was revoked.');
    }
  }
}

function requireUid(typed: string): string {
  const uid = normalizedUid(typed);
  if (!uid) {
    throw badRequest(
      ErrorKey.KioskCardUidInvalid,
      'A card UID is 4, 7 or 10 bytes written in hexadecimal (8, 14 or 20 digits).',
    );
  }
  return uid;
}

function cardTaken() {
  return conflict(ErrorKey.KioskCardTaken, 'This card is already bound to a member here.');
}

function toCard(card: CardRecord): MemberCard {
  return { id: card.id, last_digits: card.lastDigits, bound_at: toUnixSeconds(card.boundAt) };
}
