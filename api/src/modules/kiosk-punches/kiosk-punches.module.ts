import { Module } from '@nestjs/common';
import { BreaksModule } from '#src/modules/breaks/index.js';
import { KioskIdentityModule } from '#src/modules/kiosk-identity/index.js';
import { KiosksModule } from '#src/modules/kiosks/index.js';
import { RequestsModule } from '#src/modules/requests/index.js';
import { WorkspaceTimesModule } from '#src/modules/workspace-times/index.js';
import {
  KioskPunchesController,
  KioskPunchesDeviceController,
} from './kiosk-punches.controller.js';
import { KioskPunchesService } from './kiosk-punches.service.js';
import { ForgottenClockOut } from './forgotten-clock-out.js';
import { KioskPresenceController, WorkspacePresenceController } from './presence.controller.js';
import { PresenceRepository } from './presence.repository.js';
import { PunchApplyService } from './punch-apply.service.js';
import { PunchCredentials } from './punch-credentials.js';
import { PunchJournalRepository } from './punch-journal.repository.js';
import { PunchRecordsRepository } from './punch-records.repository.js';
import { KioskSelfiesController, WorkspaceSelfiesController } from './selfies.controller.js';
import { SelfiesModule } from './selfies.module.js';

/** The kiosk's punch journal, its selfies, and who's in (docs/kiosk-protocol.md). */
@Module({
  imports: [
    KiosksModule,
    KioskIdentityModule,
    WorkspaceTimesModule,
    BreaksModule,
    RequestsModule,
    SelfiesModule,
  ],
  controllers: [
    KioskPunchesDeviceController,
    KioskPunchesController,
    KioskSelfiesController,
    WorkspaceSelfiesController,
    KioskPresenceController,
    WorkspacePresenceController,
  ],
  providers: [
    KioskPunchesService,
    ForgottenClockOut,
    PunchApplyService,
    PunchCredentials,
    PunchJournalRepository,
    PunchRecordsRepository,
    PresenceRepository,
  ],
})
export class KioskPunchesModule {}
