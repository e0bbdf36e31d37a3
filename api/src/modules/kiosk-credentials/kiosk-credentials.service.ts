import { Injectable } from '@nestjs/common';
import type { KioskBadgeVerification, KioskCardVerification } from '@punchcard/shared';
import { KioskBadgesService } from './kiosk-badges.service.js';
import { KioskCardsService, type TappingDevice } from './kiosk-cards.service.js';

/**
 * What other modules ask of kiosk credentials: who a scanned badge or tapped card is (only
 * ACTIVE members are ever found), what kiosks verify them with offline, and card enrolment.
 */
@Injectable()
export class KioskCredentialsService {
  constructor(
    private readonly badges: KioskBadgesService,
    private readonly cards: KioskCardsService,
  ) {}

  /**
   * The id_user of the ACTIVE member of `idWorkspace` whose badge `value` is (the QR's URL or
   * its bare token): the signature holds, and the badge's version was live at `at` (a version
   * rotated away before `at` is refused, after it accepted). Undefined otherwise.
   */
  memberForBadge(idWorkspace: string, value: string, at: Date): Promise<string | undefined> {
    return this.badges.memberForBadge(idWorkspace, value, at);
  }

  /**
   * The id_user of the ACTIVE member the card `uid` (hex; separators ignored) was bound to in
   * `idWorkspace` at `at` (a card unbound before `at` is refused, after it accepted).
   */
  memberForCard(idWorkspace: string, uid: string, at: Date): Promise<string | undefined> {
    return this.cards.memberForCard(idWorkspace, uid, at);
  }

  /**
   * For POST /v1/kiosk/identify with method "nfc", when memberForCard found nobody: if a manager
   * put this kiosk into enrolment mode (POST /v1/kiosks/{id}/enrolment) less than 60 s before
   * `at`, the card is bound to the chosen member and their id_user answered (then identify goes
   * on as for a known card); undefined otherwise, and the tap is an unknown card. Uses up the
   * enrolment: only one card is bound per request.
   */
  enrolIfPending(
    device: TappingDevice,
    uid: string,
    at: Date,
  ): Promise<{ idUser: string; idCard: string } | undefined> {
    return this.cards.enrolIfPending(device, uid, at);
  }

  /** For GET /v1/kiosk/config: the public badge key and card hashes, nothing secret. */
  async verificationMaterial(
    idWorkspace: string,
  ): Promise<{ badge: KioskBadgeVerification; card: KioskCardVerification }> {
    const [badge, card] = await Promise.all([
      this.badges.material(idWorkspace),
      this.cards.material(idWorkspace),
    ]);
    return { badge, card };
  }
}
