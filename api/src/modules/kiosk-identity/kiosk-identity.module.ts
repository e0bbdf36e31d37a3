import { Module } from '@nestjs/common';
import { KioskCredentialsModule } from '#src/modules/kiosk-credentials/index.js';
import { KiosksModule } from '#src/modules/kiosks/index.js';
import { IdentifyRepository } from './identify.repository.js';
import {
  KioskIdentifyController,
  KioskIdentifyFailuresController,
} from './kiosk-identify.controller.js';
import { KioskIdentifyService } from './kiosk-identify.service.js';
import { KioskIdentityService } from './kiosk-identity.service.js';
import { KioskSessions } from './kiosk-sessions.js';
import { LockoutReads } from './lockout-reads.repository.js';
import { Lockouts } from './lockouts.js';
import { PinHasher } from './pin-hasher.js';
import { PinsController } from './pins.controller.js';
import { PinsRepository } from './pins.repository.js';
import { PinsService } from './pins.service.js';

/**
 * Kiosk identification: the account PIN (set, change, reset by mail), identify by PIN, badge or
 * card with sweep protection, and the short-lived kiosk sessions punches carry.
 */
@Module({
  imports: [KiosksModule, KioskCredentialsModule],
  controllers: [PinsController, KioskIdentifyController, KioskIdentifyFailuresController],
  providers: [
    PinsRepository,
    PinsService,
    PinHasher,
    Lockouts,
    LockoutReads,
    IdentifyRepository,
    KioskIdentityService,
    KioskIdentifyService,
    KioskSessions,
  ],
  exports: [KioskIdentityService, KioskSessions, PinsService],
})
export class KioskIdentityModule {}
