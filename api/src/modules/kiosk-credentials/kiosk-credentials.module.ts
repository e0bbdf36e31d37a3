import { Module } from '@nestjs/common';
import { PdfModule } from '#src/common/pdf/index.js';
import { BadgeDocumentsService } from './badge-documents.service.js';
import { BadgeHoldersRepository } from './badge-holders.repository.js';
import { BadgesRepository } from './badges.repository.js';
import { CardsRepository } from './cards.repository.js';
import { CredentialKeys } from './credential-keys.js';
import { KioskBadgesService } from './kiosk-badges.service.js';
import { KioskCardsService } from './kiosk-cards.service.js';
import { KioskCredentialsService } from './kiosk-credentials.service.js';
import { KioskEnrolmentController } from './kiosk-enrolment.controller.js';
import { MemberBadgesController } from './member-badges.controller.js';
import { MemberCardsController } from './member-cards.controller.js';

@Module({
  imports: [PdfModule],
  controllers: [MemberBadgesController, MemberCardsController, KioskEnrolmentController],
  providers: [
    BadgeDocumentsService,
    BadgeHoldersRepository,
    BadgesRepository,
    CardsRepository,
    CredentialKeys,
    KioskBadgesService,
    KioskCardsService,
    KioskCredentialsService,
  ],
  exports: [KioskCredentialsService],
})
export class KioskCredentialsModule {}
